import * as z from 'zod/mini';
import { idSchema } from './common';
import { limitedText, requiredText } from './common-draft';
import * as messages from './messages';
import { groupStatusSchema, groupTypeSchema } from './project-group';
import { DESCRIPTION_MAX, NAME_MAX } from './text-limits';

export const projectGroupDraftSchema = z.object({
  name: requiredText('Name', NAME_MAX, messages.groupNameRequired),
  description: z._default(limitedText('Beschreibung', DESCRIPTION_MAX), ''),
  status: z._default(groupStatusSchema, 'active'),
  type: z._default(groupTypeSchema, 'collaborative'),
  memberIds: z.array(idSchema).check(z.minLength(1, messages.groupMembersRequired)),
});
export type ProjectGroupDraft = z.input<typeof projectGroupDraftSchema>;
