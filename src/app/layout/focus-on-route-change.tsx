import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';

/** How long a page that shows a placeholder first (e.g. a service's skeleton) may take to bring its heading. */
const LATE_HEADING_MS = 3000;

function focusHeading(heading: HTMLHeadingElement) {
  if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
  // The scroll position is ScrollOnRouteChange's: the top for a new page, the old place on Back.
  heading.focus({ preventScroll: true });
}

/**
 * A new page moves the focus to its heading, as a page load starts at the top: a screen reader announces the new
 * page, and the next Tab starts there instead of at the link that was followed (or at <body>, where a closed
 * menu's link leaves it). A change of the query alone (catalogue filters, admin tabs) keeps the focus where it is,
 * unless it was lost with the element that had it (a phone menu's link to the page shown).
 * A page that places the focus itself (a form's first field, an admin tab's heading) keeps it: in a
 * layout effect it has done so already, in an effect it does so after this one.
 */
export function FocusOnRouteChange() {
  const { pathname, key } = useLocation();
  const shown = useRef({ pathname, key });
  useEffect(() => {
    const previous = shown.current;
    if (previous.key === key) return;
    shown.current = { pathname, key };
    const active = document.activeElement;
    const focusLost = !active || active === document.body;
    if (previous.pathname === pathname && !focusLost) return;
    const main = document.getElementById('main');
    if (!main) return;
    // The new page has put the focus in its content already (in a layout effect).
    if (active && active !== main && main.contains(active)) return;
    const heading = main.querySelector('h1');
    if (heading) {
      focusHeading(heading);
      return;
    }
    main.focus({ preventScroll: true });
    // A page that shows a placeholder first gets its heading a moment later: the focus follows, unless it moved.
    const observer = new MutationObserver(() => {
      const late = main.querySelector('h1');
      if (!late) return;
      observer.disconnect();
      if (document.activeElement === main) focusHeading(late);
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
