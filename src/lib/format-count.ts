/**
 * A whole number as German text groups it (1.234.567): what `toLocaleString('de-DE')` gives, without ICU. A
 * browser's first German number format loads ICU's locale data, 30–100 ms on the main thread, and counts are on
 * nearly every screen, the catalogue of a first visit included. A module of its own, so that a first visit's
 * chunks take these few bytes and not the date formats.
 */
export function formatCount(n: number): string {
  return String(Math.trunc(n)).replace(/\B(?=(\d{3})+$)/g, '.');
}
