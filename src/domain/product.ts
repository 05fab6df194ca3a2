import * as z from 'zod/mini';
import { idSchema, isoDateTimeSchema } from './common';
import { showcaseFields } from './showcase';

export const productStatusSchema = z.enum(['draft', 'published']);
export type ProductStatus = z.infer<typeof productStatusSchema>;
export const productFeatureSchema = z.object({
  id: z.optional(idSchema),
  title: z.string(),
  description: z.string(),
  sortOrder: z.number().check(z.int(), z.nonnegative()),
});
export type ProductFeature = z.infer<typeof productFeatureSchema>;

export const productSchema = z.object({
  id: idSchema,
  ...showcaseFields,
  /** The category's name, as the provider stores it. */
  category: z.string(),
  status: productStatusSchema,
  features: z.array(productFeatureSchema),
  createdBy: z.nullable(idSchema),
  // Kept by the demo store; SPEC §3 does not list them for server answers.
  createdAt: z._default(z.nullable(isoDateTimeSchema), null),
  updatedAt: z._default(z.nullable(isoDateTimeSchema), null),
});
export type Product = z.infer<typeof productSchema>;
