import { z } from 'zod';
import { idSchema } from './common';
import { messages } from './messages';
import { groupStatusSchema, groupTypeSchema } from './project-group';

export const projectGroupDraftSchema = z.object({
  name: z.string().trim().min(1, messages.groupNameRequired),
  description: z.string().trim().default(''),
  status: z._default(groupStatusSchema, 'active'),
  type: z._default(groupTypeSchema, 'collaborative'),
  memberIds: z.array(idSchema).min(1, messages.groupMembersRequired),
});
export type ProjectGroupDraft = z.input<typeof projectGroupDraftSchema>;
