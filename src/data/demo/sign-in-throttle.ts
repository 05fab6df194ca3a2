import * as messages from '../../domain/messages';
import { TooManyAttemptsError } from '../too-many-attempts-error';
import type { DemoContext } from './context';
import type { DemoDatabase } from './db';

/**
 * Sign-in throttling that cannot be turned against an account's owner (OWASP ASVS V2.2): a device that guesses
 * waits, the account does not. Three counts, kept in the store's meta table so that they survive a reload:
 * - per address and device: five wrong passwords, then that device waits for that address (5 minutes, doubling
 *   up to an hour); every other device, the owner's included, signs in as before;
 * - per device: ten failures within ten minutes, whatever the addresses, then the device waits;
 * - per address: many failures from many devices slow every further try of that address down (a pause before the
 *   password is checked, growing with the failures, at most MAX_PAUSE_MS), never refuse it.
 */

/** Wrong passwords for one address from one device before that device waits. */
export const FREE_ATTEMPTS = 5;
const FIRST_LOCK_MINUTES = 5;
const LONGEST_LOCK_MINUTES = 60;
/** Failed sign-ins from one device within DEVICE_WINDOW_MS, whatever the address, before the device waits. */
export const DEVICE_FAILURES = 10;
const DEVICE_WINDOW_MS = 10 * 60_000;
/** Failures of one address from all devices before its tries are paused; each further one adds PAUSE_STEP_MS. */
export const ACCOUNT_FREE_FAILURES = 10;
const PAUSE_STEP_MS = 1000;
export const MAX_PAUSE_MS = 10_000;
/** A failure this long ago no longer counts: a typo now and then never makes anyone wait. */
const FORGET_AFTER_MS = 24 * 60 * 60 * 1000;
const MINUTE_MS = 60_000;

/** The browser's own store serves one device: itself. */
export const THIS_DEVICE = 'dieses Gerät';

const deviceRefusal = (minutes: number) =>
  `Zu viele fehlgeschlagene Anmeldungen von diesem Gerät. Bitte warten Sie ${minutes === 1 ? 'eine Minute' : `${minutes} Minuten`} und versuchen Sie es dann erneut.`;

interface PairFailures {
  count: number;
  lastAt: string;
  lockedUntil: string | null;
}
interface AccountFailures {
  count: number;
  lastAt: string;
}
interface DeviceFailures {
  times: string[];
}

const PAIR = 'sign-in-failures:';
const pairKey = (email: string, device: string) => `${PAIR}${email}|${device}`;
const accountKey = (email: string) => `sign-in-account:${email}`;
const deviceKey = (device: string) => `sign-in-device:${device}`;

/** 5 minutes after the fifth failure, then twice as long after each further one, at most an hour. */
const lockMinutes = (count: number) =>
  Math.min(FIRST_LOCK_MINUTES * 2 ** (count - FREE_ATTEMPTS), LONGEST_LOCK_MINUTES);

/** The pause before an address's password is checked, after `failures` recent failures from any device. */
export const pauseMsAfter = (failures: number) =>
  Math.min(Math.max(0, failures - ACCOUNT_FREE_FAILURES + 1) * PAUSE_STEP_MS, MAX_PAUSE_MS);

const minutesUntil = (until: number, now: Date) => Math.max(1, Math.ceil((until - now.getTime()) / MINUTE_MS));

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;
const recent = (value: unknown, now: Date): { count: number; lastAt: string } | null =>
  isRecord(value) &&
  typeof value.count === 'number' &&
  typeof value.lastAt === 'string' &&
  now.getTime() - Date.parse(value.lastAt) < FORGET_AFTER_MS
    ? { count: value.count, lastAt: value.lastAt }
    : null;
const lockOf = (value: unknown) =>
  isRecord(value) && typeof value.lockedUntil === 'string' ? value.lockedUntil : null;
const deviceTimes = (value: unknown, now: Date) =>
  isRecord(value) && Array.isArray(value.times)
    ? value.times.filter((t): t is string => typeof t === 'string' && now.getTime() - Date.parse(t) < DEVICE_WINDOW_MS)
    : [];

/** What a counted sign-in is told when its password turns out wrong, and how long it pauses before the check. */
export interface CountedSignIn {
  /** The wait, when this try was one too many for its device; null: the ordinary refusal. */
  refusalIfWrong: TooManyAttemptsError | null;
  pauseMs: number;
  /** The failure recorded for this try, taken back by `signInSucceeded`. */
  at: string;
}

/**
 * Counts a sign-in for `email` as failed before its password is checked, in one transaction: tries sent at the same
 * time each see the ones before them, so a burst cannot pass a limit while the first hashes run. Refuses, with the
 * minutes left, while this device waits (for this address, or for every address).
 */
export async function countSignIn(ctx: DemoContext, email: string): Promise<CountedSignIn> {
  const { db } = ctx;
  const device = ctx.device ?? THIS_DEVICE;
  const now = ctx.now();
  const at = now.toISOString();
  return db.transaction('rw', db.meta, async () => {
    const [pairStored, accountStored, deviceStored] = await db.meta.bulkGet([
      pairKey(email, device),
      accountKey(email),
      deviceKey(device),
    ]);
    const times = deviceTimes(deviceStored?.value, now);
    if (times.length >= DEVICE_FAILURES)
      throw new TooManyAttemptsError(deviceRefusal(minutesUntil(Date.parse(times[0]!) + DEVICE_WINDOW_MS, now)));
    const pair = recent(pairStored?.value, now);
    const locked = pair && lockOf(pairStored?.value);
    if (locked && Date.parse(locked) > now.getTime())
      throw new TooManyAttemptsError(messages.tooManySignInAttempts(minutesUntil(Date.parse(locked), now)));
    const count = (pair?.count ?? 0) + 1;
    const lockedUntil =
      count >= FREE_ATTEMPTS ? new Date(now.getTime() + lockMinutes(count) * MINUTE_MS).toISOString() : null;
    const accountFailures = recent(accountStored?.value, now)?.count ?? 0;
    await db.meta.bulkPut([
      { key: pairKey(email, device), value: { count, lastAt: at, lockedUntil } satisfies PairFailures },
      { key: accountKey(email), value: { count: accountFailures + 1, lastAt: at } satisfies AccountFailures },
      { key: deviceKey(device), value: { times: [...times, at] } satisfies DeviceFailures },
    ]);
    return {
      refusalIfWrong: lockedUntil
        ? new TooManyAttemptsError(messages.tooManySignInAttempts(minutesUntil(Date.parse(lockedUntil), now)))
        : null,
      pauseMs: pauseMsAfter(accountFailures),
      at,
    };
  });
}

/** A sign-in succeeded: this device starts afresh with the address, and the try no longer counts as a failure. */
export async function signInSucceeded(ctx: DemoContext, email: string, counted: CountedSignIn): Promise<void> {
  const { db } = ctx;
  const device = ctx.device ?? THIS_DEVICE;
  const now = ctx.now();
  await db.transaction('rw', db.meta, async () => {
    const [accountStored, deviceStored] = await db.meta.bulkGet([accountKey(email), deviceKey(device)]);
    const account = recent(accountStored?.value, now);
    const times = deviceTimes(deviceStored?.value, now);
    const own = times.lastIndexOf(counted.at);
    await db.meta.delete(pairKey(email, device));
    if (account && account.count > 1)
      await db.meta.put({ key: accountKey(email), value: { ...account, count: account.count - 1 } });
    else await db.meta.delete(accountKey(email));
    if (own >= 0) await db.meta.put({ key: deviceKey(device), value: { times: times.filter((_, i) => i !== own) } });
  });
}

/**
 * Whoever set a new password (a reset from the mailbox, the facilitator's `--admin-password`) owns the account:
 * no device waits for the address any more, and its tries are no longer paused.
 */
export async function forgetSignInFailures(db: DemoDatabase, email: string): Promise<void> {
  await db.transaction('rw', db.meta, async () => {
    await db.meta.where('key').startsWith(`${PAIR}${email}|`).delete();
    await db.meta.delete(accountKey(email));
  });
}
