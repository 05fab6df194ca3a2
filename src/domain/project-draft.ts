import * as z from 'zod/mini';
import { idSchema } from './common';
import { endNotBeforeStart, newFileSchema, optionalDateSchema, requiredDateSchema, requiredIdSchema, requiredText } from './common-draft';
import { featureSchema, projectStatusSchema } from './project';

export const projectDraftSchema = z.object({
  title: requiredText(),
  projectGroupId: requiredIdSchema,
  description: requiredText(),
  fullDescription: z._default(z.string().check(z.trim()), ''),
  imageUrl: z._default(z.nullable(z.string()), null),
  /** A new main image; replaces imageUrl. */
  file: z._default(z.nullable(newFileSchema), null),
  additionalImages: z._default(z.array(z.string()), []),
  additionalFiles: z._default(z.array(newFileSchema), []),
  featured: z._default(z.boolean(), false),
  technologies: z._default(z.array(z.string().check(z.trim(), z.minLength(1))), []),
  status: z._default(projectStatusSchema, 'active'),
  features: z._default(z.array(featureSchema), []),
  startDate: requiredDateSchema,
  endDate: optionalDateSchema,
  deadline: optionalDateSchema,
  members: z._default(z.array(idSchema), []),
  category: z._default(z.nullable(z.string()), null),
}).check(endNotBeforeStart());
export type ProjectDraft = z.input<typeof projectDraftSchema>;
