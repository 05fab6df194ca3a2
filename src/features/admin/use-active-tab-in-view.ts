import { useLayoutEffect, useRef } from 'react';

/**
 * Keeps the active tab visible in a tab bar that scrolls sideways (phones): on load, e.g. /admin?tab=umfragen,
 * and whenever the tab changes. Only the bar scrolls, never the page (scrollIntoView would move it vertically too).
 * Returns the ref for the tab list.
 */
export function useActiveTabInView<E extends HTMLElement>(active: string) {
  const list = useRef<E>(null);
  useLayoutEffect(() => {
    const bar = list.current;
    const tab = bar?.querySelector<HTMLElement>('[role="tab"][aria-selected="true"]');
    if (!bar || !tab) return;
    const barBox = bar.getBoundingClientRect();
    const tabBox = tab.getBoundingClientRect();
    // A little of the neighbouring tab stays in sight, showing that the bar goes on.
    const margin = 24;
    if (tabBox.left < barBox.left) bar.scrollLeft -= barBox.left - tabBox.left + margin;
    else if (tabBox.right > barBox.right) bar.scrollLeft += tabBox.right - barBox.right + margin;
  }, [active]);
  return list;
}
