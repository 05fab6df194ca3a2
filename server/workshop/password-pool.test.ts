// @vitest-environment node
import { open } from 'node:fs/promises';
import { join } from 'node:path';
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import {
  hashPassword,
  NO_ACCOUNT_HASH,
  PBKDF2_ITERATIONS,
  setPasswordDerivation,
  verifyPassword,
} from '../../src/data/demo/password';
import { createPasswordPool, installPasswordPool, PASSWORD_WORKER_SOURCE, type PasswordPool } from './password-pool';
import { tempFolder } from './testing';

let pool: PasswordPool | null = null;
let uninstall: (() => Promise<void>) | null = null;
afterEach(async () => {
  await pool?.close();
  await uninstall?.();
  pool = uninstall = null;
  setPasswordDerivation(null);
});

test('the pool derives the same hash as the store did without it, through the store and for its own callers', async () => {
  const stored = await hashPassword('Grüße, 🔑 geheim');
  const ascii = await hashPassword('geheim1234', 1_000);
  pool = createPasswordPool({ size: 1 });
  expect(await pool.derive('Grüße, 🔑 geheim', stored.salt, PBKDF2_ITERATIONS)).toBe(stored.hash);
  expect(await pool.derive('geheim1234', ascii.salt, 1_000)).toBe(ascii.hash);

  uninstall = installPasswordPool({ size: 1 });
  expect(await verifyPassword('Grüße, 🔑 geheim', stored)).toBe(true);
  expect(await verifyPassword('Grüße, 🔑 geheim!', stored)).toBe(false);
  const hashedByPool = await hashPassword('neu-1234', 1_000);
  await uninstall();
  expect(await verifyPassword('neu-1234', hashedByPool)).toBe(true);
});

test('one worker answers in arrival order; the jobs behind it wait in the queue', async () => {
  const one = (pool = createPasswordPool({ size: 1 }));
  const salt = '00'.repeat(16);
  // The first is the slowest: a second worker, or a queue out of order, would let the cheap ones finish first.
  const iterations = [200_000, 1, 1_000, 1, 10];
  const order: number[] = [];
  const done = iterations.map((count, i) => one.derive(`pw${i}`, salt, count).then(() => order.push(i)));
  expect(one.queued).toBe(4);
  await Promise.all(done);
  expect(order).toEqual([0, 1, 2, 3, 4]);
  expect(one.queued).toBe(0);

  const two = createPasswordPool({ size: 2 });
  const jobs = iterations.map((count) => two.derive('pw', salt, count));
  expect(two.queued).toBe(3);
  await Promise.all(jobs);
  await two.close();
});

/** Writes and fsyncs a small file over and over until `running` settles; each round needs libuv's threads. */
async function writesWhile(running: Promise<unknown>) {
  const folder = await tempFolder('kiz-password-pool-');
  const lag = monitorEventLoopDelay({ resolution: 10 });
  let settled = false;
  const stop = () => (settled = true);
  void running.then(stop, stop);
  const writes: number[] = [];
  lag.enable();
  while (!settled) {
    const start = performance.now();
    const file = await open(join(folder.dir, 'stand.json'), 'w');
    await file.writeFile(`{"round":${writes.length}}`);
    await file.sync();
    await file.close();
    writes.push(performance.now() - start);
    await new Promise((done) => setTimeout(done, 10));
  }
  lag.disable();
  await folder.remove();
  return { writes, slowestWrite: Math.max(...writes), lag: lag.max / 1e6 };
}

test('eight sign-ins at once leave the event loop and the file writes free', async () => {
  uninstall = installPasswordPool();
  const signIns = Promise.all(Array.from({ length: 8 }, () => verifyPassword('geheim1234', NO_ACCOUNT_HASH)));
  const { writes, slowestWrite, lag } = await writesWhile(signIns);
  expect(await signIns).toEqual(Array(8).fill(false));
  // Without the pool (WebCrypto on libuv's four threads) the first write waited behind all eight: 0.97–1.6 s on
  // 2 cores; with it the slowest took 28–123 ms.
  expect(writes.length).toBeGreaterThan(3);
  expect(slowestWrite).toBeLessThan(150);
  expect(lag).toBeLessThan(150);
});

test('a worker that crashes rejects its job and is replaced for the next', async () => {
  const crashing = PASSWORD_WORKER_SOURCE.replace(
    'let answer;',
    "if (password === 'absturz') throw new Error('Absturz'); if (password === 'ende') process.exit(3); let answer;",
  );
  expect(crashing).not.toBe(PASSWORD_WORKER_SOURCE);
  pool = createPasswordPool({ size: 1, source: crashing });
  const ascii = await hashPassword('geheim1234', 1_000);

  const [crashed, next] = await Promise.allSettled([
    pool.derive('absturz', ascii.salt, 1_000),
    pool.derive('geheim1234', ascii.salt, 1_000),
  ]);
  expect(crashed).toMatchObject({
    status: 'rejected',
    reason: expect.objectContaining({ message: 'A password worker crashed' }),
  });
  expect(next).toEqual({ status: 'fulfilled', value: ascii.hash });
  await expect(pool.derive('ende', ascii.salt, 1_000)).rejects.toThrow('exit code 3');
  await expect(pool.derive('geheim1234', ascii.salt, 0)).rejects.toThrow('Password derivation refused');
  expect(await pool.derive('geheim1234', ascii.salt, 1_000)).toBe(ascii.hash);
});

test('closing refuses what waits and what comes, and lets the running derivation finish', async () => {
  pool = createPasswordPool({ size: 1 });
  const salt = '00'.repeat(16);
  const running = pool.derive('pw', salt, 100_000);
  const waiting = pool.derive('pw', salt, 1);
  const closed = pool.close();
  await expect(waiting).rejects.toThrow('closed');
  await expect(pool.derive('pw', salt, 1)).rejects.toThrow('closed');
  expect(await running).toMatch(/^[0-9a-f]{64}$/);
  await closed;
});
