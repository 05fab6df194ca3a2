import { formatAge, formatBytes, formatDate, formatDateTime, formatEuro, nameInitials } from './format';

// 10 March 2026, noon, local time.
const now = new Date(2026, 2, 10, 12, 0, 0);
const minute = 60 * 1000;
const hour = 60 * minute;
const day = 24 * hour;

function ago(ms: number): Date {
  return new Date(now.getTime() - ms);
}

// --- formatDate ---

test('a date-only value is shown as DD.MM.YYYY', () => {
  expect(formatDate('2026-03-05')).toBe('05.03.2026');
  expect(formatDate('2026-12-31')).toBe('31.12.2026');
});

test('a date-only value is read as a local calendar day', () => {
  expect(formatDate('2026-01-01')).toBe('01.01.2026');
});

test('an ISO timestamp is shown as its date DD.MM.YYYY', () => {
  expect(formatDate('2026-03-05T12:00:00.000Z')).toBe('05.03.2026');
  expect(formatDate(new Date(2026, 2, 5, 8, 30).toISOString())).toBe('05.03.2026');
});

test('a Date object is shown as DD.MM.YYYY', () => {
  expect(formatDate(new Date(2026, 10, 9))).toBe('09.11.2026');
});

test('a missing or invalid date is shown as an empty string', () => {
  expect(formatDate(null)).toBe('');
  expect(formatDate(undefined)).toBe('');
  expect(formatDate('')).toBe('');
  expect(formatDate('kein Datum')).toBe('');
});

test('a date and time is shown as DD.MM.YYYY, HH:MM', () => {
  expect(formatDateTime(new Date(2026, 2, 5, 8, 7))).toBe('05.03.2026, 08:07');
  expect(formatDateTime(null)).toBe('');
});

// --- formatAge ---

test('an age under one minute is Gerade eben', () => {
  expect(formatAge(ago(30 * 1000), now)).toBe('Gerade eben');
  expect(formatAge(now, now)).toBe('Gerade eben');
});

test('an age of one minute is Vor 1 Minute', () => {
  expect(formatAge(ago(minute), now)).toBe('Vor 1 Minute');
});

test('an age of five minutes is Vor 5 Minuten', () => {
  expect(formatAge(ago(5 * minute), now)).toBe('Vor 5 Minuten');
  expect(formatAge(ago(59 * minute), now)).toBe('Vor 59 Minuten');
});

test('an age of one hour is Vor 1 Stunde', () => {
  expect(formatAge(ago(hour), now)).toBe('Vor 1 Stunde');
});

test('an age of three hours is Vor 3 Stunden', () => {
  expect(formatAge(ago(3 * hour + 20 * minute), now)).toBe('Vor 3 Stunden');
  expect(formatAge(ago(23 * hour), now)).toBe('Vor 23 Stunden');
});

test('an age of one day is Vor 1 Tag', () => {
  expect(formatAge(ago(day), now)).toBe('Vor 1 Tag');
});

test('an age of two days is Vor 2 Tagen', () => {
  expect(formatAge(ago(2 * day), now)).toBe('Vor 2 Tagen');
  expect(formatAge(ago(6 * day), now)).toBe('Vor 6 Tagen');
});

test('an age of seven days or more is shown as the date DD.MM.YYYY', () => {
  expect(formatAge(ago(7 * day), now)).toBe('03.03.2026');
  expect(formatAge(ago(8 * day), now)).toBe('02.03.2026');
});

test('an age is computed from an ISO timestamp too', () => {
  expect(formatAge(ago(5 * minute).toISOString(), now)).toBe('Vor 5 Minuten');
});

test('an invalid age value is shown as an empty string', () => {
  expect(formatAge('kein Datum', now)).toBe('');
});

// --- numbers ---

test('euro amounts are shown in German format without cents', () => {
  expect(formatEuro(3000).replace(/\s/g, ' ')).toBe('3.000 €');
});

test('byte sizes are shown as B, KB, MB or GB', () => {
  expect(formatBytes(512)).toBe('512 B');
  expect(formatBytes(2048)).toBe('2 KB');
  expect(formatBytes(1.5 * 1024 * 1024)).toBe('1,5 MB');
  expect(formatBytes(12.25 * 1024 ** 3)).toBe('12,3 GB');
});

test('initials take the first letter of the first and last word, skipping emoji', () => {
  expect(nameInitials('Nina Nutzer')).toBe('NN');
  expect(nameInitials('anna maria admin')).toBe('AA');
  expect(nameInitials('👩‍💻 Anna Admin')).toBe('AA');
  expect(nameInitials('Ömer 🙂')).toBe('Ö');
  expect(nameInitials('   ')).toBe('?');
  expect(nameInitials('über alles', false)).toBe('Ü');
  expect(nameInitials('🙂', false)).toBe('?');
});
