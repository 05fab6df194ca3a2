import type { HydrationState } from 'react-router-dom';
import { PRERENDER_DATA_ID, PRERENDER_MARK } from './prerender-marks';

export interface PrerenderedPage {
  hydrationData: HydrationState;
}

/**
 * The page rendered at build time that `#root` still holds, with the loader data it was rendered from; null
 * when there is none or the inline guard dropped it (another path, a signed-in visitor) or its data are unreadable.
 */
export function readPrerenderedPage(root: HTMLElement): PrerenderedPage | null {
  if (!root.hasAttribute(PRERENDER_MARK)) return null;
  try {
    const loaderData: unknown = JSON.parse(document.getElementById(PRERENDER_DATA_ID)?.textContent ?? '');
    if (loaderData && typeof loaderData === 'object') return { hydrationData: { loaderData: loaderData as HydrationState['loaderData'] } };
  } catch {
    // Falls through: render from scratch.
  }
  discardPrerenderedPage(root);
  return null;
}

/** Empties `#root` for an app that renders from scratch. */
export function discardPrerenderedPage(root: HTMLElement): void {
  root.removeAttribute(PRERENDER_MARK);
  root.textContent = '';
}
