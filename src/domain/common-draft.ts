import * as z from 'zod/mini';
import * as coreMessages from './core-messages';
import * as messages from './messages';
import { emailPattern } from './common-rules';
import { EMAIL_MAX, hasVisibleText, NAME_MAX, tooLong } from './text-limits';

/** A required id chosen in a form: missing gives the required-fields message. */
export const requiredIdSchema = z
  .number({ error: coreMessages.requiredFields })
  .check(z.int(), z.positive(coreMessages.requiredFields));

/** At most `max` characters (text-limits.ts); a longer one is refused with a message naming the field's `label`. */
// A refine, not z.maxLength: that check would join zod's shared chunk, which every first visit loads.
export const atMost = (label: string, max: number) =>
  z.refine<string>((text) => text.length <= max, tooLong(label, max));

/** A text that may be left empty: trimmed, at most `max` characters. */
export const limitedText = (label: string, max: number) => z.string().check(z.trim(), atMost(label, max));

/**
 * A required text: trimmed, with at least one visible character (a text of zero-width characters is empty to the
 * reader) and at most `max`; empty gives the spec's required-fields message unless the field has its own.
 */
export const requiredText = (label: string, max: number, message: string = coreMessages.requiredFields) =>
  z.string().check(z.trim(), z.refine(hasVisibleText, message), atMost(label, max));

/** An e-mail address as typed: trimmed, required, the simple pattern of SPEC §5, at most 254 characters. */
export const typedEmail = () =>
  z
    .string()
    .check(
      z.trim(),
      z.minLength(1, coreMessages.requiredFields),
      z.regex(emailPattern, messages.invalidEmail),
      atMost('E-Mail-Adresse', EMAIL_MAX),
    );

export const emailSchema = z.pipe(
  typedEmail(),
  z.transform((s: string) => s.toLowerCase()),
);

/**
 * A date someone enters: YYYY-MM-DD, optionally with an ISO time, a day the calendar has. Stricter than the read
 * models' dates: a browser's date field lets a year of six digits through ('202666-01-01'), which JavaScript parses
 * but nobody meant, and which no screen can show as DD.MM.YYYY (SPEC §9).
 */
export function isCalendarDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})(T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})?)?$/.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCMonth() === month - 1 && date.getUTCDate() === day && !Number.isNaN(Date.parse(value));
}

const calendarDateSchema = z.string().check(z.refine(isCalendarDate, coreMessages.invalidDate));

/** A required date (YYYY-MM-DD or full ISO): missing or blank gives the required-fields message. */
export const requiredDateSchema = z.string({ error: coreMessages.requiredFields }).check(
  z.trim(),
  z.minLength(1, coreMessages.requiredFields),
  z.refine((s) => !s || isCalendarDate(s), coreMessages.invalidDate),
);

/** Optional date as YYYY-MM-DD or full ISO; empty string becomes null. */
export const optionalDateSchema = z.pipe(
  z.optional(z.union([calendarDateSchema, z.literal(''), z.null()])),
  z.transform((v: string | null | undefined) => (v ? v : null)),
);

/** A new file for upload. */
export const newFileSchema = z.object({
  name: z.string().check(z.minLength(1), atMost('Dateiname', NAME_MAX)),
  type: z.string(),
  blob: z.instanceof(Blob),
});
export type NewFile = z.infer<typeof newFileSchema>;

type Period = { startDate?: string | null; endDate?: string | null };

/**
 * A period's end, where both ends are given, is not before its start (at the end date's field). Compared as
 * calendar days, the form in which screens send both.
 */
export const endNotBeforeStart = () =>
  z.refine<Period>(
    (period) => !period.startDate || !period.endDate || period.endDate.slice(0, 10) >= period.startDate.slice(0, 10),
    {
      message: messages.endBeforeStart,
      path: ['endDate'],
    },
  );
