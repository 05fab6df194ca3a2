import { expect, test, vi } from 'vitest';
import type { Changed } from '../data/changes';
import { changeBeingRevalidated } from '../data/change-scope';
import type { Repository } from '../data/repository';
import { useSession } from '../stores/session';
import { revalidateOnChange } from './revalidate-on-change';

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
