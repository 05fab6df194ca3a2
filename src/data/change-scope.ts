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

const LAST_PARTS = 20;
const parts = new Map<string, unknown>();

/**
 * One part of a loader's data (a task's comments beside the task): re-read for a change only when the change
 * concerns it; otherwise the value read last time for the same key stands. Navigations always read.
 */
export async function loaderPart<T>(key: string, reads: Reads, read: () => Promise<T>): Promise<T> {
  if (current !== null && !touches(current, reads) && parts.has(key)) return parts.get(key) as T;
  const value = await read();
  parts.delete(key);
  parts.set(key, value);
  // The few most recent keys are all a revalidation can ask for again.
  if (parts.size > LAST_PARTS) parts.delete(parts.keys().next().value as string);
  return value;
}
