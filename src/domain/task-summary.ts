import type { Id } from './common';
import type { Task } from './task';
import { adminTaskStatuses, deadlineKeyOf, OPEN_TASKS_PER_PROJECT, taskPhase, type TaskPhase } from './task-phase';
import { isTaskDone } from './task-rules';

/** What the dashboard and the project overview show of a project's tasks, without loading them all. */
export interface ProjectTaskSummary {
  projectId: Id;
  /** Tasks per phase; either status vocabulary counts under its phase. */
  counts: Record<TaskPhase, number>;
  /** Open tasks (not done), soonest deadline first, at most OPEN_TASKS_PER_PROJECT. */
  nextOpen: Task[];
}

export const compareByDeadline = (a: Task, b: Task) =>
  deadlineKeyOf(a.deadline).localeCompare(deadlineKeyOf(b.deadline)) || a.id - b.id;

/** Finished tasks: the latest deadline first (what was done last, as the rows show it), those without one last. */
export const compareByDeadlineLatestFirst = (a: Task, b: Task) =>
  Number(a.deadline === null) - Number(b.deadline === null) || compareByDeadline(b, a);

/**
 * Summaries for the given projects from a list of tasks, in the order of `projectIds`. The HTTP adapter
 * computes them from GET /tasks; the demo store answers the same question by index (and its tests compare).
 */
export function summarizeProjectTasks(projectIds: Id[], tasks: Task[]): ProjectTaskSummary[] {
  const byProject = new Map<Id, Task[]>(projectIds.map((id) => [id, []]));
  for (const task of tasks) byProject.get(task.projectId)?.push(task);
  return projectIds.map((projectId) => {
    const own = byProject.get(projectId) ?? [];
    const counts = Object.fromEntries(adminTaskStatuses.map((phase) => [phase, 0])) as Record<TaskPhase, number>;
    for (const task of own) counts[taskPhase(task.status)]++;
    const nextOpen = own
      .filter((task) => !isTaskDone(task.status))
      .sort(compareByDeadline)
      .slice(0, OPEN_TASKS_PER_PROJECT);
    return { projectId, counts, nextOpen };
  });
}

/** Open tasks beyond the ones a summary shows. */
export const moreOpenTasks = (summary: ProjectTaskSummary) =>
  Math.max(0, summary.counts.todo + summary.counts.in_progress - summary.nextOpen.length);
