import { z } from 'zod';
import { requiredText } from './common-draft';

export const categoryDraftSchema = z.object({
  name: requiredText(),
  description: z.string().trim().default(''),
  icon: z.string().nullable().default(null),
  active: z.boolean().default(true),
});
export type CategoryDraft = z.input<typeof categoryDraftSchema>;
