import * as z from 'zod/mini';
import { newFileSchema, requiredText } from './common-draft';
import { keptFeatures, productStatusSchema } from './product';

const featureRowSchema = z.object({ title: z.string().check(z.trim()), description: z.string().check(z.trim()) });

export const productDraftSchema = z.object({
  title: requiredText(),
  description: requiredText(),
  fullDescription: z._default(z.string().check(z.trim()), ''),
  category: requiredText(),
  technologies: z._default(z.array(z.string().check(z.trim(), z.minLength(1))), []),
  status: z._default(productStatusSchema, 'draft'),
  featured: z._default(z.boolean(), false),
  imageUrl: z._default(z.nullable(z.string()), null),
  image: z._default(z.nullable(newFileSchema), null),
  additionalImages: z._default(z.array(z.string()), []),
  additionalFiles: z._default(z.array(newFileSchema), []),
  features: z.pipe(z._default(z.array(featureRowSchema), []), z.transform(keptFeatures)),
});
export type ProductDraft = z.input<typeof productDraftSchema>;
