import { z } from 'zod';
import { messages } from './messages';
import { emailPattern } from './common-rules';
export * from './common-rules';

/** Ids are positive integers, as the provider's API uses. */
export const idSchema = z.number().int().positive();
export type Id = z.infer<typeof idSchema>;

/** A required id chosen in a form: missing gives the required-fields message. */
export const requiredIdSchema = z
  .number({ error: messages.requiredFields })
  .int()
  .positive(messages.requiredFields);

export const isoDateTimeSchema = z.string().refine((s) => !Number.isNaN(Date.parse(s)), 'Ungültiges Datum');

/** A required text: trimmed, non-empty, with the spec's required-fields message. */
export const requiredText = (message: string = messages.requiredFields) => z.string().trim().min(1, message);

export const optionalText = z.string().trim().default('');

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
