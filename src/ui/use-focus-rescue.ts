import { useEffect, type RefObject } from 'react';

/**
 * Keeps keyboard focus inside a region whose controls come and go: when the focused element is removed (a
 * deleted row's button, a list replaced by its form, a notification marked read) or disabled (a button while it
 * saves), the browser drops focus on <body> and a keyboard or screen-reader user loses their place. Focus then
 * moves to the same control of the table row that took the removed row's place (or of the new last row), so
 * deleting one row after another goes on where it was; without such a row, to what `fallback` returns, e.g. the
 * region's heading (give it tabIndex={-1}). Either is scrolled into view: a heading left far above the rows
 * read as focus lost.
 */
export function useFocusRescue(
  region: RefObject<HTMLElement | null>,
  fallback: (region: HTMLElement) => HTMLElement | null,
) {
  useEffect(() => {
    const root = region.current;
    if (!root) return;
    // Kept when focus moves outside (into a confirmation dialog opened from a row, say): if the dialog goes with the
    // row it belongs to, focus falls to <body> and belongs back here. While the outside element has it, it stays.
    let focused: HTMLElement | null = null;
    let place: RowPlace | null = null;
    const onFocusIn = (event: FocusEvent) => {
      focused = event.target instanceof HTMLElement ? event.target : null;
      place = focused && rowPlaceOf(focused);
    };
    const rescue = () => {
      if (!focused) return;
      const active = document.activeElement;
      // Chromium moves focus off a disabled element to <body>; other engines leave it on the disabled one.
      if (active !== null && active !== document.body && active !== focused) return;
      if (focused.isConnected && !focused.matches(':disabled')) return;
      const target = (place && controlAt(root, place)) ?? fallback(root);
      focused = null;
      place = null;
      if (!target) return;
      target.focus({ preventScroll: true });
      target.scrollIntoView({ block: 'nearest' });
    };
    const observer = new MutationObserver(rescue);
    observer.observe(root, { childList: true, subtree: true, attributes: true, attributeFilter: ['disabled'] });
    root.addEventListener('focusin', onFocusIn);
    return () => {
      observer.disconnect();
      root.removeEventListener('focusin', onFocusIn);
    };
  }, [region, fallback]);
}

/** The region's first heading, for `useFocusRescue`. */
export const firstHeading = (region: HTMLElement) =>
  region.querySelector<HTMLElement>('h2[tabindex="-1"], h3[tabindex="-1"]');

/** Where a focused control sat: its row's index among the table body's rows, and its own among the row's controls. */
interface RowPlace {
  row: number;
  control: number;
}

const CONTROLS = 'a[href], button:not(:disabled), input:not(:disabled), select:not(:disabled), textarea:not(:disabled)';

function rowPlaceOf(element: HTMLElement): RowPlace | null {
  const row = element.closest('tbody > tr');
  if (!row?.parentElement) return null;
  return {
    row: [...row.parentElement.children].indexOf(row),
    control: [...row.querySelectorAll(CONTROLS)].indexOf(element),
  };
}

function controlAt(root: HTMLElement, place: RowPlace): HTMLElement | null {
  const rows = root.querySelectorAll('tbody > tr');
  const row = rows[Math.min(place.row, rows.length - 1)];
  if (!row) return null;
  const controls = row.querySelectorAll<HTMLElement>(CONTROLS);
  return controls[place.control] ?? controls[controls.length - 1] ?? null;
}
