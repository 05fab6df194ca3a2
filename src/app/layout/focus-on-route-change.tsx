import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * A new page moves the focus to its heading, as a page load starts at the top: a screen reader announces the new
 * page, and the next Tab starts there instead of at the link that was followed (or at <body>, where a closed
 * menu's link leaves it). A change of the query alone (catalogue filters, admin tabs) keeps the focus where it is.
 * A page that places the focus itself (a form's first field, an admin tab's heading) keeps it: in a
 * layout effect it has done so already, in an effect it does so after this one.
 */
export function FocusOnRouteChange() {
  const { pathname } = useLocation();
  const shown = useRef(pathname);
  useEffect(() => {
    if (shown.current === pathname) return;
    shown.current = pathname;
    const main = document.getElementById('main');
    // The new page has put the focus in its content already (in a layout effect).
    const active = document.activeElement;
    if (main && active && active !== main && main.contains(active)) return;
    const heading = main?.querySelector('h1');
    if (heading && !heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
    // The scroll position is ScrollOnRouteChange's: the top for a new page, the old place on Back.
    (heading ?? main)?.focus({ preventScroll: true });
  }, [pathname]);
  return null;
}
