import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterLoadWhenIdle } from './start-up';

describe('afterLoadWhenIdle', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  function watch(promise: Promise<void>) {
    const state = { resolved: false };
    void promise.then(() => (state.resolved = true));
    return state;
  }

  it('waits for the load event and then for an idle moment', async () => {
    vi.spyOn(document, 'readyState', 'get').mockReturnValue('interactive');
    const idleCallbacks: IdleRequestCallback[] = [];
    const requestIdle = vi.fn((callback: IdleRequestCallback, options?: IdleRequestOptions) => {
      expect(options?.timeout).toBeGreaterThan(0);
      idleCallbacks.push(callback);
      return idleCallbacks.length;
    });
    vi.stubGlobal('requestIdleCallback', requestIdle);

    const state = watch(afterLoadWhenIdle());
    await Promise.resolve();
    expect(idleCallbacks).toHaveLength(0);
    expect(state.resolved).toBe(false);

    window.dispatchEvent(new Event('load'));
    expect(idleCallbacks).toHaveLength(1);
    await Promise.resolve();
    expect(state.resolved).toBe(false);

    idleCallbacks[0]?.({ didTimeout: false, timeRemaining: () => 50 });
    await vi.waitFor(() => expect(state.resolved).toBe(true));
  });

  it('asks for an idle moment at once on a page that has already loaded', async () => {
    vi.spyOn(document, 'readyState', 'get').mockReturnValue('complete');
    const idleCallbacks: IdleRequestCallback[] = [];
    vi.stubGlobal('requestIdleCallback', (callback: IdleRequestCallback) => idleCallbacks.push(callback));

    const state = watch(afterLoadWhenIdle());
    expect(idleCallbacks).toHaveLength(1);
    idleCallbacks[0]?.({ didTimeout: true, timeRemaining: () => 0 });
    await vi.waitFor(() => expect(state.resolved).toBe(true));
  });

  it('falls back to the next task in a browser without idle callbacks', async () => {
    vi.spyOn(document, 'readyState', 'get').mockReturnValue('complete');
    vi.stubGlobal('requestIdleCallback', undefined);
    await expect(afterLoadWhenIdle()).resolves.toBeUndefined();
  });
});
