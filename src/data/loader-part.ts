import { touches, type Reads } from './changes';
import { changeBeingRevalidated } from './change-scope';

const LAST_PARTS = 20;
const parts = new Map<string, unknown>();

/**
 * One part of a loader's data (a task's comments beside the task): re-read for a change only when the change
 * concerns it; otherwise the value read last time for the same key stands. Navigations always read.
 */
export async function loaderPart<T>(key: string, reads: Reads, read: () => Promise<T>): Promise<T> {
  const current = changeBeingRevalidated();
  if (current !== null && !touches(current, reads) && parts.has(key)) return parts.get(key) as T;
  const value = await read();
  parts.delete(key);
  parts.set(key, value);
  // The few most recent keys are all a revalidation can ask for again.
  if (parts.size > LAST_PARTS) parts.delete(parts.keys().next().value as string);
  return value;
}
