import * as z from 'zod/mini';
import { commentSchema, type CommentDraft } from '../../domain/comment';
import { countProjectsByGroup, matchesProjectSearch, projectSchema, type ProjectDraft } from '../../domain/project';
import { taskSchema, type TaskDraft } from '../../domain/task';
import { summarizeProjectTasks } from '../../domain/task-summary';
import { firstOf } from '../../domain/page';
import { projectTaskPage } from '../../domain/project-task-page';
import type { Repository } from '../repository';
import { createHttpGroups } from './people';
import type { HttpClient } from './client';
import { endpoints } from './endpoints';
import { appendFiles, formData, listOf, parseData } from './parse';
import { commentFields, fromWire, wireUserSchema } from './wire';

function projectForm(draft: ProjectDraft): FormData {
  const { file, additionalFiles = [], ...fields } = draft;
  const form = formData({ ...fields, file: file ? new File([file.blob], file.name, { type: file.type }) : undefined });
  // DECISION: new additional images go as repeated `additionalFiles` parts; kept ones stay in `additionalImages` (JSON text).
  return appendFiles(form, 'additionalFiles', additionalFiles);
}

/** SPEC §7: assignedTo[] and attachments[] as the spec names them. */
function taskForm(draft: TaskDraft): FormData {
  const { assignedTo, attachments = [], files = [], ...fields } = draft;
  const form = formData({ ...fields, deadline: fields.deadline ?? '' });
  for (const id of assignedTo ?? []) form.append('assignedTo[]', String(id));
  // DECISION: attachments kept from before (or given by URL) travel as JSON text in `existingAttachments`.
  form.append('existingAttachments', JSON.stringify(attachments));
  return appendFiles(form, 'attachments[]', files);
}

function commentForm(draft: CommentDraft): FormData {
  const form = formData({ content: draft.content ?? '', parentId: draft.parentId ?? undefined });
  return appendFiles(form, 'attachments[]', draft.files ?? []);
}

export function createHttpProjects(http: HttpClient): Repository['projects'] {
  const fallbackLoad = 'Fehler beim Laden der Projekte';
  const list = async () => parseData(listOf(projectSchema), await http.get(endpoints.projects, { fallback: fallbackLoad }));
  return {
    list,
    // The provider's API has no paging or search (SPEC §7): the page is cut from the full answer.
    page: async (query, limit) => {
      const search = query.search?.trim();
      // The names of the groups the caller may read (an admin all, a member their own), as in the demo.
      const [all, groups] = await Promise.all([list(), search ? createHttpGroups(http).list() : []]);
      const groupNames = new Map(groups.map((group) => [group.id, group.name] as const));
      return firstOf(search ? all.filter((p) => matchesProjectSearch(p, search, groupNames)) : all, limit);
    },
    countByGroup: async () => countProjectsByGroup((await list()).map((project) => project.projectGroupId)),
    get: async (id) => parseData(projectSchema, await http.get(endpoints.project(id), { fallback: 'Fehler beim Laden des Projekts' })),
    featured: async () => parseData(listOf(projectSchema), await http.get(endpoints.projectsFeatured, { fallback: fallbackLoad })),
    ofMyGroups: async () => parseData(listOf(projectSchema), await http.get(endpoints.projectsOfMyGroups, { fallback: fallbackLoad })),
    create: async (draft) =>
      parseData(projectSchema, await http.post(endpoints.projects, { form: projectForm(draft) }, { fallback: 'Fehler beim Erstellen des Projekts' })),
    update: async (id, draft) =>
      parseData(projectSchema, await http.post(endpoints.projectUpdate(id), { form: projectForm(draft) }, { fallback: 'Fehler beim Aktualisieren des Projekts' })),
    remove: async (id) => {
      await http.delete(endpoints.project(id));
    },
  };
}

export function createHttpTasks(http: HttpClient): Repository['tasks'] {
  const list = async () => parseData(listOf(taskSchema), await http.get(endpoints.tasks));
  const byProject = async (projectId: number) => parseData(listOf(taskSchema), await http.get(endpoints.tasksOfProject(projectId)));
  return {
    list,
    byProject,
    // The provider's API has no paging or filter (SPEC §7): the page is cut from the project's tasks.
    pageOfProject: async (projectId, query, limit) => projectTaskPage(await byProject(projectId), query, limit),
    // The provider's API has no summary or per-assignee call (SPEC §7): both are computed from GET /tasks.
    summaries: async (projectIds) => summarizeProjectTasks(projectIds, await list()),
    assignedTo: async (userId) => (await list()).filter((task) => task.assignedTo.includes(userId)),
    get: async (id) => parseData(taskSchema, await http.get(endpoints.task(id))),
    users: async (id) => parseData(listOf(wireUserSchema), await http.get(endpoints.taskUsers(id))),
    create: async (draft) => parseData(taskSchema, await http.post(endpoints.tasks, { form: taskForm(draft) })),
    update: async (id, draft) => parseData(taskSchema, await http.post(endpoints.taskUpdate(id), { form: taskForm(draft) })),
    remove: async (id) => {
      await http.delete(endpoints.task(id));
    },
  };
}

const likeSchema = z.object({ success: z.boolean(), liked: z.boolean(), likeCount: z.number().check(z.int(), z.nonnegative()) });

/** `getUserId`: the signed-in user, who has liked a comment whose answer lists user ids instead of a flag. */
export function createHttpComments(http: HttpClient, getUserId: () => number | null): Repository['comments'] {
  const comment = () => fromWire(commentSchema, commentFields(getUserId()));
  return {
    byTask: async (taskId) => parseData(listOf(comment()), await http.get(endpoints.taskComments(taskId))),
    create: async (taskId, draft) => parseData(comment(), await http.post(endpoints.taskComments(taskId), { form: commentForm(draft) })),
    like: async (commentId) => parseData(likeSchema, await http.post(endpoints.commentLike(commentId))),
    likes: async (commentId) =>
      parseData(z.object({ likeCount: z.number().check(z.int(), z.nonnegative()), hasLiked: z.boolean() }), await http.get(endpoints.commentLikes(commentId))),
  };
}
