import * as messages from '../../domain/messages';
import { TooManyAttemptsError } from '../too-many-attempts-error';
import type { DemoContext } from './context';

/** Wrong passwords for one address before sign-ins with it wait. */
export const FREE_ATTEMPTS = 5;
const FIRST_LOCK_MINUTES = 5;
const LONGEST_LOCK_MINUTES = 60;
/** A failure this long ago no longer counts: a typo now and then never locks anyone out. */
const FORGET_AFTER_MS = 24 * 60 * 60 * 1000;
const MINUTE_MS = 60_000;

interface Failures {
  count: number;
  lastAt: string;
  lockedUntil: string | null;
}

/** Kept in the store's meta table, per address: the count survives a reload, and a known and an unknown address count alike. */
const keyOf = (email: string) => `sign-in-failures:${email}`;

/** 5 minutes after the fifth failure, then twice as long after each further one, at most an hour. */
const lockMinutes = (count: number) =>
  Math.min(FIRST_LOCK_MINUTES * 2 ** (count - FREE_ATTEMPTS), LONGEST_LOCK_MINUTES);

function refusal(lockedUntil: string, now: Date): TooManyAttemptsError {
  const minutes = Math.max(1, Math.ceil((Date.parse(lockedUntil) - now.getTime()) / MINUTE_MS));
  return new TooManyAttemptsError(messages.tooManySignInAttempts(minutes));
}

const isFailures = (value: unknown): value is Failures =>
  typeof value === 'object' && value !== null && 'count' in value && typeof value.count === 'number';

/**
 * Counts a sign-in for `email` as failed before its password is checked, in one transaction: tries sent at the same
 * time each see the ones before them, so a burst cannot pass the limit while the first hashes run. Refuses, with the
 * minutes left, while the address waits. Answers what a wrong password is then told: the wait, when this try was
 * one too many, else null (the ordinary refusal). `signInSucceeded` takes the count back.
 */
export async function countSignIn(ctx: DemoContext, email: string): Promise<TooManyAttemptsError | null> {
  const { db } = ctx;
  const now = ctx.now();
  return db.transaction('rw', db.meta, async () => {
    const stored = (await db.meta.get(keyOf(email)))?.value;
    const previous = isFailures(stored) && now.getTime() - Date.parse(stored.lastAt) < FORGET_AFTER_MS ? stored : null;
    if (previous?.lockedUntil && Date.parse(previous.lockedUntil) > now.getTime())
      throw refusal(previous.lockedUntil, now);
    const count = (previous?.count ?? 0) + 1;
    const lockedUntil =
      count >= FREE_ATTEMPTS ? new Date(now.getTime() + lockMinutes(count) * MINUTE_MS).toISOString() : null;
    const next: Failures = { count, lastAt: now.toISOString(), lockedUntil };
    await db.meta.put({ key: keyOf(email), value: next });
    return lockedUntil ? refusal(lockedUntil, now) : null;
  });
}

/** A sign-in (or a password reset) succeeded: the address starts afresh. */
export async function signInSucceeded(ctx: DemoContext, email: string): Promise<void> {
  await ctx.db.meta.delete(keyOf(email));
}
