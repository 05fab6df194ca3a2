import { z } from 'zod';
import { idSchema, isoDateTimeSchema } from './common';
export * from './attachment-rules';

export const attachmentTypeSchema = z.enum(['image', 'pdf', 'other']);
export type AttachmentType = z.infer<typeof attachmentTypeSchema>;

export const attachmentSchema = z.object({
  id: z.union([idSchema, z.string()]),
  name: z.string().min(1),
  type: attachmentTypeSchema,
  url: z.string().min(1),
  size: z.number().nonnegative().default(0),
  uploadedAt: isoDateTimeSchema.nullable().default(null),
  uploadedBy: idSchema.nullable().default(null),
});
export type Attachment = z.infer<typeof attachmentSchema>;

