// The project task list's filter, order and paging (SPEC §2: status filter, newest or oldest first), shared by
// the screen and both adapters.
import { firstOf, type Page } from './page';
import type { Task } from './task';
import { taskPhase, type TaskPhase } from './task-phase';

export type TaskSortOrder = 'newest' | 'oldest';

export interface ProjectTaskQuery {
  /** Tasks of either vocabulary count under their phase (SPEC §4); null: every task. */
  phase: TaskPhase | null;
  sort: TaskSortOrder;
}

/** The first `limit` tasks of a project for a query, how many match it, and how many the project has. */
export interface ProjectTaskPage extends Page<Task> {
  all: number;
}

/** By creation, equal times by id, in the query's direction. */
export function compareTaskCreation(
  sort: TaskSortOrder,
): (a: Pick<Task, 'createdAt' | 'id'>, b: Pick<Task, 'createdAt' | 'id'>) => number {
  const direction = sort === 'oldest' ? 1 : -1;
  return (a, b) => direction * (a.createdAt.localeCompare(b.createdAt) || a.id - b.id);
}

function applyTaskQuery(tasks: readonly Task[], query: ProjectTaskQuery): Task[] {
  const filtered = query.phase ? tasks.filter((t) => taskPhase(t.status) === query.phase) : [...tasks];
  return filtered.sort(compareTaskCreation(query.sort));
}

/** A page cut from all of a project's tasks (the HTTP adapter: the API has no paging). */
export function projectTaskPage(tasks: readonly Task[], query: ProjectTaskQuery, limit: number): ProjectTaskPage {
  return { ...firstOf(applyTaskQuery(tasks, query), limit), all: tasks.length };
}
