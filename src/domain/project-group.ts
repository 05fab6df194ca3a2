import * as z from 'zod/mini';
import { idSchema } from './common';

export const groupStatusSchema = z.enum(['active', 'archived']);
export const groupTypeSchema = z.enum(['collaborative', 'private']);

export const projectGroupSchema = z.object({
  id: idSchema,
  name: z.string(),
  description: z.string(),
  status: groupStatusSchema,
  type: groupTypeSchema,
  memberIds: z.array(idSchema),
  adminId: z.nullable(idSchema),
});
export type ProjectGroup = z.infer<typeof projectGroupSchema>;

export const groupStatusLabels = { active: 'Aktiv', archived: 'Archiviert' } as const;
export const groupTypeLabels = { collaborative: 'Kollaborativ', private: 'Privat' } as const;
