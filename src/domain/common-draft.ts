import * as z from 'zod/mini';
import { messages } from './messages';
import { emailPattern } from './common-rules';
import { isoDateTimeSchema } from './common';

/** A required id chosen in a form: missing gives the required-fields message. */
export const requiredIdSchema = z
  .number({ error: messages.requiredFields })
  .check(z.int(), z.positive(messages.requiredFields));

/** A required text: trimmed, non-empty, with the spec's required-fields message. */
export const requiredText = (message: string = messages.requiredFields) =>
  z.string().check(z.trim(), z.minLength(1, message));

export const emailSchema = z.pipe(
  z.string().check(z.trim(), z.minLength(1, messages.requiredFields), z.regex(emailPattern, messages.invalidEmail)),
  z.transform((s: string) => s.toLowerCase()),
);

/** A required date (YYYY-MM-DD or full ISO): missing or blank gives the required-fields message. */
export const requiredDateSchema = z
  .string({ error: messages.requiredFields })
  .check(z.trim(), z.minLength(1, messages.requiredFields), z.refine((s) => !s || !Number.isNaN(Date.parse(s)), messages.invalidDate));

/** Optional date as YYYY-MM-DD or full ISO; empty string becomes null. */
export const optionalDateSchema = z.pipe(
  z.optional(z.union([isoDateTimeSchema, z.literal(''), z.null()])),
  z.transform((v: string | null | undefined) => (v ? v : null)),
);

/** A new file for upload. */
export const newFileSchema = z.object({
  name: z.string().check(z.minLength(1)),
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
  z.refine<Period>((period) => !period.startDate || !period.endDate || period.endDate.slice(0, 10) >= period.startDate.slice(0, 10), {
    message: messages.endBeforeStart,
    path: ['endDate'],
  });
