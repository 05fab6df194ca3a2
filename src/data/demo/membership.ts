import { isAdmin } from '../../domain/roles';
import type { User } from '../../domain/user';
import type { output } from 'zod/v4/core';
import { canReachGroup, requireAdmin, validate, type DemoContext } from './context';
import type { storeSchemas } from './store-schemas';

type StoreSchemas = typeof storeSchemas;

/**
 * A member who leaves a group leaves its tasks too: they could no longer open them, yet would still be notified
 * about them. Admins see every task, so their assignments stay.
 */
async function unassignFromGroupTasks(ctx: DemoContext, user: User | undefined, groupIds: number[]): Promise<void> {
  if (!user || isAdmin(user) || groupIds.length === 0) return;
  const projectIds = new Set(await ctx.db.projects.where('projectGroupId').anyOf(groupIds).primaryKeys());
  await ctx.db.tasks
    .where('assignedTo')
    .equals(user.id)
    .filter((task) => projectIds.has(task.projectId))
    .modify((task) => {
      task.assignedTo = task.assignedTo.filter((id) => id !== user.id);
    });
}

/** A project moved to another group keeps only the assignees who can still open its tasks. */
export async function keepAssigneesWhoCanReach(
  ctx: DemoContext,
  projectId: number,
  groupId: number | null,
): Promise<void> {
  const tasks = ctx.db.tasks.where('projectId').equals(projectId);
  const assignees = [...new Set((await tasks.toArray()).flatMap((task) => task.assignedTo))];
  const reaching = new Set(
    (await ctx.db.users.bulkGet(assignees)).flatMap((user) => (user && canReachGroup(user, groupId) ? [user.id] : [])),
  );
  await tasks.modify((task) => {
    task.assignedTo = task.assignedTo.filter((id) => reaching.has(id));
  });
}

/** The stores a change of memberships writes: both sides of the membership, and the group tasks a leaver leaves. */
export const membershipTables = ({ db }: DemoContext) => [db.users, db.groups, db.projects, db.tasks];

/**
 * An admin's creation or change of a user or a group: the draft checked by its schema, then `write` in one
 * transaction over the memberships' stores, since a write sets one side and keeps the other in step.
 */
export async function membershipWrite<K extends keyof StoreSchemas, T>(
  ctx: DemoContext,
  schema: K,
  draft: unknown,
  write: (data: output<StoreSchemas[K]>, admin: User) => Promise<T>,
): Promise<T> {
  const admin = await requireAdmin(ctx);
  const data = await validate(schema, draft);
  return ctx.db.transaction('rw', membershipTables(ctx), () => write(data, admin));
}

/** Keeps user.projectGroups and group.memberIds in step after a user's groups change. */
export async function setUserGroups(ctx: DemoContext, userId: number, groupIds: number[]): Promise<void> {
  const wanted = new Set(groupIds);
  const current = await ctx.db.groups.where('memberIds').equals(userId).toArray();
  const left = current.filter((group) => !wanted.has(group.id));
  for (const group of left)
    await ctx.db.groups.update(group.id, { memberIds: group.memberIds.filter((id) => id !== userId) });
  await unassignFromGroupTasks(
    ctx,
    await ctx.db.users.get(userId),
    left.map((group) => group.id),
  );
  const toJoin = await ctx.db.groups.bulkGet([...wanted]);
  for (const group of toJoin) {
    if (group && !group.memberIds.includes(userId))
      await ctx.db.groups.update(group.id, { memberIds: [...group.memberIds, userId] });
  }
}

/** The other direction: after a group's members change, each user's projectGroups follows. */
export async function setGroupMembers(ctx: DemoContext, groupId: number, memberIds: number[]): Promise<void> {
  const wanted = new Set(memberIds);
  const current = await ctx.db.users.where('projectGroups').equals(groupId).toArray();
  for (const user of current) {
    if (wanted.has(user.id)) continue;
    await ctx.db.users.update(user.id, { projectGroups: user.projectGroups.filter((g) => g !== groupId) });
    await unassignFromGroupTasks(ctx, user, [groupId]);
  }
  const joining = await ctx.db.users.bulkGet([...wanted]);
  for (const user of joining) {
    if (user && !user.projectGroups.includes(groupId))
      await ctx.db.users.update(user.id, { projectGroups: [...user.projectGroups, groupId] });
  }
}
