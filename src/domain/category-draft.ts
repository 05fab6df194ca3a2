import * as z from 'zod/mini';
import { limitedText, requiredText } from './common-draft';
import { DESCRIPTION_MAX, LABEL_MAX, NAME_MAX } from './text-limits';

export const categoryDraftSchema = z.object({
  name: requiredText('Name', NAME_MAX),
  description: z._default(limitedText('Beschreibung', DESCRIPTION_MAX), ''),
  icon: z._default(z.nullable(limitedText('Symbol', LABEL_MAX)), null),
  active: z._default(z.boolean(), true),
});
export type CategoryDraft = z.input<typeof categoryDraftSchema>;
