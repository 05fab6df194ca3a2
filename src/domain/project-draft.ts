import { z } from 'zod';
import { idSchema } from './common';
import { newFileSchema, optionalDateSchema, requiredIdSchema, requiredText } from './common-draft';
import { messages } from './messages';
import { featureSchema, projectStatusSchema } from './project';

export const projectDraftSchema = z.object({
  title: requiredText(),
  projectGroupId: requiredIdSchema,
  description: requiredText(),
  fullDescription: z.string().trim().default(''),
  imageUrl: z.string().nullable().default(null),
  /** A new main image; replaces imageUrl. */
  file: newFileSchema.nullable().default(null),
  additionalImages: z.array(z.string()).default([]),
  additionalFiles: z.array(newFileSchema).default([]),
  featured: z.boolean().default(false),
  technologies: z.array(z.string().trim().min(1)).default([]),
  status: z._default(projectStatusSchema, 'active'),
  features: z.array(featureSchema).default([]),
  startDate: z.string({ error: messages.requiredFields }).min(1, messages.requiredFields),
  endDate: optionalDateSchema,
  deadline: optionalDateSchema,
  members: z.array(idSchema).default([]),
  category: z.string().nullable().default(null),
});
export type ProjectDraft = z.input<typeof projectDraftSchema>;
