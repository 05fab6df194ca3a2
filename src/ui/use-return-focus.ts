import { useRef } from 'react';

/**
 * Focus handlers for a Radix dialog opened without a Trigger (from state): Radix then returns focus to no
 * one on closing, so keyboard users would land on <body>. These return it to what had focus on opening.
 */
export function useReturnFocus() {
  const focusedBefore = useRef<HTMLElement | null>(null);
  return {
    onOpenAutoFocus: () => {
      focusedBefore.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    },
    onCloseAutoFocus: (event: Event) => {
      const target = focusedBefore.current;
      if (!target?.isConnected) return;
      event.preventDefault();
      target.focus();
    },
  };
}
