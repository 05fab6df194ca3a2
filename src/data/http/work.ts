import * as z from 'zod/mini';
import { commentSchema } from '../../domain/comment';
import type { CommentDraft } from '../../domain/comment-draft';
import { countProjectsByGroup, matchesProjectSearch, projectSchema as domainProject } from '../../domain/project';
import type { ProjectDraft } from '../../domain/project-draft';
import { taskSchema as domainTask } from '../../domain/task';
import type { TaskDraft } from '../../domain/task-draft';
import { summarizeProjectTasks } from '../../domain/task-summary';
import { firstOf } from '../../domain/page';
import { projectTaskPage } from '../../domain/project-task-page';
import type { Repository } from '../repository';
import { createHttpGroups } from './people';
import type { HttpClient } from './client';
import { endpoints } from './endpoints';
import { answerOf, appendFiles, formData, listOf, parseData } from './parse';
import { tolerant } from './tolerant';
import { fromWire, type Fields } from './wire';
import { wireUserSchema } from './wire-user';

const projectSchema = tolerant(domainProject, 'Projekte', ['title']);
// An attachment of unknown type is offered as a download, not shown as an image; a task without a priority has
// the one SPEC §4 gives new tasks.
const taskSchema = tolerant(domainTask, 'Aufgaben', ['title'], { type: 'other', priority: 'medium' });

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
  const list = async () =>
    parseData(listOf(projectSchema, 'Projekte'), await http.get(endpoints.projects, { fallback: fallbackLoad }));
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
    get: async (id) =>
      parseData(projectSchema, await http.get(endpoints.project(id), { fallback: 'Fehler beim Laden des Projekts' })),
    featured: async () =>
      parseData(
        listOf(projectSchema, 'Projekte'),
        await http.get(endpoints.projectsFeatured, { fallback: fallbackLoad }),
      ),
    ofMyGroups: async () =>
      parseData(
        listOf(projectSchema, 'Projekte'),
        await http.get(endpoints.projectsOfMyGroups, { fallback: fallbackLoad }),
      ),
    create: async (draft) =>
      http.post(endpoints.projects, { form: projectForm(draft) }, answerOf(projectSchema), {
        fallback: 'Fehler beim Erstellen des Projekts',
      }),
    update: async (id, draft) =>
      http.post(endpoints.projectUpdate(id), { form: projectForm(draft) }, answerOf(projectSchema), {
        fallback: 'Fehler beim Aktualisieren des Projekts',
      }),
    remove: async (id) => {
      await http.delete(endpoints.project(id));
    },
  };
}

export function createHttpTasks(http: HttpClient): Repository['tasks'] {
  const list = async () => parseData(listOf(taskSchema, 'Aufgaben'), await http.get(endpoints.tasks));
  const byProject = async (projectId: number) =>
    parseData(listOf(taskSchema, 'Aufgaben'), await http.get(endpoints.tasksOfProject(projectId)));
  return {
    list,
    byProject,
    // The provider's API has no paging or filter (SPEC §7): the page is cut from the project's tasks.
    pageOfProject: async (projectId, query, limit) => projectTaskPage(await byProject(projectId), query, limit),
    // The provider's API has no summary or per-assignee call (SPEC §7): both are computed from GET /tasks.
    summaries: async (projectIds) => summarizeProjectTasks(projectIds, await list()),
    assignedTo: async (userId) => (await list()).filter((task) => task.assignedTo.includes(userId)),
    get: async (id) => parseData(taskSchema, await http.get(endpoints.task(id))),
    users: async (id) => parseData(listOf(wireUserSchema, 'Benutzer'), await http.get(endpoints.taskUsers(id))),
    create: async (draft) => http.post(endpoints.tasks, { form: taskForm(draft) }, answerOf(taskSchema)),
    update: async (id, draft) => http.post(endpoints.taskUpdate(id), { form: taskForm(draft) }, answerOf(taskSchema)),
    remove: async (id) => {
      await http.delete(endpoints.task(id));
    },
  };
}

/** SPEC §3 Comment: likes is a count with a hasLiked flag in server answers, a list of user ids in sample data. */
const commentFields =
  (viewerId: number | null) =>
  (raw: Fields): Fields => {
    const { likes } = raw;
    return {
      ...raw,
      likeCount: raw.likeCount ?? (Array.isArray(likes) ? likes.length : likes),
      hasLiked: raw.hasLiked ?? (Array.isArray(likes) && viewerId !== null && likes.includes(viewerId)),
      attachments: raw.attachments ?? [],
      parentId: raw.parentId ?? null,
    };
  };

const likeCountSchema = z.number().check(z.int(), z.nonnegative());
const likeSchema = tolerant(
  z.object({ success: z._default(z.boolean(), true), liked: z.boolean(), likeCount: likeCountSchema }),
  'Likes',
  ['liked', 'likeCount'],
);
const likesSchema = tolerant(z.object({ likeCount: likeCountSchema, hasLiked: z.boolean() }), 'Likes', ['likeCount']);

/** `getUserId`: the signed-in user, who has liked a comment whose answer lists user ids instead of a flag. */
export function createHttpComments(http: HttpClient, getUserId: () => number | null): Repository['comments'] {
  const comment = () => fromWire(tolerant(commentSchema, 'Kommentare'), commentFields(getUserId()));
  return {
    byTask: async (taskId) =>
      parseData(listOf(comment(), 'Kommentare'), await http.get(endpoints.taskComments(taskId))),
    create: async (taskId, draft) =>
      http.post(endpoints.taskComments(taskId), { form: commentForm(draft) }, answerOf(comment())),
    like: async (commentId) => http.post(endpoints.commentLike(commentId), undefined, answerOf(likeSchema)),
    likes: async (commentId) => parseData(likesSchema, await http.get(endpoints.commentLikes(commentId))),
  };
}
