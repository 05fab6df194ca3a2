import { mergeChanged, type Changed } from './changes';

// The change the screen is re-reading for: set while the router revalidates after a reported write, so each
// route (its shouldRevalidate) and each part of a loader can tell whether the write concerned it.
let current: Changed | null = null;
let generation = 0;

/**
 * Runs `revalidate` (the router's) for a reported change. A change reported while an earlier re-read still runs
 * restarts it (the router's way), now for both.
 */
export async function revalidateFor(changed: Changed, revalidate: () => Promise<void>): Promise<void> {
  current = mergeChanged(current, changed);
  const own = ++generation;
  try {
    await revalidate();
  } finally {
    if (own === generation) current = null;
  }
}

/** The change being re-read for, or null outside such a re-read (a navigation, the user's 'Erneut versuchen'). */
export function changeBeingRevalidated(): Changed | null {
  return current;
}
