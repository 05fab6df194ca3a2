import { z } from 'zod';
import { idSchema, isoDateTimeSchema, requiredText } from './common';

export const categorySchema = z.object({
  id: idSchema,
  name: z.string(),
  description: z.string(),
  icon: z.string().nullable(),
  active: z.boolean(),
  createdAt: isoDateTimeSchema.nullable().default(null),
  createdBy: idSchema.nullable().default(null),
});
export type Category = z.infer<typeof categorySchema>;

export const categoryDraftSchema = z.object({
  name: requiredText(),
  description: z.string().trim().default(''),
  icon: z.string().nullable().default(null),
  active: z.boolean().default(true),
});
export type CategoryDraft = z.input<typeof categoryDraftSchema>;
