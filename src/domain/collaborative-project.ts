import * as z from 'zod/mini';
import { idSchema, isoDateTimeSchema } from './common';
import { daysRemaining, isTaskDone, isTaskOverdue } from './task-rules';
import { taskPrioritySchema, taskStatusSchema } from './task';

export const collaborativeStatusSchema = z.enum(['active', 'completed', 'archived']);
export type CollaborativeStatus = z.infer<typeof collaborativeStatusSchema>;
export const collaborativeStatusLabels: Record<CollaborativeStatus, string> = {
  active: 'Aktiv',
  completed: 'Abgeschlossen',
  archived: 'Archiviert',
};

export const collaborativeTaskSchema = z.object({
  id: idSchema,
  title: z.string(),
  status: taskStatusSchema,
  priority: taskPrioritySchema,
  assignedTo: z.array(idSchema),
  deadline: z.nullable(z.string()),
});
export type CollaborativeTask = z.infer<typeof collaborativeTaskSchema>;

export const collaborativeProjectSchema = z.object({
  id: idSchema,
  title: z.string(),
  description: z.string(),
  imageUrl: z.nullable(z.string()),
  status: collaborativeStatusSchema,
  projectGroupId: idSchema,
  deadline: z.nullable(z.string()),
  createdAt: isoDateTimeSchema,
  tasks: z.array(collaborativeTaskSchema),
});
export type CollaborativeProject = z.infer<typeof collaborativeProjectSchema>;

export const DUE_SOON_DAYS = 3;

/** Sample tasks count as due soon within 3 days of their deadline, unless done. */
export function isDueSoon(task: Pick<CollaborativeTask, 'deadline' | 'status'>, now: Date = new Date()): boolean {
  if (!task.deadline || isTaskOverdue(task, now)) return false;
  const days = daysRemaining(task.deadline, now);
  return !isTaskDone(task.status) && days !== null && days <= DUE_SOON_DAYS;
}

export function collaborativeProgress(tasks: Pick<CollaborativeTask, 'status'>[]): number {
  if (tasks.length === 0) return 0;
  return Math.round((tasks.filter((t) => isTaskDone(t.status)).length / tasks.length) * 100);
}
