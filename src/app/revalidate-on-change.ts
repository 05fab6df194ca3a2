import { mergeChanged, touches, type Changed } from '../data/changes';
import { revalidateFor } from '../data/change-scope';
import type { createBrowserRouter } from 'react-router-dom';
import type { Repository } from '../data/repository';
import { refreshSessionUser } from './refresh-session-user';

export interface ChangeTargets {
  /** The router's revalidate; each route's shouldRevalidate then re-runs only loaders the change concerns. */
  revalidate: () => Promise<void>;
  /** Told of every change before anything re-reads (the footer's read notes whether it must read again). */
  noted?: (changed: Changed) => void;
}

/**
 * Every write the repository reports, in this tab or another, re-reads what the screen shows of it: a burst of
 * reports becomes one re-read for all they changed. The session's user comes first, and only when users changed,
 * so the guards see a role an admin has just changed.
 */
export function revalidateOnChange(repository: Repository, targets: ChangeTargets): () => void {
  let pending: Changed | null = null;
  return repository.subscribe((changed) => {
    targets.noted?.(changed);
    const first = pending === null;
    pending = mergeChanged(pending, changed);
    if (!first) return;
    queueMicrotask(() => {
      const burst = pending ?? 'everything';
      pending = null;
      const user = touches(burst, ['users']) ? refreshSessionUser(repository) : Promise.resolve(false);
      void user.finally(() => revalidateFor(burst, targets.revalidate));
    });
  });
}

/**
 * The router's revalidate once every fetcher is idle: the store reports a write before its action answers, and a
 * re-read started while the action runs, or while its redirect (a delete going on to the list) loads, would make
 * React Router drop that redirect.
 */
export function revalidateAfterActions(
  router: Pick<ReturnType<typeof createBrowserRouter>, 'state' | 'subscribe' | 'revalidate'>,
): Promise<void> {
  const idle = () => ![...router.state.fetchers.values()].some((fetcher) => fetcher.state !== 'idle');
  if (idle()) return router.revalidate();
  // Checked first: React Router may call a new subscriber at once, and then nothing has changed yet.
  return new Promise((resolve) => {
    const stop = router.subscribe(() => {
      if (!idle()) return;
      stop();
      void router.revalidate().then(resolve);
    });
  });
}
