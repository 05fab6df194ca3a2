import * as z from 'zod/mini';
import { idSchema } from './common';
import { emailSchema, requiredText } from './common-draft';
import { NAME_MAX } from './text-limits';
import { roleSchema } from './user';

/** What an admin edits (SPEC §7 user payload). */
export const userDraftSchema = z.object({
  name: requiredText('Name', NAME_MAX),
  email: emailSchema,
  companyName: requiredText('Unternehmen', NAME_MAX),
  role: roleSchema,
  projectGroups: z._default(z.array(idSchema), []),
});
export type UserDraft = z.input<typeof userDraftSchema>;
