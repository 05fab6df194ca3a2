import type { Project } from '../../domain/project';
import type { ProjectTaskPage } from '../../domain/project-task-page';

/** Rows per step: the project's story and the contact call below the list stay within reach. */
export const TASKS_PER_STEP = 20;

/**
 * What the task panel shows: the first steps of the list for members, a note for guests and outsiders; 'unavailable'
 * when the list's code could not be loaded.
 */
export type ProjectTasks =
  | { kind: 'list'; page: ProjectTaskPage }
  | { kind: 'guest' }
  | { kind: 'forbidden' }
  | { kind: 'error' }
  | { kind: 'unavailable' };

export type ProjectDetailData =
  | { status: 'ok'; project: Project; tasks: ProjectTasks }
  | { status: 'not-found' }
  | { status: 'error'; message: string };
