import { z } from 'zod';
import { messages } from './messages';
import { emailPattern } from './common-rules';
import { isoDateTimeSchema } from './common';

/** A required id chosen in a form: missing gives the required-fields message. */
export const requiredIdSchema = z
  .number({ error: messages.requiredFields })
  .int()
  .positive(messages.requiredFields);

/** A required text: trimmed, non-empty, with the spec's required-fields message. */
export const requiredText = (message: string = messages.requiredFields) => z.string().trim().min(1, message);

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

/** A new file for upload. */
export const newFileSchema = z.object({ name: z.string().min(1), type: z.string(), blob: z.instanceof(Blob) });
export type NewFile = z.infer<typeof newFileSchema>;
