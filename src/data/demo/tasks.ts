import type { Repository } from '../repository';
import type { DemoContext } from './context';
import {
  getTask,
  listTasks,
  taskPageOfProject,
  taskSummaries,
  tasksAssignedTo,
  tasksByProject,
  usersOfTask,
} from './tasks-read';
import { createTask, removeTask, updateTask } from './tasks-write';

/** The tasks resource over one database: reads in tasks-read.ts, writes in tasks-write.ts. */
export function createTasks(ctx: DemoContext): Repository['tasks'] {
  return {
    list: () => listTasks(ctx),
    byProject: (projectId) => tasksByProject(ctx, projectId),
    pageOfProject: (projectId, query, limit) => taskPageOfProject(ctx, projectId, query, limit),
    summaries: (projectIds) => taskSummaries(ctx, projectIds),
    assignedTo: (userId) => tasksAssignedTo(ctx, userId),
    get: (id) => getTask(ctx, id),
    users: (id) => usersOfTask(ctx, id),
    create: (draft) => createTask(ctx, draft),
    update: (id, draft) => updateTask(ctx, id, draft),
    remove: (id) => removeTask(ctx, id),
  };
}
