import { z } from 'zod';
import { messages } from './messages';

/** Ids are positive integers, as the provider's API uses. */
export const idSchema = z.number().int().positive();
export type Id = z.infer<typeof idSchema>;

/** Parses a route parameter into an id; null when it is not a positive integer. */
export function parseId(raw: string | undefined): Id | null {
  if (!raw || !/^\d+$/.test(raw)) return null;
  const n = Number(raw);
  return Number.isSafeInteger(n) && n > 0 ? n : null;
}

/** A required id chosen in a form: missing gives the required-fields message. */
export const requiredIdSchema = z
  .number({ error: messages.requiredFields })
  .int()
  .positive(messages.requiredFields);

/** Reads a date-only value (YYYY-MM-DD) as local midnight, anything else as an instant. */
export function toLocalDate(value: string): Date {
  return /^\d{4}-\d{2}-\d{2}$/.test(value) ? new Date(`${value}T00:00:00`) : new Date(value);
}

/** The moment a deadline passes: a date-only deadline lasts until the end of that day. */
export function deadlineEnd(value: string): Date {
  return /^\d{4}-\d{2}-\d{2}$/.test(value) ? new Date(`${value}T23:59:59.999`) : new Date(value);
}

export const isoDateTimeSchema = z.string().refine((s) => !Number.isNaN(Date.parse(s)), 'Ungültiges Datum');

/** A required text: trimmed, non-empty, with the spec's required-fields message. */
export const requiredText = (message: string = messages.requiredFields) => z.string().trim().min(1, message);

export const optionalText = z.string().trim().default('');

// A simple pattern, as SPEC §5 says: something@something.tld.
export const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const emailSchema = z
  .string()
  .trim()
  .min(1, messages.requiredFields)
  .regex(emailPattern, messages.invalidEmail)
  .transform((s) => s.toLowerCase());

/** Optional date as YYYY-MM-DD or full ISO; empty string becomes null. */
export const optionalDateSchema = z
  .union([isoDateTimeSchema, z.literal(''), z.null()])
  .optional()
  .transform((v) => (v ? v : null));

export const userRefSchema = z.object({ id: idSchema, name: z.string() });
export type UserRef = z.infer<typeof userRefSchema>;
