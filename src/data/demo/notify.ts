import type { NotificationKind } from '../../domain/notification';
import { canReachGroup, nowIso, type DemoContext } from './context';

export interface NotificationContent {
  kind: NotificationKind;
  title: string;
  message: string;
  link: string | null;
}

/**
 * Creates a notification for each of these users who has this kind switched on (SPEC §2 settings). About a
 * group's task, only those who can open it hear: a link that ends in 'no access' is no use to anyone.
 */
export async function notify(
  ctx: DemoContext,
  userIds: Iterable<number>,
  content: NotificationContent,
  about?: { projectGroupId: number | null },
): Promise<void> {
  const unique = [...new Set(userIds)];
  if (unique.length === 0) return;
  const users = await ctx.db.users.bulkGet(unique);
  const createdAt = nowIso(ctx);
  const records = users
    .filter((u) => u !== undefined && u.notificationSettings[content.kind] !== false)
    .filter((u) => !about || canReachGroup(u!, about.projectGroupId))
    .map((u) => ({ ...content, userId: u!.id, read: false, readKey: 0 as const, createdAt }));
  if (records.length) await ctx.db.notifications.bulkAdd(records);
}
