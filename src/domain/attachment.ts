import * as z from 'zod/mini';
import { idSchema, isoDateTimeSchema } from './common';

export const attachmentTypeSchema = z.enum(['image', 'pdf', 'other']);
export type AttachmentType = z.infer<typeof attachmentTypeSchema>;

export const attachmentSchema = z.object({
  id: z.union([idSchema, z.string()]),
  name: z.string().check(z.minLength(1)),
  type: attachmentTypeSchema,
  url: z.string().check(z.minLength(1)),
  size: z._default(z.number().check(z.nonnegative()), 0),
  uploadedAt: z._default(z.nullable(isoDateTimeSchema), null),
  uploadedBy: z._default(z.nullable(idSchema), null),
});
export type Attachment = z.infer<typeof attachmentSchema>;
