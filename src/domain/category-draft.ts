import * as z from 'zod/mini';
import { requiredText } from './common-draft';

export const categoryDraftSchema = z.object({
  name: requiredText(),
  description: z._default(z.string().check(z.trim()), ''),
  icon: z._default(z.nullable(z.string()), null),
  active: z._default(z.boolean(), true),
});
export type CategoryDraft = z.input<typeof categoryDraftSchema>;
