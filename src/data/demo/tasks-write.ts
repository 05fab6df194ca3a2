import { attachmentTypeOf } from '../../domain/attachment-rules';
import type { Attachment } from '../../domain/attachment';
import type { User } from '../../domain/user';
import type { Task } from '../../domain/task';
import type { TaskDraft } from '../../domain/task-draft';
import { ValidationError } from '../errors';
import { canReachGroup, getOr404, nowIso, requireAdmin, validate, type DemoContext } from './context';
import { taskIndexKeys } from './db';
import { acceptUploads, deleteStoredFiles, keepOnlyOwnFiles, storeFile } from './files';
import * as messages from '../../domain/messages';
import { taskFromRecord, userFromRecord } from './mappers';
import { notify } from './notify';
import { deleteTaskDependents, taskRemovalTables } from './task-dependents';
import { refreshTaskSummaries } from './task-summary-store';
import { projectOf } from './tasks-read';
import * as texts from '../texts';

const sameIds = (a: number[], b: number[]) => a.length === b.length && a.every((id) => b.includes(id));

/**
 * Validates, resolves default assignees and stores new files; writes nothing else.
 * SPEC §6: a task is assigned to all members of the project group unless assignees are chosen. An edit that
 * leaves the assignees as they were (a status change, say) keeps them, even when nobody is left on the task.
 */
async function prepare(
  ctx: DemoContext,
  draft: TaskDraft,
  admin: User,
  existing?: { assignedTo: number[]; attachments: Attachment[] },
) {
  const { db } = ctx;
  const data = await validate('taskDraftSchema', draft);
  keepOnlyOwnFiles(
    data.attachments.map((a) => a.url),
    existing?.attachments.map((a) => a.url) ?? [],
    { field: 'attachments', message: messages.invalidLink },
  );
  const project = await projectOf(ctx, data.projectId);
  const chosen = data.assignedTo ?? existing?.assignedTo ?? [];
  const unchanged = existing !== undefined && sameIds(chosen, existing.assignedTo);
  const assignedTo =
    chosen.length || unchanged ? chosen : ((await db.groups.get(project.projectGroupId))?.memberIds ?? []);
  const assignees = await db.users.bulkGet(assignedTo);
  if (assignees.some((u) => !u))
    throw new ValidationError(texts.unknownAssignee, { assignedTo: texts.unknownAssignee });
  // Someone who cannot open the project's tasks would only be told of a task they cannot see. A task moved to
  // another group's project quietly keeps only those who can follow it.
  const outsiders = new Set(
    assignees.flatMap((u) => (u && !canReachGroup(userFromRecord(u), project.projectGroupId) ? [u.id] : [])),
  );
  if ([...outsiders].some((id) => !existing?.assignedTo.includes(id))) {
    throw new ValidationError(texts.outsideAssignee, { assignedTo: texts.outsideAssignee });
  }
  const uploaded: Attachment[] = [];
  for (const file of await acceptUploads(data.files, 'task', 'files')) {
    const stored = await storeFile(ctx, file);
    uploaded.push({
      id: stored.url,
      name: stored.name,
      type: attachmentTypeOf(file),
      url: stored.url,
      size: stored.size,
      uploadedAt: nowIso(ctx),
      uploadedBy: admin.id,
    });
  }
  const { files: _files, ...fields } = data;
  return {
    project,
    fields: {
      ...fields,
      assignedTo: assignedTo.filter((id) => !outsiders.has(id)),
      attachments: [...fields.attachments, ...uploaded],
    },
  };
}

async function notifyAssigned(
  ctx: DemoContext,
  userIds: number[],
  task: { id: number; title: string },
  project: { title: string; projectGroupId: number | null },
  actorId: number,
) {
  await notify(
    ctx,
    userIds.filter((id) => id !== actorId),
    {
      kind: 'newTask',
      title: 'Neue Aufgabe',
      message: `Ihnen wurde die Aufgabe „${task.title}“ im Projekt „${project.title}“ zugewiesen.`,
      link: `/tasks/${task.id}`,
    },
    project,
  );
}

export async function createTask(ctx: DemoContext, draft: TaskDraft): Promise<Task> {
  const { db } = ctx;
  const admin = await requireAdmin(ctx);
  const { project, fields } = await prepare(ctx, draft, admin);
  const id = await db.transaction('rw', [db.tasks, db.taskSummaries, db.notifications, db.users], async () => {
    const newId = await db.tasks.add({
      ...fields,
      ...taskIndexKeys(fields),
      createdAt: nowIso(ctx),
      createdBy: admin.id,
      updatedAt: null,
    });
    await refreshTaskSummaries(db, [fields.projectId]);
    await notifyAssigned(ctx, fields.assignedTo, { id: newId, title: fields.title }, project, admin.id);
    return newId;
  });
  return taskFromRecord((await db.tasks.get(id))!);
}

export async function updateTask(ctx: DemoContext, id: number, draft: TaskDraft): Promise<Task> {
  const { db } = ctx;
  const admin = await requireAdmin(ctx);
  const existing = await getOr404(db.tasks.get(id), texts.taskNotFound);
  const { project, fields } = await prepare(ctx, draft, admin, existing);
  await db.transaction('rw', [db.tasks, db.taskSummaries, db.notifications, db.users, db.reminders], async () => {
    await db.tasks.update(id, { ...fields, ...taskIndexKeys(fields), updatedAt: nowIso(ctx) });
    // A new deadline earns its own reminder when it comes within reach.
    if (fields.deadline !== existing.deadline) {
      await db.reminders.where('[taskId+userId]').between([id, -Infinity], [id, Infinity]).delete();
    }
    await refreshTaskSummaries(db, [existing.projectId, fields.projectId]);
    const added = fields.assignedTo.filter((u) => !existing.assignedTo.includes(u));
    await notifyAssigned(ctx, added, { id, title: fields.title }, project, admin.id);
  });
  const kept = new Set(fields.attachments.map((a) => a.url));
  await deleteStoredFiles(
    ctx,
    existing.attachments.map((a) => a.url).filter((url) => !kept.has(url)),
  );
  return taskFromRecord((await db.tasks.get(id))!);
}

export async function removeTask(ctx: DemoContext, id: number): Promise<void> {
  const { db } = ctx;
  await requireAdmin(ctx);
  const existing = await getOr404(db.tasks.get(id), texts.taskNotFound);
  const commentFiles = await db.transaction('rw', taskRemovalTables(ctx), async () => {
    const urls = await deleteTaskDependents(ctx, [id]);
    await db.tasks.delete(id);
    await refreshTaskSummaries(db, [existing.projectId]);
    return urls;
  });
  await deleteStoredFiles(ctx, [...existing.attachments.map((a) => a.url), ...commentFiles]);
}
