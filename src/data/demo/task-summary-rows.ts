import { OPEN_TASKS_PER_PROJECT } from '../../domain/task-phase';
import type { TaskRecord, TaskSummaryRecord } from './task-records';

// Apart from task-summary-store.ts because db.ts needs these for its upgrade: kept light, as db.ts is on
// the start-up path of every visit.

const byDeadline = (a: TaskRecord, b: TaskRecord) => a.deadlineKey.localeCompare(b.deadlineKey) || a.id - b.id;

/** A project's summary row from its tasks (any order). */
export function summaryRecordOf(projectId: number, tasks: readonly TaskRecord[]): TaskSummaryRecord {
  const counts = [0, 0, 0];
  for (const task of tasks) counts[task.phaseKey] = (counts[task.phaseKey] ?? 0) + 1;
  const nextOpen = tasks
    .filter((task) => task.phaseKey !== 2)
    .sort(byDeadline)
    .slice(0, OPEN_TASKS_PER_PROJECT);
  return { projectId, todo: counts[0] ?? 0, inProgress: counts[1] ?? 0, done: counts[2] ?? 0, nextOpen };
}

/** Summary rows of every project that has tasks, from all tasks at once (seed, upgrade, bulk writes). */
export function summaryRecordsOf(tasks: readonly TaskRecord[]): TaskSummaryRecord[] {
  const byProject = new Map<number, TaskRecord[]>();
  for (const task of tasks) {
    const own = byProject.get(task.projectId);
    if (own) own.push(task);
    else byProject.set(task.projectId, [task]);
  }
  return [...byProject].map(([projectId, own]) => summaryRecordOf(projectId, own));
}
