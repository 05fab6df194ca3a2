// Rules without zod, kept apart from the schemas in task.ts so that reads and first visits load no schema
// library (docs/decisions/004-lean-first-visit.md). These names are imported from here only.
import { uploadTypeOf } from './attachment-rules';
import { deadlineEnd, toLocalDate } from './common-rules';
import type { TaskPriority, TaskStatus } from './task';
import { taskPhase, workflowTaskStatuses, type TaskPhase } from './task-phase';

/** The status value of a phase in the other vocabulary (for the task edit form's select). */
export function workflowStatusOf(status: TaskStatus): (typeof workflowTaskStatuses)[number] {
  const phase = taskPhase(status);
  return phase === 'todo' ? 'open' : phase === 'in_progress' ? 'in-progress' : 'completed';
}

/** Which screen a label is for: each uses its own wording (SPEC §4). */
export type TaskLabelContext = 'list' | 'dashboard' | 'detail';

const labels: Record<TaskLabelContext, Record<TaskPhase, string>> = {
  list: { todo: 'Offen', in_progress: 'In Bearbeitung', done: 'Erledigt' },
  dashboard: { todo: 'Offen', in_progress: 'In Bearbeitung', done: 'Abgeschlossen' },
  detail: { todo: 'Todo', in_progress: 'In Progress', done: 'Done' },
};

export function taskStatusLabel(status: TaskStatus, context: TaskLabelContext = 'list'): string {
  return labels[context][taskPhase(status)];
}

export const taskPriorityLabels: Record<TaskPriority, string> = { low: 'Niedrig', medium: 'Mittel', high: 'Hoch' };

export function isTaskDone(status: TaskStatus): boolean {
  return taskPhase(status) === 'done';
}

/** Overdue: deadline past and not done. */
export function isTaskOverdue(task: { deadline: string | null; status: TaskStatus }, now: Date = new Date()): boolean {
  if (!task.deadline || isTaskDone(task.status)) return false;
  return deadlineEnd(task.deadline).getTime() < now.getTime();
}

/** Progress as a fraction: todo ⅓, in progress ⅔, done full. */
export function taskProgress(status: TaskStatus): number {
  const phase = taskPhase(status);
  return phase === 'todo' ? 1 / 3 : phase === 'in_progress' ? 2 / 3 : 1;
}

/** Whole days from now until the deadline; negative when past, null without a deadline. */
export function daysRemaining(deadline: string | null, now: Date = new Date()): number | null {
  if (!deadline) return null;
  const day = 24 * 60 * 60 * 1000;
  const startOfToday = new Date(now.getFullYear(), now.getMonth(), now.getDate()).getTime();
  const due = toLocalDate(deadline);
  const startOfDue = new Date(due.getFullYear(), due.getMonth(), due.getDate()).getTime();
  return Math.round((startOfDue - startOfToday) / day);
}

export const TASK_MAX_ATTACHMENTS = 5;

/**
 * Whether a file may be attached to a task: raster images, PDF and Office documents, named and declared alike
 * (uploadTypeOf); the store also checks the first bytes.
 */
export function isAllowedTaskFile(file: { name: string; type: string }): boolean {
  return uploadTypeOf(file, 'task') !== null;
}
