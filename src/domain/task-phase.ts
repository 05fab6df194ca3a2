// The status vocabularies and the one mapping between them, apart from the other task rules: the demo
// store's database module needs them to index tasks by phase and loads on every start.

/**
 * Two status vocabularies exist side by side (SPEC §4): admin forms and project task lists use
 * todo / in_progress / done; the task edit form and the dashboard use open / in-progress / completed.
 * Both are valid stored values; every screen reads them through `taskPhase`.
 */
export const adminTaskStatuses = ['todo', 'in_progress', 'done'] as const;

export const workflowTaskStatuses = ['open', 'in-progress', 'completed'] as const;

export type TaskPhase = (typeof adminTaskStatuses)[number];

// TaskStatus of task.ts, spelled out here so this module imports nothing.
type TaskStatus = TaskPhase | (typeof workflowTaskStatuses)[number];

const phaseOf: Record<TaskStatus, TaskPhase> = {
  todo: 'todo',
  open: 'todo',
  in_progress: 'in_progress',
  'in-progress': 'in_progress',
  done: 'done',
  completed: 'done',
};

/** The one mapping from either vocabulary to its phase. */
export function taskPhase(status: TaskStatus): TaskPhase {
  return phaseOf[status];
}

/** Sort key of a deadline: soonest first, tasks without a deadline last (also an index key: never null). */
const NO_DEADLINE_KEY = '9999';
export const deadlineKeyOf = (deadline: string | null): string => deadline ?? NO_DEADLINE_KEY;

/**
 * SPEC §9: the dashboard lists at most 3 open tasks per project. Here rather than in task-summary.ts because
 * the demo store's schema upgrade needs it, and that runs on every start (task-summary pulls in task-rules).
 */
export const OPEN_TASKS_PER_PROJECT = 3;
