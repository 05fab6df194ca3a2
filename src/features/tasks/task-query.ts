import { adminTaskStatuses, taskPhase } from '../../domain/task-rules';
import type { Task, TaskPhase } from '../../domain/task';

export type SortOrder = 'newest' | 'oldest';

export interface TaskQuery {
  phase: TaskPhase | null;
  sort: SortOrder;
}

/** Reads ?status= and ?sort= of the project task list; unknown values fall back to all / newest. */
export function readTaskQuery(params: URLSearchParams): TaskQuery {
  const status = params.get('status');
  const phase = (adminTaskStatuses as readonly string[]).includes(status ?? '') ? (status as TaskPhase) : null;
  return { phase, sort: params.get('sort') === 'oldest' ? 'oldest' : 'newest' };
}

/** Tasks of either vocabulary count under their phase (SPEC §4). */
export function applyTaskQuery(tasks: Task[], query: TaskQuery): Task[] {
  const filtered = query.phase ? tasks.filter((t) => taskPhase(t.status) === query.phase) : tasks;
  const direction = query.sort === 'oldest' ? 1 : -1;
  return [...filtered].sort((a, b) => direction * (a.createdAt.localeCompare(b.createdAt) || a.id - b.id));
}
