import {
  ADMIN_EMAIL,
  MEMBER_EMAIL,
  createTestContext,
  demoSeed,
  TEST_NOW,
  type TestContext,
} from '../../testing/demo-context';
import { UnauthorizedError } from '../errors';
import { TooManyAttemptsError } from '../too-many-attempts-error';
import type { Repository } from '../repository';
import { buildDemoRepository } from './create-demo-repository';
import { PBKDF2_ITERATIONS } from './password';
import { createAuth, SESSIONS_PER_ACCOUNT } from './auth';
import { forgetSignInFailures, MAX_PAUSE_MS } from './sign-in-throttle';

// Every try that gets as far as the password derives a PBKDF2 key with 600,000 iterations (~0.2–1 s each).
vi.setConfig({ testTimeout: 60_000 });

const waitMessage = (minutes: string) =>
  `Zu viele Fehlversuche. Bitte warten Sie ${minutes} und versuchen Sie es dann erneut.`;
const minutesLater = (minutes: number) => new Date(TEST_NOW.getTime() + minutes * 60_000);

let ctx: TestContext;
let repo: Repository;

beforeEach(async () => {
  ctx = await createTestContext();
  repo = buildDemoRepository(ctx.db, ctx, demoSeed);
});
afterEach(() => vi.restoreAllMocks());

async function refusal(email: string, password: string): Promise<Error> {
  const error = await repo.auth.login({ email, password }).then(
    () => null,
    (e: unknown) => e,
  );
  if (!(error instanceof Error)) throw new Error('expected the sign-in to be refused');
  return error;
}

async function failTimes(times: number, email = MEMBER_EMAIL): Promise<Error[]> {
  const errors: Error[] = [];
  for (let i = 0; i < times; i++) errors.push(await refusal(email, `falsch-${i}`));
  return errors;
}

test('four wrong passwords are refused as usual; the fifth starts a wait of 5 minutes', async () => {
  const errors = await failTimes(5);
  expect(errors.slice(0, 4).map((e) => [e.constructor, e.message])).toEqual(
    Array(4).fill([UnauthorizedError, 'Login fehlgeschlagen']),
  );
  expect(errors[4]).toBeInstanceOf(TooManyAttemptsError);
  expect(errors[4]!.message).toBe(waitMessage('5 Minuten'));
});

test('while the address waits, even the right password is refused with the minutes left, and no session opens', async () => {
  await failTimes(5);
  const right = await refusal(MEMBER_EMAIL, 'nutzer1234');
  expect(right).toBeInstanceOf(TooManyAttemptsError);
  expect(right.message).toBe(waitMessage('5 Minuten'));

  ctx.setNow(minutesLater(2.5));
  expect((await refusal(MEMBER_EMAIL, 'nutzer1234')).message).toBe(waitMessage('3 Minuten'));
  ctx.setNow(minutesLater(4.5));
  expect((await refusal(MEMBER_EMAIL, 'nutzer1234')).message).toBe(waitMessage('1 Minute'));
  expect(await ctx.db.sessions.count()).toBe(0);

  ctx.setNow(minutesLater(5));
  const session = await repo.auth.login({ email: MEMBER_EMAIL, password: 'nutzer1234' });
  expect(session.user.email).toBe(MEMBER_EMAIL);
});

test('30 wrong passwords in a row do not let the right one in: tries during the wait are refused without a password check', async () => {
  const derive = vi.spyOn(crypto.subtle, 'deriveBits');
  await failTimes(5);
  for (let i = 0; i < 25; i++)
    expect(await refusal(MEMBER_EMAIL, `noch-falsch-${i}`)).toBeInstanceOf(TooManyAttemptsError);
  expect(await refusal(MEMBER_EMAIL, 'nutzer1234')).toBeInstanceOf(TooManyAttemptsError);
  expect(derive).toHaveBeenCalledTimes(5);
});

test('tries sent at the same time cannot pass the limit while the first ones hash', async () => {
  const derive = vi.spyOn(crypto.subtle, 'deriveBits');
  const burst = await Promise.all(Array.from({ length: 12 }, (_, i) => refusal(MEMBER_EMAIL, `falsch-${i}`)));
  expect(burst.filter((e) => e instanceof UnauthorizedError)).toHaveLength(4);
  expect(burst.filter((e) => e instanceof TooManyAttemptsError)).toHaveLength(8);
  expect(derive).toHaveBeenCalledTimes(5);
  expect(await refusal(MEMBER_EMAIL, 'nutzer1234')).toBeInstanceOf(TooManyAttemptsError);
});

test('each wrong password after a wait doubles the next wait, up to an hour', async () => {
  await failTimes(5);
  const waits: string[] = [];
  let now = 5;
  for (const minutes of [10, 20, 40, 60, 60]) {
    ctx.setNow(minutesLater(now));
    waits.push((await refusal(MEMBER_EMAIL, 'immer-noch-falsch')).message);
    now += minutes;
  }
  expect(waits).toEqual(['10 Minuten', '20 Minuten', '40 Minuten', '60 Minuten', '60 Minuten'].map(waitMessage));
});

test('a successful sign-in starts the count afresh', async () => {
  await failTimes(4);
  await repo.auth.login({ email: MEMBER_EMAIL, password: 'nutzer1234' });
  const errors = await failTimes(4);
  expect(errors.every((e) => e instanceof UnauthorizedError)).toBe(true);
});

test('failures a day old no longer count', async () => {
  await failTimes(4);
  ctx.setNow(minutesLater(24 * 60));
  expect(await refusal(MEMBER_EMAIL, 'falsch')).toBeInstanceOf(UnauthorizedError);
});

test('the count belongs to one address, matched regardless of case; other people sign in meanwhile', async () => {
  await failTimes(3, MEMBER_EMAIL);
  await failTimes(2, ' Nutzer@Example.COM ');
  expect(await refusal(MEMBER_EMAIL, 'nutzer1234')).toBeInstanceOf(TooManyAttemptsError);
  await expect(repo.auth.login({ email: ADMIN_EMAIL, password: 'admin1234' })).resolves.toMatchObject({
    user: { email: ADMIN_EMAIL },
  });
});

test('the wait survives a reload: a new store over the same database still refuses', async () => {
  await failTimes(5);
  const reloaded = buildDemoRepository(ctx.db, { db: ctx.db, getToken: () => null, now: ctx.now }, demoSeed);
  await expect(reloaded.auth.login({ email: MEMBER_EMAIL, password: 'nutzer1234' })).rejects.toBeInstanceOf(
    TooManyAttemptsError,
  );
});

test('an unknown address costs the same password hashing as a known one and waits alike, so neither tells it exists', async () => {
  const derive = vi.spyOn(crypto.subtle, 'deriveBits');
  await refusal(MEMBER_EMAIL, 'falsch');
  await refusal('niemand@example.com', 'falsch');
  expect(derive).toHaveBeenCalledTimes(2);
  const iterations = derive.mock.calls.map(([params]) => (params as Pbkdf2Params).iterations);
  expect(iterations).toEqual([PBKDF2_ITERATIONS, PBKDF2_ITERATIONS]);

  const unknown = await failTimes(4, 'niemand@example.com');
  expect(unknown[3]).toBeInstanceOf(TooManyAttemptsError);
  expect(unknown[3]!.message).toBe(waitMessage('5 Minuten'));
});

test('a password reset ends the wait: whoever reads the mailbox signs in with the new password', async () => {
  await failTimes(5);
  await repo.passwordReset.request(MEMBER_EMAIL);
  const [request] = await ctx.db.passwordResets.toArray();
  await repo.passwordReset.reset({ token: request!.token, password: 'NeuesPasswort!1' });
  await expect(repo.auth.login({ email: MEMBER_EMAIL, password: 'NeuesPasswort!1' })).resolves.toMatchObject({
    user: { email: MEMBER_EMAIL },
  });
});

describe('from several devices (the workshop server: one per address)', () => {
  const pauses: number[] = [];
  const from = (device: string) =>
    buildDemoRepository(
      ctx.db,
      {
        db: ctx.db,
        getToken: () => null,
        now: ctx.now,
        device,
        pause: async (ms) => void pauses.push(ms),
      },
      demoSeed,
    );
  const tryFrom = (device: string, email: string, password: string) =>
    from(device)
      .auth.login({ email, password })
      .then(
        () => 'angemeldet',
        (e: unknown) => (e instanceof Error ? e.message : String(e)),
      );
  beforeEach(() => void pauses.splice(0));

  test('a device that guessed waits; the owner on another device signs in with the right password at once', async () => {
    for (let i = 0; i < 5; i++) await tryFrom('10.0.0.66', ADMIN_EMAIL, `falsch-${i}`);
    expect(await tryFrom('10.0.0.66', ADMIN_EMAIL, 'admin1234')).toBe(waitMessage('5 Minuten'));
    expect(await tryFrom('10.0.0.2', ADMIN_EMAIL, 'admin1234')).toBe('angemeldet');
    expect(pauses).toEqual([]);
  });

  test('a device that fails ten times within ten minutes waits, whichever addresses it tries', async () => {
    const addresses = ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i', 'j'].map((x) => `${x}@example.com`);
    for (const email of addresses) expect(await tryFrom('10.0.0.66', email, 'falsch')).toBe('Login fehlgeschlagen');
    const device =
      'Zu viele fehlgeschlagene Anmeldungen von diesem Gerät. Bitte warten Sie 10 Minuten und versuchen Sie es dann erneut.';
    expect(await tryFrom('10.0.0.66', MEMBER_EMAIL, 'nutzer1234')).toBe(device);
    expect(await tryFrom('10.0.0.3', MEMBER_EMAIL, 'nutzer1234')).toBe('angemeldet');
    ctx.setNow(minutesLater(10));
    expect(await tryFrom('10.0.0.66', MEMBER_EMAIL, 'nutzer1234')).toBe('angemeldet');
  });

  test('guessing one address from many devices slows every try of it down, more with each failure, never refuses it', async () => {
    for (let device = 1; device <= 10; device++) await tryFrom(`10.0.1.${device}`, MEMBER_EMAIL, 'falsch');
    expect(pauses).toEqual([]);
    await tryFrom('10.0.2.1', MEMBER_EMAIL, 'falsch');
    await tryFrom('10.0.2.2', MEMBER_EMAIL, 'falsch');
    expect(pauses).toEqual([1000, 2000]);
    for (let device = 3; device <= 10; device++) await tryFrom(`10.0.2.${device}`, MEMBER_EMAIL, 'falsch');
    expect(pauses.at(-1)).toBe(MAX_PAUSE_MS);
    expect(await tryFrom('10.0.9.9', MEMBER_EMAIL, 'nutzer1234')).toBe('angemeldet');
    expect(pauses.at(-1)).toBe(MAX_PAUSE_MS);
  });

  test('a new password clears the address: no device waits for it and its tries are no longer paused', async () => {
    for (let device = 1; device <= 3; device++)
      for (let i = 0; i < 5; i++) await tryFrom(`10.0.1.${device}`, ADMIN_EMAIL, `falsch-${i}`);
    expect(await tryFrom('10.0.1.1', ADMIN_EMAIL, 'admin1234')).toBe(waitMessage('5 Minuten'));
    await forgetSignInFailures(ctx.db, ADMIN_EMAIL);
    pauses.splice(0);
    expect(await tryFrom('10.0.1.1', ADMIN_EMAIL, 'admin1234')).toBe('angemeldet');
    expect(pauses).toEqual([]);
  });
});

test(`an account keeps at most ${SESSIONS_PER_ACCOUNT} sign-ins: a further one ends the oldest`, async () => {
  const tokens: string[] = [];
  for (let i = 0; i <= SESSIONS_PER_ACCOUNT; i++) {
    ctx.setNow(minutesLater(i));
    tokens.push((await createAuth(ctx).signInDemoAccount(MEMBER_EMAIL)).token);
  }
  const open = await ctx.db.sessions.toArray();
  expect(open.map((session) => session.token).sort()).toEqual(tokens.slice(1).sort());
});
