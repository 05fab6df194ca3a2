import type { Params, ShouldRevalidateFunction } from 'react-router-dom';
import { mergeChanged, touches, type Changed, type Reads } from './changes';

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

/**
 * A route's shouldRevalidate (its module's export) from what its loader reads, by the route's params where it
 * shows one task, project or poll. After a reported write the loader re-runs only when the write changed what it
 * reads; after an action it waits for that report instead of re-reading. A module with a loader and without this
 * re-reads after every write and every action (router.test.ts has each say).
 */
export function reading(reads: Reads | ((params: Params) => Reads)): ShouldRevalidateFunction {
  return ({ formMethod, defaultShouldRevalidate, currentParams }) => {
    if (formMethod && formMethod.toUpperCase() !== 'GET') return false;
    return current === null
      ? defaultShouldRevalidate
      : touches(current, typeof reads === 'function' ? reads(currentParams) : reads);
  };
}
