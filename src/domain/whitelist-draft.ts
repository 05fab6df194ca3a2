import { z } from 'zod';
import { idSchema } from './common';
import { emailSchema } from './common-draft';

export const whitelistDraftSchema = z.object({
  email: emailSchema,
  projectGroupId: z.nullable(idSchema),
  isActive: z.boolean().default(true),
});
export type WhitelistDraft = z.input<typeof whitelistDraftSchema>;
