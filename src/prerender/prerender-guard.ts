import { EARLY_CLICK_KEY, holdButtonClicksInline } from './early-clicks.ts';
import {
  OWN_PUBLIC_DATA_KEY,
  PRERENDER_MARKS,
  SESSION_TOKEN_KEY,
  type PrerenderMarks,
} from '../lib/prerender-marks.ts';

/**
 * Runs inline right after `#root` is parsed, before the first paint. The pre-rendered markup shows what a guest
 * sees on a first visit; it is dropped (the app then renders from scratch, as without pre-rendering) when it
 * cannot be what the app will show: another path or query (index.html is also every route's fallback page),
 * a signed-in visitor, whose header and data differ, or a browser whose demo store holds edited public content.
 * A guest's header is the same on every page: it stays, above a loading notice in place of the page, as the app
 * shows it while its first page loads (router.tsx); a signed-in visitor's keeps its place, hidden. `#root` then
 * carries the layout's mark, so that a tap on that header waits for the app's (early-clicks.ts). An api build's
 * index.html holds only that: its mark names no path. Serialised with toString, so it uses nothing from outside.
 */
export function dropMismatchedPrerender(
  root: HTMLElement | null,
  marks: PrerenderMarks,
  keys: { session: string; ownData: string },
  location: { pathname: string; search: string },
  storage: () => Storage,
): void {
  if (!root) return;
  let signedIn = true;
  let ownData = true;
  try {
    const stored = storage();
    signedIn = stored.getItem(keys.session) !== null;
    ownData = stored.getItem(keys.ownData) !== null;
  } catch {
    // No storage access (privacy settings): assume the worst and render from scratch.
  }
  if (root.getAttribute(marks.page) === location.pathname && !location.search && !signedIn && !ownData) return;
  root.removeAttribute(marks.page);
  // Not a blank page while the app's script loads: the same 'Laden...' the router shows until the screen is there.
  const wait = document.createElement('p');
  wait.className = 'app-loading';
  wait.setAttribute('role', 'status');
  wait.textContent = 'Laden...';
  const header = root.querySelector('header');
  const main = root.querySelector('main');
  const layout = main?.parentElement;
  if (!header || !main || !layout || header.parentElement !== layout) {
    root.replaceChildren(wait);
    return;
  }
  for (const part of Array.from(layout.children))
    if (part !== header && part !== main && part.getAttribute('href') !== '#main') part.remove();
  main.replaceChildren(wait);
  root.setAttribute(marks.layout, '');
  // A signed-in visitor's header has the bell and the user menu in place of a guest's links: its place stays,
  // empty, until the app draws it, so that nothing below moves.
  if (signedIn) header.style.visibility = 'hidden';
}

export const prerenderGuard =
  `(${dropMismatchedPrerender.toString()})(document.getElementById('root'),${JSON.stringify(PRERENDER_MARKS)},` +
  `${JSON.stringify({ session: SESSION_TOKEN_KEY, ownData: OWN_PUBLIC_DATA_KEY })},location,function(){return localStorage});` +
  `(${holdButtonClicksInline.toString()})(document.getElementById('root'),${JSON.stringify(PRERENDER_MARKS)},${JSON.stringify(EARLY_CLICK_KEY)})`;
