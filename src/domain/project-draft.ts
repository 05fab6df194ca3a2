import * as z from 'zod/mini';
import { idSchema } from './common';
import {
  endNotBeforeStart,
  limitedText,
  newFileSchema,
  optionalDateSchema,
  requiredDateSchema,
  requiredIdSchema,
  requiredText,
} from './common-draft';
import { featureRowSchema } from './feature-row';
import { imageAddressSchema } from './image-address';
import { featureSchema, projectStatusSchema } from './project';
import { DESCRIPTION_MAX, LABEL_MAX, NAME_MAX, RICH_TEXT_MAX, TITLE_MAX } from './text-limits';

const featureDraftSchema = z.object({ ...featureSchema.shape, ...featureRowSchema.shape });

export const projectDraftSchema = z
  .object({
    title: requiredText('Titel', TITLE_MAX),
    projectGroupId: requiredIdSchema,
    description: requiredText('Kurzbeschreibung', DESCRIPTION_MAX),
    fullDescription: z._default(limitedText('Vollständige Beschreibung', RICH_TEXT_MAX), ''),
    imageUrl: z._default(z.nullable(imageAddressSchema), null),
    /** A new main image; replaces imageUrl. */
    file: z._default(z.nullable(newFileSchema), null),
    additionalImages: z._default(z.array(imageAddressSchema), []),
    additionalFiles: z._default(z.array(newFileSchema), []),
    featured: z._default(z.boolean(), false),
    technologies: z._default(z.array(requiredText('Technologie', LABEL_MAX)), []),
    status: z._default(projectStatusSchema, 'active'),
    features: z._default(z.array(featureDraftSchema), []),
    startDate: requiredDateSchema,
    endDate: optionalDateSchema,
    deadline: optionalDateSchema,
    members: z._default(z.array(idSchema), []),
    category: z._default(z.nullable(limitedText('Kategorie', NAME_MAX)), null),
  })
  .check(endNotBeforeStart());
export type ProjectDraft = z.input<typeof projectDraftSchema>;
