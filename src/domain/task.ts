import { z } from 'zod';
import { idSchema, isoDateTimeSchema, optionalDateSchema, requiredIdSchema, requiredText } from './common';
import { attachmentSchema } from './attachment';
import { messages } from './messages';
import { adminTaskStatuses, workflowTaskStatuses, isAllowedTaskFile, TASK_MAX_ATTACHMENTS } from './task-rules';
export * from './task-rules';

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
  deadline: z.string().nullable(),
  attachments: z.array(attachmentSchema),
  createdAt: isoDateTimeSchema,
  createdBy: idSchema.nullable(),
  updatedAt: isoDateTimeSchema.nullable().default(null),
});
export type Task = z.infer<typeof taskSchema>;

/** A new file for upload, or an attachment already stored (kept by id). */
export const newFileSchema = z.object({ name: z.string().min(1), type: z.string(), blob: z.instanceof(Blob) });
export type NewFile = z.infer<typeof newFileSchema>;

export const taskDraftSchema = z.object({
  projectId: requiredIdSchema,
  title: requiredText(),
  description: requiredText(),
  status: taskStatusSchema.default('todo'),
  priority: taskPrioritySchema.default('medium'),
  /** Empty or missing: assigned to all members of the project's group (SPEC §6). */
  assignedTo: z.array(idSchema).optional(),
  deadline: optionalDateSchema,
  /** Attachments kept from before plus ones given by URL. */
  attachments: z.array(attachmentSchema).default([]),
  files: z
    .array(newFileSchema)
    .default([])
    .refine((files) => files.every(isAllowedTaskFile), messages.taskFileType),
}).refine((d) => d.attachments.length + d.files.length <= TASK_MAX_ATTACHMENTS, {
  message: messages.tooManyFiles,
  path: ['files'],
});
export type TaskDraft = z.input<typeof taskDraftSchema>;

