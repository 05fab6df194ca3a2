import { expect, test, vi } from 'vitest';
import type { Changed } from '../data/changes';
import { changeBeingRevalidated } from '../data/change-scope';
import type { Repository } from '../data/repository';
import { useSession } from '../stores/session';
import { revalidateAfterActions, revalidateOnChange } from './revalidate-on-change';

function fakeRepository() {
  let listener: (changed: Changed) => void = () => {};
  const currentUser = vi.fn(async () => null);
  const repository = {
    auth: { currentUser },
    subscribe(given: (changed: Changed) => void) {
      listener = given;
      return () => {};
    },
  } as unknown as Repository;
  return { repository, currentUser, report: (changed: Changed) => listener(changed) };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

test('a burst of reports re-reads once, for everything the burst changed, and not the session user', async () => {
  useSession.setState({ token: 't', user: { id: 2 } as never });
  const { repository, currentUser, report } = fakeRepository();
  const seen: (Changed | null)[] = [];
  revalidateOnChange(repository, { revalidate: async () => void seen.push(changeBeingRevalidated()) });
  report(new Set(['comments']));
  report(new Set(['notifications']));
  await flush();
  expect(seen).toEqual([new Set(['comments', 'notifications'])]);
  expect(currentUser).not.toHaveBeenCalled();
  expect(changeBeingRevalidated()).toBeNull();
});

test('the session user is read again when users changed, before the screen re-reads', async () => {
  useSession.setState({ token: 't', user: { id: 2 } as never });
  const { repository, currentUser, report } = fakeRepository();
  const order: string[] = [];
  currentUser.mockImplementation(async () => {
    order.push('user');
    return null;
  });
  revalidateOnChange(repository, { revalidate: async () => void order.push('screen') });
  report(new Set(['users']));
  await flush();
  expect(order).toEqual(['user', 'screen']);
});

test('a re-read waits until every fetcher is idle, also with a router that calls a new subscriber at once', async () => {
  const listeners = new Set<() => void>();
  const fetchers = new Map([['like', { state: 'submitting' }]]);
  const revalidate = vi.fn(async () => {});
  const router = {
    state: { fetchers },
    subscribe(listener: () => void) {
      listeners.add(listener);
      listener();
      return () => listeners.delete(listener);
    },
    revalidate,
  } as unknown as Parameters<typeof revalidateAfterActions>[0];

  const done = revalidateAfterActions(router);
  expect(revalidate).not.toHaveBeenCalled();
  fetchers.set('like', { state: 'loading' });
  listeners.forEach((listener) => listener());
  expect(revalidate).not.toHaveBeenCalled();
  fetchers.set('like', { state: 'idle' });
  listeners.forEach((listener) => listener());
  await done;
  expect(revalidate).toHaveBeenCalledTimes(1);
  expect(listeners.size).toBe(0);

  // Nothing posting: at once, and no subscriber left behind.
  await revalidateAfterActions(router);
  expect(revalidate).toHaveBeenCalledTimes(2);
  expect(listeners.size).toBe(0);
});
