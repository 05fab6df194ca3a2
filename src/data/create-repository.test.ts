import { ForbiddenError, UnauthorizedError } from './errors';
import { withUnauthorizedHandler } from './create-repository';
import type { Repository } from './repository';

function fakeRepository() {
  const login = vi.fn(async () => {
    throw new UnauthorizedError('Login fehlgeschlagen');
  });
  const list = vi.fn(async (..._args: unknown[]) => [{ id: 1, title: 'Aufgabe' }]);
  const remove = vi.fn(async () => {
    throw new ForbiddenError();
  });
  const broken = vi.fn(async () => {
    throw new TypeError('kaputt');
  });
  const reset = vi.fn(async () => {
    throw new UnauthorizedError();
  });
  const unsubscribe = vi.fn();
  const subscribe = vi.fn(() => unsubscribe);
  const fake = {
    kind: 'demo',
    auth: { login },
    tasks: { list, remove, broken },
    subscribe,
    demo: { reset },
  };
  return {
    repository: fake as unknown as Repository,
    fake,
    login,
    list,
    remove,
    broken,
    reset,
    subscribe,
    unsubscribe,
  };
}

test('a method that throws UnauthorizedError calls the handler and rethrows the same error', async () => {
  const { repository, login } = fakeRepository();
  const onUnauthorized = vi.fn();
  const wrapped = withUnauthorizedHandler(repository, onUnauthorized, () => null);
  const error = await wrapped.auth.login({ email: 'a@example.com', password: 'x' }).then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(UnauthorizedError);
  expect((error as Error).message).toBe('Login fehlgeschlagen');
  expect(onUnauthorized).toHaveBeenCalledTimes(1);
  expect(login).toHaveBeenCalledWith({ email: 'a@example.com', password: 'x' });
});

test('other errors are rethrown without calling the handler', async () => {
  const { repository } = fakeRepository();
  const onUnauthorized = vi.fn();
  const wrapped = withUnauthorizedHandler(repository, onUnauthorized, () => null);
  await expect(wrapped.tasks.remove(1)).rejects.toBeInstanceOf(ForbiddenError);
  const wrappedTasks = wrapped.tasks as unknown as ReturnType<typeof fakeRepository>['fake']['tasks'];
  await expect(wrappedTasks.broken()).rejects.toThrow(TypeError);
  expect(onUnauthorized).not.toHaveBeenCalled();
});

test('resolved values and arguments pass through unchanged', async () => {
  const { repository, list } = fakeRepository();
  const onUnauthorized = vi.fn();
  const wrapped = withUnauthorizedHandler(repository, onUnauthorized, () => null);
  const tasksList = wrapped.tasks.list as unknown as (...args: unknown[]) => Promise<unknown>;
  await expect(tasksList('a', 2)).resolves.toEqual([{ id: 1, title: 'Aufgabe' }]);
  expect(list).toHaveBeenCalledWith('a', 2);
  expect(onUnauthorized).not.toHaveBeenCalled();
});

test('the wrapper keeps kind, subscribe and the demo controls, and leaves the original untouched', async () => {
  const { repository, fake, subscribe, unsubscribe, reset } = fakeRepository();
  const onUnauthorized = vi.fn();
  const wrapped = withUnauthorizedHandler(repository, onUnauthorized, () => null);
  expect(wrapped.kind).toBe('demo');
  const listener = () => {};
  wrapped.subscribe(listener)();
  expect(subscribe).toHaveBeenCalledWith(listener);
  expect(unsubscribe).toHaveBeenCalledTimes(1);
  expect(wrapped.demo).toBe(fake.demo);
  await expect(wrapped.demo!.reset()).rejects.toBeInstanceOf(UnauthorizedError);
  expect(reset).toHaveBeenCalledTimes(1);
  expect(wrapped.auth).not.toBe(fake.auth);
  expect(fake.auth.login).toBeTypeOf('function');
  await expect(fake.auth.login()).rejects.toBeInstanceOf(UnauthorizedError);
  expect(onUnauthorized).not.toHaveBeenCalled();
});

test('a call the handler renews is made again with the same arguments; auth calls are never renewed', async () => {
  const { repository, list, login } = fakeRepository();
  list.mockRejectedValueOnce(new UnauthorizedError());
  let token = 'old';
  const seen: { renewable: boolean; token: string | null }[] = [];
  const wrapped = withUnauthorizedHandler(
    repository,
    async (refused) => {
      seen.push(refused);
      token = 'new';
      return refused.renewable;
    },
    () => token,
  );
  const tasksList = wrapped.tasks.list as unknown as (...args: unknown[]) => Promise<unknown>;
  await expect(tasksList('a', 2)).resolves.toEqual([{ id: 1, title: 'Aufgabe' }]);
  expect(list).toHaveBeenCalledTimes(2);
  expect(list).toHaveBeenLastCalledWith('a', 2);
  expect(seen).toEqual([{ renewable: true, token: 'old' }]);

  await expect(wrapped.auth.login({ email: 'a@example.com', password: 'x' })).rejects.toBeInstanceOf(UnauthorizedError);
  expect(login).toHaveBeenCalledTimes(1);
  expect(seen.at(-1)).toEqual({ renewable: false, token: 'new' });
});
