import Dexie from 'dexie';
import type { User } from '../../domain/user';
import { isAdmin } from '../../domain/roles';
import { defaultNotificationSettings } from '../../domain/notification-settings';
import type { Task } from '../../domain/task';
import { summarizeProjectTasks, type ProjectTaskSummary } from '../../domain/task-summary';
import { compareTaskCreation, type ProjectTaskPage, type ProjectTaskQuery } from '../../domain/project-task-page';
import { ForbiddenError, NotFoundError } from '../errors';
import { assertGroupAccess, requireUser, type DemoContext } from './context';
import { phaseKeys } from './db';
import { taskFromRecord, userFromRecord } from './mappers';
import { compareGerman, compareIso } from './order';
import { projectIdsOfGroups } from './projects-read';
import { readTaskSummaries } from './task-summary-store';
import * as texts from '../texts';

export async function projectOf(ctx: DemoContext, projectId: number) {
  const project = await ctx.db.projects.get(projectId);
  if (!project) throw new NotFoundError(texts.projectNotFound);
  return project;
}

/** A project's tasks, oldest first: one forward range read, which IndexedDB answers with getAll. */
const tasksOfProject = (ctx: DemoContext, projectId: number) =>
  ctx.db.tasks.where('[projectId+createdAt]').between([projectId, ''], [projectId, '\uffff']).toArray();

async function readableTask(ctx: DemoContext, id: number, user: User): Promise<Task> {
  const record = await ctx.db.tasks.get(id);
  if (!record) throw new NotFoundError(texts.taskNotFound);
  assertGroupAccess(user, (await projectOf(ctx, record.projectId)).projectGroupId);
  return taskFromRecord(record);
}

export async function listTasks(ctx: DemoContext): Promise<Task[]> {
  const { db } = ctx;
  const user = await requireUser(ctx);
  // Read forward and reversed in memory: without IndexedDB 3's getAll({ direction }) (Firefox, Safari,
  // fake-indexeddb; Chromium has it) Dexie walks a reverse read with a cursor, one round trip a row.
  if (isAdmin(user)) return (await db.tasks.orderBy('createdAt').toArray()).reverse().map(taskFromRecord);
  const projectIds = (await projectIdsOfGroups(ctx, user.projectGroups)).sort((a, b) => a - b);
  // One getAll range read per project, in parallel, instead of `anyOf` over all project ids, which walks
  // a cursor (docs/performance.md: 0.4–0.6 s in Chromium for a member's 3,779 tasks, 13 s on
  // fake-indexeddb for 3,212; now about 0.06 s). The cost
  // follows the member's tasks, not the table; the stable sort keeps the previous order for equal times.
  const records = (await Promise.all(projectIds.map((projectId) => tasksOfProject(ctx, projectId)))).flat();
  return records.sort((a, b) => compareIso(b.createdAt, a.createdAt)).map(taskFromRecord);
}

export async function tasksByProject(ctx: DemoContext, projectId: number): Promise<Task[]> {
  const user = await requireUser(ctx);
  assertGroupAccess(user, (await projectOf(ctx, projectId)).projectGroupId);
  return (await tasksOfProject(ctx, projectId)).reverse().map(taskFromRecord);
}

export async function taskPageOfProject(
  ctx: DemoContext,
  projectId: number,
  query: ProjectTaskQuery,
  limit: number,
): Promise<ProjectTaskPage> {
  const { db } = ctx;
  const user = await requireUser(ctx);
  assertGroupAccess(user, (await projectOf(ctx, projectId)).projectGroupId);
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
}

export async function taskSummaries(ctx: DemoContext, projectIds: number[]): Promise<ProjectTaskSummary[]> {
  const { db } = ctx;
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
}

export async function tasksAssignedTo(ctx: DemoContext, userId: number): Promise<Task[]> {
  const user = await requireUser(ctx);
  if (!isAdmin(user) && userId !== user.id) throw new ForbiddenError();
  const records = await ctx.db.tasks.where('assignedTo').equals(userId).toArray();
  const readableProjects = isAdmin(user) ? null : new Set(await projectIdsOfGroups(ctx, user.projectGroups));
  return records
    .filter((task) => readableProjects === null || readableProjects.has(task.projectId))
    .sort((a, b) => compareIso(b.createdAt, a.createdAt))
    .map(taskFromRecord);
}

export async function getTask(ctx: DemoContext, id: number): Promise<Task> {
  return readableTask(ctx, id, await requireUser(ctx));
}

/** The task's people: its project group's members, its assignees and its creator, by name. */
export async function usersOfTask(ctx: DemoContext, id: number): Promise<User[]> {
  const { db } = ctx;
  const viewer = await requireUser(ctx);
  const task = await readableTask(ctx, id, viewer);
  const project = await projectOf(ctx, task.projectId);
  const group = await db.groups.get(project.projectGroupId);
  const ids = new Set([...(group?.memberIds ?? []), ...task.assignedTo, ...(task.createdBy ? [task.createdBy] : [])]);
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
}
