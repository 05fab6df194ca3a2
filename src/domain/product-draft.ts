import { z } from 'zod';
import { newFileSchema, requiredText } from './common-draft';
import { productStatusSchema } from './product';

export const productDraftSchema = z.object({
  title: requiredText(),
  description: requiredText(),
  fullDescription: z.string().trim().default(''),
  category: requiredText(),
  technologies: z.array(z.string().trim().min(1)).default([]),
  status: z._default(productStatusSchema, 'draft'),
  featured: z.boolean().default(false),
  imageUrl: z.string().nullable().default(null),
  image: newFileSchema.nullable().default(null),
  additionalImages: z.array(z.string()).default([]),
  additionalFiles: z.array(newFileSchema).default([]),
  /** Rows with an empty title or description are dropped (SPEC §5). */
  features: z
    .array(z.object({ title: z.string().trim(), description: z.string().trim() }))
    .default([])
    .transform((rows) =>
      rows.filter((r) => r.title && r.description).map((r, sortOrder) => ({ ...r, sortOrder })),
    ),
});
export type ProductDraft = z.input<typeof productDraftSchema>;
