import { z } from 'zod';
import { idSchema } from './common';
import { messages } from './messages';

export const groupStatusSchema = z.enum(['active', 'archived']);
export const groupTypeSchema = z.enum(['collaborative', 'private']);

export const projectGroupSchema = z.object({
  id: idSchema,
  name: z.string(),
  description: z.string(),
  status: groupStatusSchema,
  type: groupTypeSchema,
  memberIds: z.array(idSchema),
  adminId: idSchema.nullable(),
});
export type ProjectGroup = z.infer<typeof projectGroupSchema>;

export const projectGroupDraftSchema = z.object({
  name: z.string().trim().min(1, messages.groupNameRequired),
  description: z.string().trim().default(''),
  status: groupStatusSchema.default('active'),
  type: groupTypeSchema.default('collaborative'),
  memberIds: z.array(idSchema).min(1, messages.groupMembersRequired),
});
export type ProjectGroupDraft = z.input<typeof projectGroupDraftSchema>;

export const groupStatusLabels = { active: 'Aktiv', archived: 'Archiviert' } as const;
export const groupTypeLabels = { collaborative: 'Kollaborativ', private: 'Privat' } as const;
