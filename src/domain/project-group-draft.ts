import * as z from 'zod/mini';
import { idSchema } from './common';
import * as messages from './messages';
import { groupStatusSchema, groupTypeSchema } from './project-group';

export const projectGroupDraftSchema = z.object({
  name: z.string().check(z.trim(), z.minLength(1, messages.groupNameRequired)),
  description: z._default(z.string().check(z.trim()), ''),
  status: z._default(groupStatusSchema, 'active'),
  type: z._default(groupTypeSchema, 'collaborative'),
  memberIds: z.array(idSchema).check(z.minLength(1, messages.groupMembersRequired)),
});
export type ProjectGroupDraft = z.input<typeof projectGroupDraftSchema>;
