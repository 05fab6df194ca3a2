import { isPlainClick, sitePathOf } from '../lib/site-link';

/**
 * Starts loading a page's code when a finger or the mouse button goes down on a link to it in `area`, not at the
 * click that follows. A tap lasts about a tenth of a second; on a pre-rendered page still being taken over, the
 * press also makes React finish the hydration at once, before the click: the page's code arrives meanwhile. Its
 * data are read when the router follows the click.
 */
export function loadPageOnPress(area: HTMLElement, load: (path: string) => void): void {
  area.addEventListener(
    'pointerdown',
    (event) => {
      const path = isPlainClick(event) ? sitePathOf(event.target) : null;
      if (path !== null) load(path);
    },
    true,
  );
}
