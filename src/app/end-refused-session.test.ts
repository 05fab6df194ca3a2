import { renderHook } from '@testing-library/react';
import type { User } from '../domain/user';
import { useSession } from '../stores/session';
import { useUnsavedInput } from '../stores/unsaved-input';
import { endRefusedSession } from './end-refused-session';

const user = (id: number) => ({ id, email: `u${id}@example.com` }) as User;
afterEach(() => useSession.getState().clear());

test('without unsaved input the session ends and the guards are asked', () => {
  useSession.getState().signIn({ token: 't1', user: user(1) });
  const revalidate = vi.fn();
  expect(endRefusedSession(revalidate, { renewable: true, token: 't1' })).toBe(false);
  expect(useSession.getState()).toMatchObject({ token: null, user: null, expired: false });
  expect(revalidate).toHaveBeenCalledTimes(1);
});

test('with unsaved input the session expires; waiting calls go on when the same user is back, not for another', async () => {
  const form = renderHook(() => useUnsavedInput(true));
  useSession.getState().signIn({ token: 't1', user: user(1) });
  const revalidate = vi.fn();
  const first = endRefusedSession(revalidate, { renewable: true, token: 't1' });
  expect(useSession.getState()).toMatchObject({ token: null, user: { id: 1 }, expired: true });
  expect(localStorage.getItem('token')).toBeNull();
  // A sign-in's own refusal meanwhile is an answer, not a reason to wait.
  expect(endRefusedSession(revalidate, { renewable: false, token: 't1' })).toBe(false);
  useSession.getState().signIn({ token: 't2', user: user(1) });
  await expect(first).resolves.toBe(true);
  expect(revalidate).not.toHaveBeenCalled();

  // A call made with the old token, refused after the new sign-in, is made again and ends nothing.
  expect(endRefusedSession(revalidate, { renewable: true, token: 't1' })).toBe(true);
  expect(useSession.getState()).toMatchObject({ token: 't2', expired: false });

  const second = endRefusedSession(revalidate, { renewable: true, token: 't2' });
  useSession.getState().signIn({ token: 't3', user: user(2) });
  await expect(second).resolves.toBe(false);
  form.unmount();
});

test('signing out of an expired session lets the waiting calls fail', async () => {
  const form = renderHook(() => useUnsavedInput(true));
  useSession.getState().signIn({ token: 't1', user: user(1) });
  const waiting = endRefusedSession(() => {}, { renewable: true, token: 't1' });
  useSession.getState().clear();
  await expect(waiting).resolves.toBe(false);
  form.unmount();
});
