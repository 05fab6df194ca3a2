import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';

/** How long a page that shows a placeholder first (e.g. a service's skeleton) may take to bring its heading. */
const LATE_HEADING_MS = 3000;

/** A link that had the focus: its address, and which of the links to that address it was. */
interface FocusedLink {
  href: string;
  index: number;
}

const linksTo = (href: string) => [...document.querySelectorAll<HTMLAnchorElement>(`a[href="${CSS.escape(href)}"]`)];

function focusHeading(heading: HTMLHeadingElement) {
  if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
  // The scroll position is ScrollOnRouteChange's: the top for a new page, the old place on Back.
  heading.focus({ preventScroll: true });
}

/** Back or Forward to a page: the link followed from it, as the browser's back-forward cache keeps it. */
function focusFollowedLink(link: FocusedLink | null | undefined): boolean {
  const found = link ? linksTo(link.href)[link.index] : undefined;
  found?.focus({ preventScroll: true });
  return found !== undefined && document.activeElement === found;
}

/**
 * A new page moves the focus to its heading, as a page load starts at the top: a screen reader announces the new
 * page, and the next Tab starts there instead of at the link that was followed (or at <body>, where a closed
 * menu's link leaves it). Back and Forward return it to the link that was followed from that page, where the
 * visitor left off (the heading when that link is gone). A change of the query alone (catalogue filters, admin
 * tabs) keeps the focus where it is, unless it was lost with the element that had it (a phone menu's link to the
 * page shown). A page that places the focus itself (a form's first field, an admin tab's heading) keeps it: in a
 * layout effect it has done so already, in an effect it does so after this one.
 */
export function FocusOnRouteChange() {
  const { pathname, key } = useLocation();
  const navigationType = useNavigationType();
  const shown = useRef({ pathname, key });
  // Per history entry: the link last focused on it (null when something else had the focus after it).
  const followed = useRef(new Map<string, FocusedLink | null>());
  // The entry focus now belongs to, and on Back or Forward the link to return to: both taken before the page's
  // own layout effects run (this component comes before <main>), so a page that focuses its first field does
  // not overwrite them.
  const current = useRef(key);
  const returning = useRef<FocusedLink | null>(null);
  useLayoutEffect(() => {
    current.current = key;
    returning.current = navigationType === 'POP' ? (followed.current.get(key) ?? null) : null;
  }, [key, navigationType]);

  useEffect(() => {
    const remember = (event: FocusEvent) => {
      const target = event.target;
      const href = target instanceof HTMLAnchorElement ? target.getAttribute('href') : null;
      followed.current.set(
        current.current,
        href === null ? null : { href, index: linksTo(href).indexOf(target as HTMLAnchorElement) },
      );
    };
    document.addEventListener('focusin', remember);
    return () => document.removeEventListener('focusin', remember);
  }, []);

  useEffect(() => {
    const previous = shown.current;
    if (previous.key === key) return;
    shown.current = { pathname, key };
    const main = document.getElementById('main');
    if (!main) return;
    const active = document.activeElement;
    // The new page has put the focus in its content already (in a layout effect).
    if (active && active !== main && main.contains(active)) return;
    const link = returning.current;
    if (focusFollowedLink(link)) return;
    const focusLost = !active || active === document.body;
    if (previous.pathname === pathname) {
      if (!focusLost) return;
      // The query changed and took the focused element along (an admin list replaced by its form): the page's
      // own focus rescue (useFocusRescue, a mutation observer) places it where it belongs; the heading only when
      // nothing did.
      const timer = setTimeout(() => {
        const now = document.activeElement;
        const heading = main.querySelector('h1');
        if ((!now || now === document.body) && heading) focusHeading(heading);
      });
      return () => clearTimeout(timer);
    }
    const heading = main.querySelector('h1');
    if (heading) {
      focusHeading(heading);
      return;
    }
    main.focus({ preventScroll: true });
    // A page that shows a placeholder first gets its heading (or the link to return to) a moment later: the focus
    // follows, unless it moved.
    const observer = new MutationObserver(() => {
      if (document.activeElement !== main) return observer.disconnect();
      if (focusFollowedLink(link)) return observer.disconnect();
      const late = main.querySelector('h1');
      if (!late) return;
      observer.disconnect();
      focusHeading(late);
    });
    observer.observe(main, { childList: true, subtree: true });
    const timer = setTimeout(() => observer.disconnect(), LATE_HEADING_MS);
    return () => {
      observer.disconnect();
      clearTimeout(timer);
    };
  }, [pathname, key]);
  return null;
}
