/**
 * Sort orders of the demo store. One `Intl.Collator` for German text: `a.localeCompare(b, 'de')` builds a
 * collator on every call, about 50 times slower when sorting thousands of titles; the order is the same.
 */
const german = new Intl.Collator('de');

export const compareGerman = (a: string, b: string): number => german.compare(a, b);

/** ISO-8601 timestamps of one format sort as plain strings; no collation needed. */
export const compareIso = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);
