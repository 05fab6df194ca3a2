// @vitest-environment node
import { createSessionGate } from './session-gate';

/** A store call that reads the worker's token only after a wait, as the demo store does after its first await. */
function storeWithSharedToken() {
  let token: string | null = null;
  const log: string[] = [];
  const gate = createSessionGate((current) => (token = current));
  const call = (callerToken: string | null, name: string, wait: Promise<void>) =>
    gate(callerToken, async () => {
      log.push(`start ${name}`);
      await wait;
      log.push(`${name} as ${token ?? 'guest'}`);
      return name;
    });
  return { call, log };
}

function deferred() {
  let resolve = () => {};
  const promise = new Promise<void>((done) => (resolve = done));
  return { promise, resolve };
}

describe('the worker’s session gate', () => {
  it('lets a call of another session wait until the running one is done, so each is checked as its own caller', async () => {
    const { call, log } = storeWithSharedToken();
    const slow = deferred();
    const member = call('member-token', 'member list', slow.promise);
    const admin = call('admin-token', 'admin list', Promise.resolve());
    await Promise.resolve();
    expect(log).toEqual(['start member list']);
    slow.resolve();
    await expect(Promise.all([member, admin])).resolves.toEqual(['member list', 'admin list']);
    expect(log).toEqual([
      'start member list',
      'member list as member-token',
      'start admin list',
      'admin list as admin-token',
    ]);
  });

  it('runs calls of one session side by side', async () => {
    const { call, log } = storeWithSharedToken();
    const first = deferred();
    const a = call('t', 'a', first.promise);
    const b = call('t', 'b', Promise.resolve());
    await b;
    expect(log).toEqual(['start a', 'start b', 'b as t']);
    first.resolve();
    await a;
    expect(log.at(-1)).toBe('a as t');
  });

  it('keeps the order of arrival: a later call of the running session waits behind a queued call of another', async () => {
    const { call, log } = storeWithSharedToken();
    const first = deferred();
    const calls = [
      call('t', 'a', first.promise),
      call(null, 'guest', Promise.resolve()),
      call('t', 'c', Promise.resolve()),
    ];
    first.resolve();
    await Promise.all(calls);
    expect(log.filter((line) => line.startsWith('start'))).toEqual(['start a', 'start guest', 'start c']);
    expect(log).toContain('guest as guest');
    expect(log).toContain('c as t');
  });

  it('passes a failed call’s error on and still lets the next session in', async () => {
    const gate = createSessionGate(() => {});
    const failing = gate('t', () => Promise.reject(new Error('kaputt')));
    const next = gate('u', () => Promise.resolve('weiter'));
    await expect(failing).rejects.toThrow('kaputt');
    await expect(next).resolves.toBe('weiter');
  });
});
