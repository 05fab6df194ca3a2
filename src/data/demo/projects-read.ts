import type { Project } from '../../domain/project';
import { countProjectsByGroup, type ProjectPage, type ProjectQuery } from '../../domain/project-rules';
import { NotFoundError } from '../errors';
import { requireUser, type DemoContext } from './context';
import { projectFromRecord } from './mappers';
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

export async function getProject(ctx: DemoContext, id: number): Promise<Project> {
  const record = await ctx.db.projects.get(id);
  if (!record) throw new NotFoundError(texts.projectNotFound);
  return projectFromRecord(record);
}

export async function listProjects(ctx: DemoContext): Promise<Project[]> {
  // Forward and reversed in memory: a reverse read walks a cursor where getAll has no direction (tasks-read.ts).
  return (await ctx.db.projects.orderBy('createdAt').toArray()).reverse().map(projectFromRecord);
}

export async function projectPage(ctx: DemoContext, query: ProjectQuery, limit: number): Promise<ProjectPage> {
  const { db } = ctx;
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
}

export async function projectCountsByGroup(ctx: DemoContext): Promise<Record<number, number>> {
  // The index's keys only: no project record is read.
  return countProjectsByGroup((await ctx.db.projects.orderBy('projectGroupId').keys()) as number[]);
}

export async function featuredProjects(ctx: DemoContext): Promise<Project[]> {
  return (await ctx.db.projects.where('featuredKey').equals(1).toArray()).map(projectFromRecord);
}

export async function projectsOfMyGroups(ctx: DemoContext): Promise<Project[]> {
  const user = await requireUser(ctx);
  const records = (
    await Promise.all(
      sortedIds(user.projectGroups).map((g) => ctx.db.projects.where('projectGroupId').equals(g).toArray()),
    )
  ).flat();
  return records.sort((a, b) => compareIso(b.createdAt, a.createdAt)).map(projectFromRecord);
}
