import { act } from '@testing-library/react';

/** A macrotask: the store reports a write a microtask after its transaction, and pages re-read in macrotasks. */
export const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

const actEnvironment = () => (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT === true;

/** An instance of a class (not data: a plain object, an array or a promise), whose methods read on. */
const isBuilder = (value: unknown): value is object =>
  typeof value === 'object' &&
  value !== null &&
  !Array.isArray(value) &&
  !(value instanceof Date) &&
  Object.getPrototypeOf(value) !== Object.prototype &&
  Object.getPrototypeOf(value) !== null &&
  !isThenable(value);

const isThenable = (value: unknown): value is PromiseLike<unknown> =>
  (typeof value === 'object' || typeof value === 'function') &&
  value !== null &&
  typeof (value as { then?: unknown }).then === 'function';

/**
 * The store as a test calls it (the repository, the demo context and its Dexie tables): each call that returns a
 * promise is awaited inside act() and returns once the page has taken in what it wrote or read (`settled`), so what the
 * call re-renders happens inside act and the next step sees it. Calls a test makes at once run one after another,
 * as act scopes must not overlap. The page keeps the plain objects; a spy set through the handle
 * (vi.spyOn(repo.auth, 'login')) lands on the plain one, which the page calls.
 */
export function callsInsideAct<T extends object>(root: T, settled: () => Promise<void>): T {
  let queue: Promise<unknown> = Promise.resolve();
  const inside = (method: (...args: unknown[]) => unknown, target: object) =>
    function callInsideAct(...args: unknown[]) {
      const result = method.apply(target, args);
      // Inside a Testing Library wait or user event (the page calling a method the test took from this handle),
      // React's act environment is off and the call stays as it is.
      if (!actEnvironment()) return result;
      // A builder (a Dexie where() or filter()) is handed on through this handle, so the read it ends in (count(),
      // toArray()) is awaited inside act too and does not race the page's re-read.
      if (isBuilder(result)) return wrap(result);
      if (!isThenable(result)) return result;
      const turn = queue.then(() =>
        act(async () => {
          const value = await result;
          await nextTask();
          await settled();
          return value;
        }),
      );
      queue = turn.catch(() => {});
      return turn;
    };
  const proxies = new WeakMap<object, object>();
  const wrap = (target: object): object => {
    const known = proxies.get(target);
    if (known) return known;
    const proxy = new Proxy(target, {
      get(object, key) {
        const value: unknown = Reflect.get(object, key);
        if (typeof value === 'function') return inside(value as (...args: unknown[]) => unknown, object);
        return value !== null && typeof value === 'object' ? wrap(value) : value;
      },
    });
    proxies.set(target, proxy);
    return proxy;
  };
  return wrap(root) as T;
}
