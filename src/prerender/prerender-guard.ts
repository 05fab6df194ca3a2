import { EARLY_CLICK_KEY, holdButtonClicksInline } from './early-clicks.ts';
import { OWN_PUBLIC_DATA_KEY, PRERENDER_MARK, SESSION_TOKEN_KEY } from '../lib/prerender-marks.ts';

/**
 * Runs inline right after `#root` is parsed, before the first paint. The pre-rendered markup shows what a guest
 * sees on a first visit; it is dropped (the app then renders from scratch, as without pre-rendering) when it
 * cannot be what the app will show: another path or query (index.html is also every route's fallback page),
 * a signed-in visitor, whose header and data differ, or a browser whose demo store holds edited public content. Serialised with toString, so it uses nothing from outside.
 */
export function dropMismatchedPrerender(
  root: HTMLElement | null,
  mark: string,
  ownDataKeys: readonly string[],
  location: { pathname: string; search: string },
  storage: () => Storage,
): void {
  if (!root) return;
  let ownData = true;
  try {
    const stored = storage();
    ownData = ownDataKeys.some((key) => stored.getItem(key) !== null);
  } catch {
    // No storage access (privacy settings): assume the worst and render from scratch.
  }
  if (root.getAttribute(mark) === location.pathname && !location.search && !ownData) return;
  root.removeAttribute(mark);
  // Not a blank page while the app's script loads: the same 'Laden...' the router shows until the screen is there.
  const wait = document.createElement('p');
  wait.className = 'app-loading';
  wait.setAttribute('role', 'status');
  wait.textContent = 'Laden...';
  root.replaceChildren(wait);
}

export const prerenderGuard =
  `(${dropMismatchedPrerender.toString()})(document.getElementById('root'),${JSON.stringify(PRERENDER_MARK)},` +
  `${JSON.stringify([SESSION_TOKEN_KEY, OWN_PUBLIC_DATA_KEY])},location,function(){return localStorage});` +
  `(${holdButtonClicksInline.toString()})(document.getElementById('root'),${JSON.stringify(PRERENDER_MARK)},${JSON.stringify(EARLY_CLICK_KEY)})`;
