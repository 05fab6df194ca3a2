/**
 * Date helpers for the seed. Everything is relative to the `now` handed to `createSeed`, so a past
 * deadline stays past and a future one stays future whenever the demo data is created.
 */

const MINUTE = 60 * 1000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

export interface SeedClock {
  /** ISO date-time `n` days from now (negative: in the past). Fractions are allowed. */
  daysFromNow(n: number): string;
  /** ISO date-time `n` hours before now. */
  hoursAgo(n: number): string;
  /** ISO date-time `n` minutes before now. */
  minutesAgo(n: number): string;
  /** Calendar day (YYYY-MM-DD, local time) `n` days from today. */
  dateFromNow(n: number): string;
}

const pad = (n: number) => String(n).padStart(2, '0');

export function createClock(now: Date): SeedClock {
  const t = now.getTime();
  return {
    daysFromNow: (n) => new Date(t + n * DAY).toISOString(),
    hoursAgo: (n) => new Date(t - n * HOUR).toISOString(),
    minutesAgo: (n) => new Date(t - n * MINUTE).toISOString(),
    dateFromNow: (n) => {
      // Built from local calendar fields so that date-only values mean the local day (see lib/format).
      const d = new Date(now.getFullYear(), now.getMonth(), now.getDate() + n);
      return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
    },
  };
}
