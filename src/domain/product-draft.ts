import * as z from 'zod/mini';
import { limitedText, newFileSchema, requiredText } from './common-draft';
import { featureRowSchema } from './feature-row';
import { imageAddressSchema } from './image-address';
import { keptFeatures } from './product-rules';
import { productStatusSchema } from './product';
import { DESCRIPTION_MAX, LABEL_MAX, NAME_MAX, RICH_TEXT_MAX, TITLE_MAX } from './text-limits';

export const productDraftSchema = z.object({
  title: requiredText('Titel', TITLE_MAX),
  description: requiredText('Kurzbeschreibung', DESCRIPTION_MAX),
  fullDescription: z._default(limitedText('Vollständige Beschreibung', RICH_TEXT_MAX), ''),
  category: requiredText('Kategorie', NAME_MAX),
  technologies: z._default(z.array(requiredText('Technologie', LABEL_MAX)), []),
  status: z._default(productStatusSchema, 'draft'),
  featured: z._default(z.boolean(), false),
  imageUrl: z._default(z.nullable(imageAddressSchema), null),
  image: z._default(z.nullable(newFileSchema), null),
  additionalImages: z._default(z.array(imageAddressSchema), []),
  additionalFiles: z._default(z.array(newFileSchema), []),
  features: z.pipe(z._default(z.array(featureRowSchema), []), z.transform(keptFeatures)),
});
export type ProductDraft = z.input<typeof productDraftSchema>;
