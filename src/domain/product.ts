import { z } from 'zod';
import { idSchema, isoDateTimeSchema, requiredText } from './common';
import { newFileSchema } from './task';
export * from './product-rules';

export const productStatusSchema = z.enum(['draft', 'published']);
export type ProductStatus = z.infer<typeof productStatusSchema>;
export const productFeatureSchema = z.object({
  id: idSchema.optional(),
  title: z.string(),
  description: z.string(),
  sortOrder: z.number().int().nonnegative(),
});
export type ProductFeature = z.infer<typeof productFeatureSchema>;

export const productSchema = z.object({
  id: idSchema,
  title: z.string(),
  description: z.string(),
  fullDescription: z.string(),
  /** The category's name, as the provider stores it. */
  category: z.string(),
  technologies: z.array(z.string()),
  status: productStatusSchema,
  featured: z.boolean(),
  imageUrl: z.string().nullable(),
  additionalImages: z.array(z.string()),
  features: z.array(productFeatureSchema),
  createdBy: idSchema.nullable(),
  createdAt: isoDateTimeSchema,
  updatedAt: isoDateTimeSchema.nullable(),
});
export type Product = z.infer<typeof productSchema>;

export const productDraftSchema = z.object({
  title: requiredText(),
  description: requiredText(),
  fullDescription: z.string().trim().default(''),
  category: requiredText(),
  technologies: z.array(z.string().trim().min(1)).default([]),
  status: productStatusSchema.default('draft'),
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

