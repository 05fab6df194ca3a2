// The task rows' types, apart from db.ts so that the summary rows (task-summary-rows.ts), which db.ts's upgrade
// uses, need not import db.ts back.
import type { Task } from '../../domain/task';

/** Task rows carry their phase as 0/1/2 and a deadline that is never null, so both are index keys (db.ts). */
export interface TaskIndexKeys {
  phaseKey: 0 | 1 | 2;
  deadlineKey: string;
}
export type TaskRecord = Task & TaskIndexKeys;

/** A project's task counts per phase and copies of its soonest open tasks, kept on every task write (task-summary-store). */
export interface TaskSummaryRecord {
  projectId: number;
  todo: number;
  inProgress: number;
  done: number;
  nextOpen: TaskRecord[];
}
