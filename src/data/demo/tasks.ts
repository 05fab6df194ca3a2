import Dexie from 'dexie';
import { attachmentTypeOf } from '../../domain/attachment-rules';
import type { Attachment } from '../../domain/attachment';
import type { User } from '../../domain/user';
import { isAdmin } from '../../domain/roles';
import { defaultNotificationSettings } from '../../domain/notification-settings';
import type { Task } from '../../domain/task';
import type { TaskDraft } from '../../domain/task-draft';
import { summarizeProjectTasks, type ProjectTaskSummary } from '../../domain/task-summary';
import { compareTaskCreation, type ProjectTaskPage, type ProjectTaskQuery } from '../../domain/project-task-page';
import { ForbiddenError, NotFoundError, ValidationError } from '../errors';
import {
  assertGroupAccess,
  canReachGroup,
  nowIso,
  requireAdmin,
  requireUser,
  validate,
  type DemoContext,
} from './context';
import { phaseKeys, taskIndexKeys } from './db';
import { acceptUploads, deleteStoredFiles, storeFile } from './files';
import { taskFromRecord, userFromRecord } from './mappers';
import { notify } from './notify';
import { compareGerman, compareIso } from './order';
import { projectIdsOfGroups } from './projects';
import { deleteTaskDependents } from './task-dependents';
import { readTaskSummaries, refreshTaskSummaries } from './task-summary-store';
import * as texts from '../texts';

const sameIds = (a: number[], b: number[]) => a.length === b.length && a.every((id) => b.includes(id));

export function createTasks(ctx: DemoContext) {
  const { db } = ctx;

  async function projectOf(projectId: number) {
    const project = await db.projects.get(projectId);
    if (!project) throw new NotFoundError(texts.projectNotFound);
    return project;
  }

  /** A project's tasks, oldest first: one forward range read, which IndexedDB answers with getAll. */
  const tasksOfProject = (projectId: number) =>
    db.tasks.where('[projectId+createdAt]').between([projectId, ''], [projectId, '\uffff']).toArray();

  async function readable(id: number, user: User): Promise<Task> {
    const record = await db.tasks.get(id);
    if (!record) throw new NotFoundError(texts.taskNotFound);
    assertGroupAccess(user, (await projectOf(record.projectId)).projectGroupId);
    return taskFromRecord(record);
  }

  /**
   * Validates, resolves default assignees and stores new files; writes nothing else.
   * SPEC §6: a task is assigned to all members of the project group unless assignees are chosen. An edit that
   * leaves the assignees as they were (a status change, say) keeps them, even when nobody is left on the task.
   */
  async function prepare(draft: TaskDraft, admin: User, existing?: { assignedTo: number[] }) {
    const data = await validate('taskDraftSchema', draft);
    const project = await projectOf(data.projectId);
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

  return {
    async list(): Promise<Task[]> {
      const user = await requireUser(ctx);
      // Read forward and reversed in memory: without IndexedDB 3's getAll({ direction }) (Firefox, Safari,
      // fake-indexeddb; Chromium has it) Dexie walks a reverse read with a cursor, one round trip a row.
      if (isAdmin(user)) return (await db.tasks.orderBy('createdAt').toArray()).reverse().map(taskFromRecord);
      const projectIds = (await projectIdsOfGroups(ctx, user.projectGroups)).sort((a, b) => a - b);
      // One getAll range read per project, in parallel, instead of `anyOf` over all project ids, which walks
      // a cursor (docs/performance.md: 0.4–0.6 s in Chromium for a member's 3,779 tasks, 13 s on
      // fake-indexeddb for 3,212; now about 0.06 s). The cost
      // follows the member's tasks, not the table; the stable sort keeps the previous order for equal times.
      const records = (await Promise.all(projectIds.map(tasksOfProject))).flat();
      return records.sort((a, b) => compareIso(b.createdAt, a.createdAt)).map(taskFromRecord);
    },

    async byProject(projectId: number): Promise<Task[]> {
      const user = await requireUser(ctx);
      assertGroupAccess(user, (await projectOf(projectId)).projectGroupId);
      return (await tasksOfProject(projectId)).reverse().map(taskFromRecord);
    },

    async pageOfProject(projectId: number, query: ProjectTaskQuery, limit: number): Promise<ProjectTaskPage> {
      const user = await requireUser(ctx);
      assertGroupAccess(user, (await projectOf(projectId)).projectGroupId);
      const inProject = db.tasks.where('[projectId+createdAt]').between([projectId, ''], [projectId, '\uffff']);
      const all = await inProject.count();
      if (query.phase === null) {
        // A cursor from the chosen end, stopped after the page: the rows read follow the page, not the project.
        const records = await (query.sort === 'newest' ? inProject.reverse() : inProject).limit(limit).toArray();
        return { items: records.map(taskFromRecord), total: all, all };
      }
      // One phase of either vocabulary: one range read of its own index keys, ordered here.
      const phaseKey = phaseKeys[query.phase];
      const records = await db.tasks
        .where('[projectId+phaseKey+deadlineKey]')
        .between([projectId, phaseKey, Dexie.minKey], [projectId, phaseKey, Dexie.maxKey])
        .toArray();
      return {
        items: records.sort(compareTaskCreation(query.sort)).slice(0, limit).map(taskFromRecord),
        total: records.length,
        all,
      };
    },

    async summaries(projectIds: number[]): Promise<ProjectTaskSummary[]> {
      const user = await requireUser(ctx);
      const projects = await db.projects.bulkGet(projectIds);
      const readable = (i: number) => {
        const project = projects[i];
        return project !== undefined && (isAdmin(user) || user.projectGroups.includes(project.projectGroupId));
      };
      const summaries = await readTaskSummaries(
        db,
        projectIds.filter((_, i) => readable(i)),
      );
      // A project the user may not see reads as one without tasks, as the port promises one entry per id.
      const byId = new Map(summaries.map((summary) => [summary.projectId, summary]));
      return projectIds.map((projectId) => byId.get(projectId) ?? summarizeProjectTasks([projectId], [])[0]!);
    },

    async assignedTo(userId: number): Promise<Task[]> {
      const user = await requireUser(ctx);
      if (!isAdmin(user) && userId !== user.id) throw new ForbiddenError();
      const records = await db.tasks.where('assignedTo').equals(userId).toArray();
      const readableProjects = isAdmin(user) ? null : new Set(await projectIdsOfGroups(ctx, user.projectGroups));
      return records
        .filter((task) => readableProjects === null || readableProjects.has(task.projectId))
        .sort((a, b) => compareIso(b.createdAt, a.createdAt))
        .map(taskFromRecord);
    },

    async get(id: number): Promise<Task> {
      return readable(id, await requireUser(ctx));
    },

    /** The task's people: its project group's members, its assignees and its creator, by name. */
    async users(id: number): Promise<User[]> {
      const viewer = await requireUser(ctx);
      const task = await readable(id, viewer);
      const project = await projectOf(task.projectId);
      const group = await db.groups.get(project.projectGroupId);
      const ids = new Set([
        ...(group?.memberIds ?? []),
        ...task.assignedTo,
        ...(task.createdBy ? [task.createdBy] : []),
      ]);
      const users = (await db.users.bulkGet([...ids])).filter((u) => u !== undefined).map(userFromRecord);
      // A member learns no more of colleagues than they share: not their other groups (a closed group's
      // members stay among themselves), nor their notification settings.
      const shown = isAdmin(viewer)
        ? users
        : users.map((u) => ({
            ...u,
            projectGroups: u.projectGroups.filter((g) => viewer.projectGroups.includes(g)),
            notificationSettings: defaultNotificationSettings,
          }));
      return shown.sort((a, b) => compareGerman(a.name, b.name));
    },

    async create(draft: TaskDraft): Promise<Task> {
      const admin = await requireAdmin(ctx);
      const { project, fields } = await prepare(draft, admin);
      const id = await db.transaction('rw', [db.tasks, db.taskSummaries, db.notifications, db.users], async () => {
        const newId = await db.tasks.add({
          ...fields,
          ...taskIndexKeys(fields),
          createdAt: nowIso(ctx),
          createdBy: admin.id,
          updatedAt: null,
        });
        await refreshTaskSummaries(db, [fields.projectId]);
        await notifyAssigned(fields.assignedTo, { id: newId, title: fields.title }, project, admin.id);
        return newId;
      });
      return taskFromRecord((await db.tasks.get(id))!);
    },

    async update(id: number, draft: TaskDraft): Promise<Task> {
      const admin = await requireAdmin(ctx);
      const existing = await db.tasks.get(id);
      if (!existing) throw new NotFoundError(texts.taskNotFound);
      const { project, fields } = await prepare(draft, admin, existing);
      await db.transaction('rw', [db.tasks, db.taskSummaries, db.notifications, db.users, db.reminders], async () => {
        await db.tasks.update(id, { ...fields, ...taskIndexKeys(fields), updatedAt: nowIso(ctx) });
        // A new deadline earns its own reminder when it comes within reach.
        if (fields.deadline !== existing.deadline) {
          await db.reminders.where('[taskId+userId]').between([id, -Infinity], [id, Infinity]).delete();
        }
        await refreshTaskSummaries(db, [existing.projectId, fields.projectId]);
        const added = fields.assignedTo.filter((u) => !existing.assignedTo.includes(u));
        await notifyAssigned(added, { id, title: fields.title }, project, admin.id);
      });
      const kept = new Set(fields.attachments.map((a) => a.url));
      await deleteStoredFiles(
        ctx,
        existing.attachments.map((a) => a.url).filter((url) => !kept.has(url)),
      );
      return taskFromRecord((await db.tasks.get(id))!);
    },

    async remove(id: number): Promise<void> {
      await requireAdmin(ctx);
      const existing = await db.tasks.get(id);
      if (!existing) throw new NotFoundError(texts.taskNotFound);
      const commentFiles = await db.transaction(
        'rw',
        [db.tasks, db.taskSummaries, db.comments, db.likes, db.reminders, db.notifications],
        async () => {
          const urls = await deleteTaskDependents(ctx, [id]);
          await db.tasks.delete(id);
          await refreshTaskSummaries(db, [existing.projectId]);
          return urls;
        },
      );
      await deleteStoredFiles(ctx, [...existing.attachments.map((a) => a.url), ...commentFiles]);
    },
  };
}
