import { idSchema } from './common';
import { parseId } from './common-rules';
import { emailSchema, isCalendarDate, optionalDateSchema, requiredDateSchema } from './common-draft';

test('a route parameter of digits parses to its id', () => {
  expect(parseId('12')).toBe(12);
  expect(parseId('1')).toBe(1);
});

test('a route parameter that is not a positive whole number parses to null', () => {
  expect(parseId('abc')).toBeNull();
  expect(parseId('0')).toBeNull();
  expect(parseId('-1')).toBeNull();
  expect(parseId('1.5')).toBeNull();
  expect(parseId('12abc')).toBeNull();
  expect(parseId(' 12')).toBeNull();
  expect(parseId('')).toBeNull();
  expect(parseId(undefined)).toBeNull();
});

test('a route parameter too large to be a safe integer parses to null', () => {
  expect(parseId('99999999999999999999')).toBeNull();
});

test('ids are positive whole numbers', () => {
  expect(idSchema.safeParse(3).success).toBe(true);
  expect(idSchema.safeParse(0).success).toBe(false);
  expect(idSchema.safeParse(1.5).success).toBe(false);
});

test('an email is trimmed and lower-cased', () => {
  expect(emailSchema.parse('  Erika@Example.ORG ')).toBe('erika@example.org');
});

test('an email without an at sign or top-level domain is refused with the email message', () => {
  for (const email of ['erika.example.org', 'erika@example', 'erika @example.org', '@example.org']) {
    const result = emailSchema.safeParse(email);
    expect(result.success, email).toBe(false);
    expect(
      result.error?.issues.map((i) => i.message),
      email,
    ).toEqual(['Bitte geben Sie eine gültige E-Mail-Adresse ein.']);
  }
});

test('an empty email is refused with the required-fields message', () => {
  const result = emailSchema.safeParse('  ');
  expect(result.error?.issues.map((i) => i.message)).toContain('Bitte füllen Sie alle Pflichtfelder aus.');
});

test('an optional date keeps a date and turns empty or missing into null', () => {
  expect(optionalDateSchema.parse('2026-03-05')).toBe('2026-03-05');
  expect(optionalDateSchema.parse('')).toBeNull();
  expect(optionalDateSchema.parse(null)).toBeNull();
  expect(optionalDateSchema.parse(undefined)).toBeNull();
  expect(optionalDateSchema.safeParse('kein Datum').success).toBe(false);
});

test('an entered date is a day of the calendar with a four-digit year, with or without an ISO time', () => {
  for (const date of [
    '2026-03-05',
    '2028-02-29',
    '2026-12-31T23:59',
    '2026-12-31T23:59:59.999Z',
    '2026-06-01T10:00:00+02:00',
  ]) {
    expect(isCalendarDate(date), date).toBe(true);
  }
  // A browser's date field lets a six-digit year through; JavaScript's Date.parse accepts it and the next two.
  for (const date of [
    '202666-01-01',
    '2026-02-30',
    '2027-02-29',
    '2026-13-01',
    '2026-1-5',
    '05.03.2026',
    '2026-03-05 10:00',
    'kein Datum',
  ]) {
    expect(isCalendarDate(date), date).toBe(false);
  }
});

test('a required or optional date with a six-digit year is refused with the date message', () => {
  for (const schema of [requiredDateSchema, optionalDateSchema]) {
    const result = schema.safeParse('202666-01-01');
    expect(result.error?.issues.map((i) => i.message)).toEqual(['Bitte geben Sie ein gültiges Datum ein.']);
  }
});
