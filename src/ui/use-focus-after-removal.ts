import { useCallback, useEffect, useRef } from 'react';

/**
 * After a row of a list is removed, the button that had the focus is gone and the browser drops it to the page.
 * Call the returned function with the row's index just before removing it: once the list has re-rendered,
 * `focusRow` gets the index of the row that took its place, or of the last row, or -1 when none is left.
 */
export function useFocusAfterRemoval(length: number, focusRow: (index: number) => void): (index: number) => void {
  const pending = useRef<number | null>(null);
  useEffect(() => {
    const index = pending.current;
    if (index === null) return;
    pending.current = null;
    focusRow(Math.min(index, length - 1));
  }, [length, focusRow]);
  return useCallback((index: number) => {
    pending.current = index;
  }, []);
}
