import type { Project } from '../../domain/project';
import type { ProjectDraft } from '../../domain/project-draft';
import { ValidationError } from '../errors';
import type { ProjectRecord } from './db';
import { getOr404, nowIso, requireAdmin, validate, type DemoContext } from './context';
import { deleteStoredFiles, keepOnlyOwnFiles, picturesOf, storeImages } from './files';
import * as messages from '../../domain/messages';
import { flag } from './mappers';
import { notify } from './notify';
import { keepAssigneesWhoCanReach } from './membership';
import { deleteTaskDependents, taskRemovalTables, unlinkNotifications } from './task-dependents';
import { getProject } from './projects-read';
import * as texts from '../texts';

async function prepare(ctx: DemoContext, draft: ProjectDraft, existing?: ProjectRecord) {
  const data = await validate('projectDraftSchema', draft);
  keepOnlyOwnFiles([data.imageUrl, ...data.additionalImages], existing ? picturesOf(existing) : [], {
    field: 'imageUrl',
    message: messages.invalidImageAddress,
  });
  const group = await ctx.db.groups.get(data.projectGroupId);
  if (!group) throw new ValidationError(texts.unknownGroup, { projectGroupId: texts.unknownGroup });
  const { mainUrl, additionalUrls } = await storeImages(ctx, data.file, 'file', data.additionalFiles);
  const { file: _file, additionalFiles: _additionalFiles, ...fields } = data;
  return {
    group,
    fields: {
      ...fields,
      imageUrl: mainUrl ?? fields.imageUrl,
      additionalImages: [...fields.additionalImages, ...additionalUrls],
      features: fields.features.map((f, sortOrder) => ({ ...f, sortOrder })),
      featuredKey: flag(fields.featured),
    },
  };
}

export async function createProject(ctx: DemoContext, draft: ProjectDraft): Promise<Project> {
  const { db } = ctx;
  const admin = await requireAdmin(ctx);
  const { group, fields } = await prepare(ctx, draft);
  const id = await db.transaction('rw', [db.projects, db.notifications, db.users], async () => {
    const newId = await db.projects.add({ ...fields, createdAt: nowIso(ctx), createdBy: admin.id });
    await notify(
      ctx,
      group.memberIds.filter((m) => m !== admin.id),
      {
        kind: 'newProject',
        title: 'Neues Projekt',
        message: `Das Projekt „${fields.title}“ wurde in der Gruppe „${group.name}“ angelegt.`,
        link: `/project-tasks/${newId}`,
      },
    );
    return newId;
  });
  return getProject(ctx, id);
}

export async function updateProject(ctx: DemoContext, id: number, draft: ProjectDraft): Promise<Project> {
  const { db } = ctx;
  const admin = await requireAdmin(ctx);
  const existing = await getOr404(db.projects.get(id), texts.projectNotFound);
  const { group, fields } = await prepare(ctx, draft, existing);
  await db.transaction('rw', [db.projects, db.tasks, db.users, db.groups, db.notifications], async () => {
    await db.projects.update(id, fields);
    if (fields.projectGroupId === existing.projectGroupId) return;
    await keepAssigneesWhoCanReach(ctx, id, fields.projectGroupId);
    // The new group learns of the project as if it had been created there; who saw it before already knew.
    const before = new Set((await db.groups.get(existing.projectGroupId))?.memberIds);
    await notify(
      ctx,
      group.memberIds.filter((m) => m !== admin.id && !before.has(m)),
      {
        kind: 'newProject',
        title: 'Neues Projekt',
        message: `Ihre Gruppe „${group.name}“ arbeitet jetzt am Projekt „${fields.title}“.`,
        link: `/project-tasks/${id}`,
      },
    );
  });
  const dropped = picturesOf(existing).filter(
    (url) => url !== fields.imageUrl && !fields.additionalImages.includes(url ?? ''),
  );
  await deleteStoredFiles(ctx, dropped);
  return getProject(ctx, id);
}

export async function removeProject(ctx: DemoContext, id: number): Promise<void> {
  const { db } = ctx;
  await requireAdmin(ctx);
  const existing = await getOr404(db.projects.get(id), texts.projectNotFound);
  const dependentFiles = await db.transaction('rw', [db.projects, ...taskRemovalTables(ctx)], async () => {
    const tasks = await db.tasks.where('projectId').equals(id).toArray();
    const commentFiles = await deleteTaskDependents(
      ctx,
      tasks.map((t) => t.id),
    );
    await db.tasks.bulkDelete(tasks.map((t) => t.id));
    await db.projects.delete(id);
    await db.taskSummaries.delete(id);
    await unlinkNotifications(ctx, [`/project-tasks/${id}`]);
    return [...tasks.flatMap((t) => t.attachments.map((a) => a.url)), ...commentFiles];
  });
  await deleteStoredFiles(ctx, [...picturesOf(existing), ...dependentFiles]);
}
