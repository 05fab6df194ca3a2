import type { HydrationState } from 'react-router-dom';
import { PRERENDER_DATA_ID, PRERENDER_MARK } from '../lib/prerender-marks';

type LoaderData = NonNullable<HydrationState['loaderData']>;

export interface PrerenderedPage {
  hydrationData: HydrationState;
}

/**
 * The loader data this HTML file was rendered from, whether or not its markup is still there: `index.html` is
 * also the page every other route is served with. Null when there are none or they are unreadable.
 */
export function readPrerenderedData(): LoaderData | null {
  try {
    const loaderData: unknown = JSON.parse(document.getElementById(PRERENDER_DATA_ID)?.textContent ?? '');
    return loaderData && typeof loaderData === 'object' ? (loaderData as LoaderData) : null;
  } catch {
    return null;
  }
}

/**
 * The page rendered at build time that `#root` still holds, with the loader data it was rendered from; null
 * when there is none or the inline guard dropped it (another path, a signed-in visitor) or its data are unreadable.
 */
export function readPrerenderedPage(root: HTMLElement): PrerenderedPage | null {
  if (!root.hasAttribute(PRERENDER_MARK)) return null;
  const loaderData = readPrerenderedData();
  if (loaderData) return { hydrationData: { loaderData } };
  // Render from scratch.
  discardPrerenderedPage(root);
  return null;
}

/** Empties `#root` for an app that renders from scratch. */
export function discardPrerenderedPage(root: HTMLElement): void {
  root.removeAttribute(PRERENDER_MARK);
  root.textContent = '';
}
