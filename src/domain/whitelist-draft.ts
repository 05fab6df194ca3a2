import * as z from 'zod/mini';
import { idSchema } from './common';
import { emailSchema } from './common-draft';

export const whitelistDraftSchema = z.object({
  email: emailSchema,
  projectGroupId: z.nullable(idSchema),
  isActive: z._default(z.boolean(), true),
});
export type WhitelistDraft = z.input<typeof whitelistDraftSchema>;
