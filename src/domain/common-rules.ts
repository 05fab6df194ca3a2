// Rules without zod, kept apart from the schemas in common.ts so that reads and first visits load no schema
// library (docs/decisions/004-lean-first-visit.md). These names are imported from here only.
import type { Id } from './common';

/** Parses a route parameter into an id; null when it is not a positive integer. */
export function parseId(raw: string | undefined): Id | null {
  if (!raw || !/^\d+$/.test(raw)) return null;
  const n = Number(raw);
  return Number.isSafeInteger(n) && n > 0 ? n : null;
}

/** Reads a date-only value (YYYY-MM-DD) as local midnight, anything else as an instant. */
export function toLocalDate(value: string): Date {
  return /^\d{4}-\d{2}-\d{2}$/.test(value) ? new Date(`${value}T00:00:00`) : new Date(value);
}

/** The moment a deadline passes: a date-only deadline lasts until the end of that day. */
export function deadlineEnd(value: string): Date {
  return /^\d{4}-\d{2}-\d{2}$/.test(value) ? new Date(`${value}T23:59:59.999`) : new Date(value);
}

// A simple pattern, as SPEC §5 says: something@something.tld, without spaces and without the characters that
// would need quoting in an address (<>()[]\,;:") and that no invitation or sign-in address carries.
export const emailPattern = /^[^\s@<>()[\]\\,;:"]+@[^\s@<>()[\]\\,;:"]+\.[^\s@<>()[\]\\,;:"]+$/;
