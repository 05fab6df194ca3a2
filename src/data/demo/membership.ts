import type { DemoContext } from './context';

/** Keeps user.projectGroups and group.memberIds in step after a user's groups change. */
export async function setUserGroups(ctx: DemoContext, userId: number, groupIds: number[]): Promise<void> {
  const wanted = new Set(groupIds);
  const current = await ctx.db.groups.where('memberIds').equals(userId).toArray();
  for (const group of current) {
    if (!wanted.has(group.id)) await ctx.db.groups.update(group.id, { memberIds: group.memberIds.filter((id) => id !== userId) });
  }
  const toJoin = await ctx.db.groups.bulkGet([...wanted]);
  for (const group of toJoin) {
    if (group && !group.memberIds.includes(userId)) await ctx.db.groups.update(group.id, { memberIds: [...group.memberIds, userId] });
  }
}

/** The other direction: after a group's members change, each user's projectGroups follows. */
export async function setGroupMembers(ctx: DemoContext, groupId: number, memberIds: number[]): Promise<void> {
  const wanted = new Set(memberIds);
  const current = await ctx.db.users.where('projectGroups').equals(groupId).toArray();
  for (const user of current) {
    if (!wanted.has(user.id)) await ctx.db.users.update(user.id, { projectGroups: user.projectGroups.filter((g) => g !== groupId) });
  }
  const joining = await ctx.db.users.bulkGet([...wanted]);
  for (const user of joining) {
    if (user && !user.projectGroups.includes(groupId)) await ctx.db.users.update(user.id, { projectGroups: [...user.projectGroups, groupId] });
  }
}
