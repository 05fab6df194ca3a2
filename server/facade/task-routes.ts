import { taskDraftSchema, type TaskDraft } from '../../src/domain/task-draft';
import { draftOf, type FormFields } from './drafts';
import { adminForm, commentForm, noBody } from './intake';
import { num, text, jsonField, files, orNull, type Route, readForm } from './wire';

/** Reads the multipart task form of SPEC §7 (assignedTo[], attachments[]). */
function taskFields(form: FormData): FormFields<TaskDraft> {
  return {
    projectId: num(text(form, 'projectId')),
    title: text(form, 'title') ?? '',
    description: text(form, 'description') ?? '',
    status: text(form, 'status'),
    priority: text(form, 'priority'),
    assignedTo: form.getAll('assignedTo[]').map((v) => Number(v)),
    deadline: orNull(text(form, 'deadline')),
    attachments: jsonField(form, 'existingAttachments', []),
    files: files(form, 'attachments[]'),
  };
}

const taskDraft = (form: FormData) => draftOf(taskDraftSchema, taskFields(form));

/** Tasks, their comments and likes of SPEC §7; task writes come as multipart forms. */
export const taskRoutes: Route[] = [
  ['GET', /^\/tasks$/, async ({ repo }) => ({ data: await repo.tasks.list() })],
  [
    'GET',
    /^\/tasks\/project\/(\d+)$/,
    async ({ repo, params }) => ({ data: await repo.tasks.byProject(num(params[0])) }),
  ],
  ['GET', /^\/tasks\/(\d+)$/, async ({ repo, params }) => ({ data: await repo.tasks.get(num(params[0])) })],
  ['GET', /^\/tasks\/(\d+)\/users$/, async ({ repo, params }) => ({ data: await repo.tasks.users(num(params[0])) })],
  [
    'POST',
    /^\/tasks$/,
    async ({ repo, request }) => ({ data: await repo.tasks.create(taskDraft(await readForm(request))) }),
    adminForm,
  ],
  [
    'POST',
    /^\/tasks\/(\d+)\/update$/,
    async ({ repo, params, request }) => ({
      data: await repo.tasks.update(num(params[0]), taskDraft(await readForm(request))),
    }),
    adminForm,
  ],
  [
    'DELETE',
    /^\/tasks\/(\d+)$/,
    async ({ repo, params }) => repo.tasks.remove(num(params[0])).then(() => ({ success: true })),
    noBody,
  ],
  [
    'GET',
    /^\/tasks\/(\d+)\/comments$/,
    async ({ repo, params }) => ({ data: await repo.comments.byTask(num(params[0])) }),
  ],
  [
    'POST',
    /^\/tasks\/(\d+)\/comments$/,
    async ({ repo, params, request }) => {
      const form = await readForm(request);
      const parentId = text(form, 'parentId');
      return {
        data: await repo.comments.create(num(params[0]), {
          content: text(form, 'content') ?? '',
          files: files(form, 'attachments[]'),
          parentId: parentId ? Number(parentId) : null,
        }),
      };
    },
    commentForm,
  ],
  ['POST', /^\/comments\/(\d+)\/like$/, async ({ repo, params }) => repo.comments.like(num(params[0])), noBody],
  [
    'GET',
    /^\/comments\/(\d+)\/likes$/,
    async ({ repo, params }) => ({ data: await repo.comments.likes(num(params[0])) }),
  ],
];
