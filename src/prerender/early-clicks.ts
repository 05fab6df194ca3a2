import type { PrerenderMarks } from '../lib/prerender-marks.ts';
import { isPlainClick, sitePathOf } from '../lib/site-link.ts';

/** Where the inline script leaves a button click made before the app's script ran. */
export const EARLY_CLICK_KEY = 'kizEarlyClick';

interface InlineHold {
  target: HTMLElement | null;
  stop(): void;
}

/**
 * Runs inline after the pre-rendering guard (serialised with toString, so it uses nothing from outside): until
 * the app's script runs, a click on a button of a pre-rendered page or of the header the guard kept, which could
 * not do anything yet, is kept for it. Links keep working the browser's way meanwhile.
 */
export function holdButtonClicksInline(root: HTMLElement | null, marks: PrerenderMarks, key: string): void {
  if (!root || !(root.hasAttribute(marks.page) || root.hasAttribute(marks.layout))) return;
  const state: InlineHold = { target: null, stop: () => document.removeEventListener('click', hold, true) };
  function hold(event: MouseEvent) {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const target = event.target instanceof Element ? event.target.closest('button') : null;
    if (!target || !root || !root.contains(target)) return;
    event.preventDefault();
    event.stopPropagation();
    state.target = target;
  }
  document.addEventListener('click', hold, true);
  (window as unknown as Record<string, unknown>)[key] = state;
}

/** The live counterpart of a control of a header the app has since drawn anew: its control that says the same. */
const counterpartOf = (control: HTMLElement, root: HTMLElement) =>
  control.closest('header')
    ? Array.from(root.querySelectorAll<HTMLElement>('header a[href], header button')).find(
        (live) => live.textContent === control.textContent,
      )
    : undefined;

/**
 * Holds the last click on a link or button within `heldWithin` of the page that arrives while the app is still
 * starting (the page is visible but has no handlers yet; React would drop the click or the browser start a full
 * page load that the router's start then cuts off). Once the app has taken over the page, the same element, now
 * live, gets the click; where the app drew the header anew (the header the inline guard kept above a loading
 * notice), its control that says the same does. `onLinkHeld` hears the path of a held link to this site at once,
 * so the page it opens can start loading.
 */
export function holdEarlyClicks(root: HTMLElement, onLinkHeld: (path: string) => void, heldWithin: Element = root) {
  // A button click from before this script ran, kept by the inline script (holdButtonClicksInline).
  const inline = (window as unknown as Record<string, InlineHold | undefined>)[EARLY_CLICK_KEY];
  inline?.stop();
  let held: HTMLElement | null = inline?.target ?? null;
  const hold = (event: MouseEvent) => {
    if (!isPlainClick(event)) return;
    const target = event.target instanceof Element ? event.target.closest<HTMLElement>('a[href], button') : null;
    if (!target || !heldWithin.contains(target)) return;
    event.preventDefault();
    event.stopPropagation();
    held = target;
    const path = sitePathOf(target);
    if (path !== null) onLinkHeld(path);
  };
  // A control of a header the app draws anew loses the focus with it: the header's control that says the same
  // takes it over, once the app's render has replaced the header (the removal's focusout comes within it).
  const keepFocus = (event: FocusEvent) => {
    const control = event.target;
    if (!(control instanceof HTMLElement) || !heldWithin.contains(control)) return;
    queueMicrotask(() => {
      if (!control.isConnected && document.activeElement === document.body) counterpartOf(control, root)?.focus();
    });
  };
  document.addEventListener('click', hold, true);
  document.addEventListener('focusout', keepFocus);
  const stop = () => {
    document.removeEventListener('click', hold, true);
    document.removeEventListener('focusout', keepFocus);
  };
  return {
    /** The app has taken the page over: the held click reaches its element now. */
    replay() {
      stop();
      const target = held;
      held = null;
      if (target) (target.isConnected ? target : counterpartOf(target, root))?.click();
    },
    /** The app could not start: a held link is followed the browser's own way. */
    release() {
      stop();
      if (held instanceof HTMLAnchorElement) window.location.assign(held.href);
    },
  };
}
