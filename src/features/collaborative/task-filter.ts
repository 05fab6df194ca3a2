import type { CollaborativeTask } from '../../domain/collaborative-project';
import { taskPhase } from '../../domain/task-phase';

export const taskFilters = ['all', 'mine', 'open', 'completed'] as const;
export type TaskFilter = (typeof taskFilters)[number];

export function parseTaskFilter(raw: string | null): TaskFilter {
  return (taskFilters as readonly string[]).includes(raw ?? '') ? (raw as TaskFilter) : 'all';
}

/** Meine: assigned to the viewer; Offen: not done (open or in progress); Abgeschlossen: done. */
export function matchesFilter(task: CollaborativeTask, filter: TaskFilter, userId: number | null): boolean {
  switch (filter) {
    case 'mine':
      return userId !== null && task.assignedTo.includes(userId);
    case 'open':
      return taskPhase(task.status) !== 'done';
    case 'completed':
      return taskPhase(task.status) === 'done';
    default:
      return true;
  }
}
