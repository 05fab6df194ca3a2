import { useEffect, type RefObject } from 'react';

/**
 * Keeps keyboard focus inside a region whose controls come and go: when the focused element is removed (a
 * deleted row's button, a list replaced by its form, a notification marked read) or disabled (a button while it
 * saves), the browser drops focus on <body> and a keyboard or screen-reader user loses their place. Focus then
 * moves to what `fallback` returns, e.g. the region's heading (give it tabIndex={-1}).
 */
export function useFocusRescue(region: RefObject<HTMLElement | null>, fallback: (region: HTMLElement) => HTMLElement | null) {
  useEffect(() => {
    const root = region.current;
    if (!root) return;
    // Kept when focus moves outside (into a confirmation dialog opened from a row, say): if the dialog goes with the
    // row it belongs to, focus falls to <body> and belongs back here. While the outside element has it, it stays.
    let focused: HTMLElement | null = null;
    const onFocusIn = (event: FocusEvent) => {
      focused = event.target instanceof HTMLElement ? event.target : null;
    };
    const rescue = () => {
      if (!focused) return;
      const active = document.activeElement;
      // Chromium moves focus off a disabled element to <body>; other engines leave it on the disabled one.
      if (active !== null && active !== document.body && active !== focused) return;
      if (focused.isConnected && !focused.matches(':disabled')) return;
      const target = fallback(root);
      focused = null;
      target?.focus({ preventScroll: true });
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
export const firstHeading = (region: HTMLElement) => region.querySelector<HTMLElement>('h2[tabindex="-1"], h3[tabindex="-1"]');
