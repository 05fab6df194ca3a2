import { countProjectsByGroup, type Project, type ProjectPage, type ProjectQuery } from '../../domain/project';
import type { ProjectDraft } from '../../domain/project-draft';
import { NotFoundError, ValidationError } from '../errors';
import { nowIso, requireAdmin, requireUser, validate, type DemoContext } from './context';
import { acceptUploads, deleteStoredFiles, storeFile } from './files';
import { flag, projectFromRecord } from './mappers';
import { notify } from './notify';
import { keepAssigneesWhoCanReach } from './membership';
import { deleteTaskDependents, unlinkNotifications } from './task-dependents';
import { compareIso } from './order';
import { searchProjects } from './project-search';
import { createGroups } from './groups';
import * as texts from '../texts';

/** Distinct ids, ascending: the order `anyOf` walks them, so results keep their former order. */
export const sortedIds = (ids: number[]): number[] => [...new Set(ids)].sort((a, b) => a - b);

/**
 * The ids of the projects of these groups: one `equals` read per group (getAllKeys) rather than `anyOf`,
 * which Dexie walks with a cursor, a round trip per row.
 */
export async function projectIdsOfGroups(ctx: DemoContext, groupIds: number[]): Promise<number[]> {
  const perGroup = await Promise.all(
    sortedIds(groupIds).map((g) => ctx.db.projects.where('projectGroupId').equals(g).primaryKeys()),
  );
  return perGroup.flat();
}

export function createProjects(ctx: DemoContext) {
  const { db } = ctx;

  async function prepare(draft: ProjectDraft) {
    const data = await validate('projectDraftSchema', draft);
    const group = await db.groups.get(data.projectGroupId);
    if (!group) throw new ValidationError(texts.unknownGroup, { projectGroupId: texts.unknownGroup });
    const [file] = await acceptUploads(data.file ? [data.file] : [], 'image', 'file');
    const additional = await acceptUploads(data.additionalFiles, 'image', 'additionalFiles');
    // Files are stored before the record transaction: a Blob write is its own unit of work.
    const image = file ? await storeFile(ctx, file) : null;
    const extra = await Promise.all(additional.map((f) => storeFile(ctx, f)));
    const { file: _file, additionalFiles: _additionalFiles, ...fields } = data;
    return {
      group,
      fields: {
        ...fields,
        imageUrl: image?.url ?? fields.imageUrl,
        additionalImages: [...fields.additionalImages, ...extra.map((f) => f.url)],
        features: fields.features.map((f, sortOrder) => ({ ...f, sortOrder })),
        featuredKey: flag(fields.featured),
      },
    };
  }

  async function get(id: number): Promise<Project> {
    const record = await db.projects.get(id);
    if (!record) throw new NotFoundError(texts.projectNotFound);
    return projectFromRecord(record);
  }

  return {
    get,

    async list(): Promise<Project[]> {
      // Forward and reversed in memory: a reverse read walks a cursor where getAll has no direction (tasks.ts).
      return (await db.projects.orderBy('createdAt').toArray()).reverse().map(projectFromRecord);
    },

    async page(query: ProjectQuery, limit: number): Promise<ProjectPage> {
      const search = query.search?.trim();
      if (search) {
        // The names of the groups the caller may read (GET /groups: an admin all, a member their own).
        const groups = await createGroups(ctx).list();
        return searchProjects(db, search, limit, new Map(groups.map((group) => [group.id, group.name])));
      }
      // A reverse cursor over a page is cheap; it meets equal dates in descending ids, as list() orders them.
      const [records, total] = await Promise.all([
        db.projects.orderBy('createdAt').reverse().limit(limit).toArray(),
        db.projects.count(),
      ]);
      return { items: records.map(projectFromRecord), total };
    },

    async countByGroup(): Promise<Record<number, number>> {
      // The index's keys only: no project record is read.
      return countProjectsByGroup((await db.projects.orderBy('projectGroupId').keys()) as number[]);
    },

    async featured(): Promise<Project[]> {
      return (await db.projects.where('featuredKey').equals(1).toArray()).map(projectFromRecord);
    },

    async ofMyGroups(): Promise<Project[]> {
      const user = await requireUser(ctx);
      const records = (
        await Promise.all(
          sortedIds(user.projectGroups).map((g) => db.projects.where('projectGroupId').equals(g).toArray()),
        )
      ).flat();
      return records.sort((a, b) => compareIso(b.createdAt, a.createdAt)).map(projectFromRecord);
    },

    async create(draft: ProjectDraft): Promise<Project> {
      const admin = await requireAdmin(ctx);
      const { group, fields } = await prepare(draft);
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
      return get(id);
    },

    async update(id: number, draft: ProjectDraft): Promise<Project> {
      const admin = await requireAdmin(ctx);
      const existing = await db.projects.get(id);
      if (!existing) throw new NotFoundError(texts.projectNotFound);
      const { group, fields } = await prepare(draft);
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
      const dropped = [existing.imageUrl, ...existing.additionalImages].filter(
        (url) => url !== fields.imageUrl && !fields.additionalImages.includes(url ?? ''),
      );
      await deleteStoredFiles(ctx, dropped);
      return get(id);
    },

    async remove(id: number): Promise<void> {
      await requireAdmin(ctx);
      const existing = await db.projects.get(id);
      if (!existing) throw new NotFoundError(texts.projectNotFound);
      const dependentFiles = await db.transaction(
        'rw',
        [db.projects, db.tasks, db.taskSummaries, db.comments, db.likes, db.reminders, db.notifications],
        async () => {
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
        },
      );
      await deleteStoredFiles(ctx, [existing.imageUrl, ...existing.additionalImages, ...dependentFiles]);
    },
  };
}
