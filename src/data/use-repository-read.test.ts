import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { Changed } from './changes';
import type { Repository } from './repository';
import { setRepository } from './repository-instance';
import { useRepositoryRead } from './use-repository-read';

function fakeRepository() {
  const listeners = new Set<(changed: Changed) => void>();
  const repository = {
    subscribe(listener: (changed: Changed) => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  } as unknown as Repository;
  setRepository(repository);
  return {
    changed: (changed: Changed = 'everything') => listeners.forEach((listener) => listener(changed)),
    listeners,
  };
}

describe('useRepositoryRead', () => {
  it('reads, and reads again after every reported write', async () => {
    const store = fakeRepository();
    let count = 0;
    const { result } = renderHook(() => useRepositoryRead(['count'], async () => ++count));
    expect(result.current).toEqual({ status: 'loading' });
    await waitFor(() => expect(result.current).toEqual({ status: 'ready', data: 1 }));
    act(() => store.changed());
    await waitFor(() => expect(result.current).toEqual({ status: 'ready', data: 2 }));
  });

  it('shows the newest read when an older, slower one answers after it', async () => {
    const store = fakeRepository();
    const answers: ((value: string) => void)[] = [];
    const { result } = renderHook(() =>
      useRepositoryRead(['bell'], () => new Promise<string>((resolve) => answers.push(resolve))),
    );
    act(() => store.changed());
    await waitFor(() => expect(answers).toHaveLength(2));
    await act(async () => answers[1]!('neu'));
    expect(result.current).toEqual({ status: 'ready', data: 'neu' });
    await act(async () => answers[0]!('alt'));
    expect(result.current).toEqual({ status: 'ready', data: 'neu' });
  });

  it('never shows the answer for the previous key, and reads nothing for null', async () => {
    const store = fakeRepository();
    const { result, rerender } = renderHook(
      ({ user }: { user: number | null }) =>
        useRepositoryRead(user === null ? null : [user], async () => `Liste von ${user}`),
      { initialProps: { user: 1 as number | null } },
    );
    await waitFor(() => expect(result.current).toEqual({ status: 'ready', data: 'Liste von 1' }));
    rerender({ user: 2 });
    expect(result.current).toEqual({ status: 'loading' });
    await waitFor(() => expect(result.current).toEqual({ status: 'ready', data: 'Liste von 2' }));
    rerender({ user: null });
    expect(result.current).toEqual({ status: 'loading' });
    expect(store.listeners.size).toBe(0);
  });

  it('reports a failure once and keeps what it showed', async () => {
    const store = fakeRepository();
    const onError = vi.fn();
    let fail = false;
    const { result } = renderHook(() =>
      useRepositoryRead(
        ['list'],
        async () => {
          if (fail) throw new Error('weg');
          return ['a'];
        },
        { onError },
      ),
    );
    await waitFor(() => expect(result.current).toEqual({ status: 'ready', data: ['a'] }));
    fail = true;
    act(() => store.changed());
    act(() => store.changed());
    await waitFor(() => expect(onError).toHaveBeenCalledTimes(1));
    expect(result.current).toEqual({ status: 'ready', data: ['a'] });
  });

  it('with `reads`, reads again only after writes that changed one of them', async () => {
    const store = fakeRepository();
    let count = 0;
    const { result } = renderHook(() =>
      useRepositoryRead(['count'], async () => ++count, { reads: ['notifications'] }),
    );
    await waitFor(() => expect(result.current).toEqual({ status: 'ready', data: 1 }));
    act(() => store.changed(new Set(['comments'])));
    act(() => store.changed(new Set(['notifications'])));
    await waitFor(() => expect(result.current).toEqual({ status: 'ready', data: 2 }));
    // A sign-in or sign-out changes what anyone may read.
    act(() => store.changed(new Set(['auth'])));
    await waitFor(() => expect(result.current).toEqual({ status: 'ready', data: 3 }));
    expect(count).toBe(3);
  });
});
