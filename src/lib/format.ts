/*
 * A browser's first German Intl formatter loads ICU's locale data: a few ms per date format, 30–100 ms for a
 * number format, all on the main thread. So formatters are made at their first use, not when a screen's code
 * loads; counts go without ICU (format-count.ts). Pure, so a chunk that uses none of them leaves them out.
 */
const once = <T>(make: () => T) => {
  let made: T | undefined;
  return () => (made ??= make());
};
const dateFormat = /* @__PURE__ */ once(
  () => new Intl.DateTimeFormat('de-DE', { day: '2-digit', month: '2-digit', year: 'numeric' }),
);
const dateTimeFormat = /* @__PURE__ */ once(
  () =>
    new Intl.DateTimeFormat('de-DE', {
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
    }),
);
const timeFormat = /* @__PURE__ */ once(
  () => new Intl.DateTimeFormat('de-DE', { hour: '2-digit', minute: '2-digit', second: '2-digit' }),
);
const euro = /* @__PURE__ */ once(
  () => new Intl.NumberFormat('de-DE', { style: 'currency', currency: 'EUR', maximumFractionDigits: 0 }),
);

function toDate(value: string | Date): Date | null {
  // A date-only value is a calendar day, not UTC midnight: read it as local time.
  const d =
    typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value) ? new Date(`${value}T00:00:00`) : new Date(value);
  return Number.isNaN(d.getTime()) ? null : d;
}

/** DD.MM.YYYY; empty for a missing or invalid value. */
export function formatDate(value: string | Date | null | undefined): string {
  if (!value) return '';
  const d = toDate(value);
  return d ? dateFormat().format(d) : '';
}

export function formatDateTime(value: string | Date | null | undefined): string {
  if (!value) return '';
  const d = toDate(value);
  return d ? dateTimeFormat().format(d) : '';
}

/** 'HH:MM:SS Uhr'; empty for a missing or invalid value. */
export function formatTime(value: string | Date | null | undefined): string {
  if (!value) return '';
  const d = toDate(value);
  return d ? `${timeFormat().format(d)} Uhr` : '';
}

/** 'Gerade eben', 'Vor N Minuten', 'Vor N Stunden', 'Vor N Tagen' (under 7 days), then DD.MM.YYYY. */
export function formatAge(value: string | Date, now: Date = new Date()): string {
  const d = toDate(value);
  if (!d) return '';
  const minutes = Math.floor((now.getTime() - d.getTime()) / 60000);
  if (minutes < 1) return 'Gerade eben';
  if (minutes < 60) return minutes === 1 ? 'Vor 1 Minute' : `Vor ${minutes} Minuten`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return hours === 1 ? 'Vor 1 Stunde' : `Vor ${hours} Stunden`;
  const days = Math.floor(hours / 24);
  if (days < 7) return days === 1 ? 'Vor 1 Tag' : `Vor ${days} Tagen`;
  return dateFormat().format(d);
}

export function formatEuro(amount: number): string {
  return euro().format(amount);
}

export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toLocaleString('de-DE', { maximumFractionDigits: 0 })} KB`;
  if (bytes < 1024 ** 3) return `${(bytes / 1024 / 1024).toLocaleString('de-DE', { maximumFractionDigits: 1 })} MB`;
  return `${(bytes / 1024 ** 3).toLocaleString('de-DE', { maximumFractionDigits: 1 })} GB`;
}

/**
 * The initials of a name for an avatar: the first letter (or digit) of its first and, with `both`, of its last
 * word. Words without one (an emoji) are skipped, and a letter is never split into half a surrogate pair.
 */
export function nameInitials(name: string, both = true): string {
  const letters = name
    .split(/\s+/)
    .map((word) => /[\p{L}\p{N}]/u.exec(word)?.[0])
    .filter((letter) => letter !== undefined);
  const first = letters[0] ?? '';
  const last = both && letters.length > 1 ? (letters.at(-1) ?? '') : '';
  return (first + last).toUpperCase() || '?';
}
