import * as z from 'zod/mini';
import { featureRowSchema } from '../../../domain/feature-row';
import { type Product } from '../../../domain/product';
import { productDraftSchema } from '../../../domain/product-draft';

const draft = productDraftSchema.shape;

/**
 * The form's fields, derived from the domain draft: the same required texts and messages
 * ('Bitte füllen Sie alle Pflichtfelder aus.'). Feature rows keep their empty ones here, the domain schema drops
 * incomplete rows when the store saves (SPEC §5); their lengths are checked as the store checks them. Images live
 * beside the form.
 * Taken from the draft's shape, not with z.pick/z.extend: those helpers would land in zod's shared chunk,
 * which every first visit loads.
 */
export const productFormSchema = z.object({
  title: draft.title,
  description: draft.description,
  fullDescription: draft.fullDescription,
  category: draft.category,
  status: draft.status,
  featured: draft.featured,
  technologies: draft.technologies,
  features: z.array(featureRowSchema),
});

export type ProductFormInput = z.input<typeof productFormSchema>;
export type ProductFormValues = z.output<typeof productFormSchema>;

export const emptyFeature = () => ({ title: '', description: '' });

/** Starting values: a new product is a draft with one empty feature row; an edited one shows what is stored. */
export function productFormDefaults(product?: Product): ProductFormInput {
  const features = product
    ? [...product.features]
        .sort((a, b) => a.sortOrder - b.sortOrder)
        .map(({ title, description }) => ({ title, description }))
    : [];
  return {
    title: product?.title ?? '',
    description: product?.description ?? '',
    fullDescription: product?.fullDescription ?? '',
    category: product?.category ?? '',
    status: product?.status ?? 'draft',
    featured: product?.featured ?? false,
    technologies: product?.technologies ?? [],
    features: features.length > 0 ? features : [emptyFeature()],
  };
}
