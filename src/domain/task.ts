import * as z from 'zod/mini';
import { idSchema, isoDateTimeSchema } from './common';
import { attachmentSchema } from './attachment';
import { adminTaskStatuses, workflowTaskStatuses } from './task-phase';

export const taskStatusSchema = z.enum([...adminTaskStatuses, ...workflowTaskStatuses]);
export type TaskStatus = z.infer<typeof taskStatusSchema>;
export const taskPrioritySchema = z.enum(['low', 'medium', 'high']);
export type TaskPriority = z.infer<typeof taskPrioritySchema>;

export const taskSchema = z.object({
  id: idSchema,
  projectId: idSchema,
  title: z.string(),
  description: z.string(),
  status: taskStatusSchema,
  priority: taskPrioritySchema,
  assignedTo: z.array(idSchema),
  deadline: z.nullable(z.string()),
  attachments: z.array(attachmentSchema),
  createdAt: isoDateTimeSchema,
  createdBy: z.nullable(idSchema),
  updatedAt: z._default(z.nullable(isoDateTimeSchema), null),
});
export type Task = z.infer<typeof taskSchema>;
