import type { Project } from '../../domain/project';
import type { Task } from '../../domain/task';

/** What the task panel shows: the list for members, a note for guests and outsiders. */
export type ProjectTasks =
  | { kind: 'list'; tasks: Task[] }
  | { kind: 'guest' }
  | { kind: 'forbidden' }
  | { kind: 'error' };

export type ProjectDetailData =
  | { status: 'ok'; project: Project; tasks: ProjectTasks }
  | { status: 'not-found' }
  | { status: 'error'; message: string };
