import type { TaskDraft } from '../../domain/task-draft';
import { summarizeProjectTasks } from '../../domain/task-summary';
import { projectTaskPage } from '../../domain/project-task-page';
import type { Repository } from '../repository';
import type { HttpClient } from './client';
import { endpoints } from './endpoints';
import { answerOf, appendFiles, formData, listOf, parseData } from './parse';
import { taskPlan } from './read-plans/task';
import { tolerant } from './tolerant';
import { readWireUser } from './wire-user';

// An attachment of unknown type is offered as a download, not shown as an image; a task without a priority has
// the one SPEC §4 gives new tasks.
const readTask = tolerant(taskPlan, 'Aufgaben', ['title'], { type: 'other', priority: 'medium' });

/** SPEC §7: assignedTo[] and attachments[] as the spec names them. */
function taskForm(draft: TaskDraft): FormData {
  const { assignedTo, attachments = [], files = [], ...fields } = draft;
  const form = formData({ ...fields, deadline: fields.deadline ?? '' });
  for (const id of assignedTo ?? []) form.append('assignedTo[]', String(id));
  // DECISION: attachments kept from before (or given by URL) travel as JSON text in `existingAttachments`.
  form.append('existingAttachments', JSON.stringify(attachments));
  return appendFiles(form, 'attachments[]', files);
}

export function createHttpTasks(http: HttpClient): Repository['tasks'] {
  const list = async () => parseData(listOf(readTask, 'Aufgaben'), await http.get(endpoints.tasks));
  const byProject = async (projectId: number) =>
    parseData(listOf(readTask, 'Aufgaben'), await http.get(endpoints.tasksOfProject(projectId)));
  return {
    list,
    byProject,
    // The provider's API has no paging or filter (SPEC §7): the page is cut from the project's tasks.
    pageOfProject: async (projectId, query, limit) => projectTaskPage(await byProject(projectId), query, limit),
    // The provider's API has no summary or per-assignee call (SPEC §7): both are computed from GET /tasks.
    summaries: async (projectIds) => summarizeProjectTasks(projectIds, await list()),
    assignedTo: async (userId) => (await list()).filter((task) => task.assignedTo.includes(userId)),
    get: async (id) => parseData(readTask, await http.get(endpoints.task(id))),
    users: async (id) => parseData(listOf(readWireUser, 'Benutzer'), await http.get(endpoints.taskUsers(id))),
    create: async (draft) => http.post(endpoints.tasks, { form: taskForm(draft) }, answerOf(readTask)),
    update: async (id, draft) => http.post(endpoints.taskUpdate(id), { form: taskForm(draft) }, answerOf(readTask)),
    remove: async (id) => {
      await http.delete(endpoints.task(id));
    },
  };
}
