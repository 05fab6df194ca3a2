import { useLayoutEffect, useRef } from 'react';

/**
 * Sets `data-stacked` on the returned element while the table inside it is wider than the element, so CSS turns
 * the rows into cards: a table that scrolls sideways hides its last columns, and the actions there, on phones and
 * tablets. The switch follows what the table needs (its columns and contents), not a fixed breakpoint.
 *
 * Runs in a ResizeObserver callback, which comes after layout and before paint, so no frame shows the wrong layout.
 * The element's height changes with the rows, so new rows are measured too.
 */
export function useStackWhenTooWide<E extends HTMLElement>() {
  const box = useRef<E>(null);
  useLayoutEffect(() => {
    const element = box.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    // The width the table needed when it last did not fit: below it, the cards stay.
    let needed = 0;
    const fit = () => {
      const table = element.querySelector('table');
      if (!table) return;
      const width = element.clientWidth;
      if (element.dataset.stacked !== undefined) {
        if (width < needed) return;
        delete element.dataset.stacked;
      }
      // scrollWidth forces the table layout at once, so the decision and the cards land in the same frame.
      if (table.scrollWidth > width + 1) {
        needed = table.scrollWidth;
        element.dataset.stacked = '';
      }
    };
    const observer = new ResizeObserver(fit);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return box;
}
