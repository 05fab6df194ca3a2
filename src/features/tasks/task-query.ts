import { adminTaskStatuses } from '../../domain/task-phase';
import type { ProjectTaskQuery } from '../../domain/project-task-page';
import type { TaskPhase } from '../../domain/task-phase';

/** Reads ?status= and ?sort= of the project task list; unknown values fall back to all / newest. */
export function readTaskQuery(params: URLSearchParams): ProjectTaskQuery {
  const status = params.get('status');
  const phase = (adminTaskStatuses as readonly string[]).includes(status ?? '') ? (status as TaskPhase) : null;
  return { phase, sort: params.get('sort') === 'oldest' ? 'oldest' : 'newest' };
}
