import { z } from 'zod';
import { idSchema, isoDateTimeSchema } from './common';

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

export function attachmentTypeOf(file: { name: string; type: string }): AttachmentType {
  if (file.type.startsWith('image/')) return 'image';
  if (file.type === 'application/pdf' || file.name.toLowerCase().endsWith('.pdf')) return 'pdf';
  return 'other';
}
