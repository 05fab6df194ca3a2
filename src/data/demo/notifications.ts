import { deadlineReminderHours } from '../../domain/notification-settings';
import type { Notification, NotificationSettings } from '../../domain/notification';
import { deadlineEnd } from '../../domain/common-rules';
import { isTaskDone } from '../../domain/task-rules';
import type { User } from '../../domain/user';
import { ForbiddenError, NotFoundError } from '../errors';
import { requireUser, validate, type DemoContext } from './context';
import { notificationFromRecord, userFromRecord } from './mappers';
import { notify } from './notify';

export function createNotifications(ctx: DemoContext) {
  const { db } = ctx;

  /**
   * A server would send deadline reminders from a scheduler; the demo creates them when the user's
   * notifications are read, once per task and user, for assigned open tasks due within 48 h.
   */
  async function remindDeadlines(user: User): Promise<void> {
    if (!user.notificationSettings.taskDeadline) return;
    const now = ctx.now().getTime();
    const horizon = now + deadlineReminderHours * 3600_000;
    // Read first, outside any write transaction: this runs on every notification read (the header reloads
    // after each write), and a read-write transaction over `tasks` would hold up the screens reading them.
    const due = (await db.tasks.where('assignedTo').equals(user.id).toArray()).filter((task) => {
      if (!task.deadline || isTaskDone(task.status)) return false;
      const end = deadlineEnd(task.deadline).getTime();
      return end >= now && end <= horizon;
    });
    if (due.length === 0) return;
    const sent = await db.reminders.bulkGet(due.map((task): [number, number] => [task.id, user.id]));
    const unsent = due.filter((_, i) => sent[i] === undefined);
    if (unsent.length === 0) return;
    const projects = await db.projects.bulkGet([...new Set(unsent.map((task) => task.projectId))]);
    const groupOf = new Map(projects.flatMap((p) => (p ? [[p.id, p.projectGroupId] as const] : [])));
    await db.transaction('rw', [db.reminders, db.notifications, db.users], async () => {
      for (const task of unsent) {
        // Checked again inside the transaction, so two tabs reading at once send one reminder.
        if (await db.reminders.get([task.id, user.id])) continue;
        await db.reminders.add({ taskId: task.id, userId: user.id });
        await notify(ctx, [user.id], {
          kind: 'taskDeadline',
          title: 'Frist läuft ab',
          message: `Die Aufgabe „${task.title}“ ist in weniger als ${deadlineReminderHours} Stunden fällig.`,
          link: `/tasks/${task.id}`,
        }, { projectGroupId: groupOf.get(task.projectId) ?? null });
      }
    });
  }

  return {
    /** Newest first. */
    async list(): Promise<Notification[]> {
      const user = await requireUser(ctx);
      await remindDeadlines(user);
      const records = await db.notifications
        .where('[userId+createdAt]')
        .between([user.id, ''], [user.id, '\uffff'])
        .toArray();
      // Forward and reversed here: a reverse read walks a cursor where getAll has no direction (tasks.ts).
      return records.reverse().map(notificationFromRecord);
    },

    async markRead(id: number): Promise<void> {
      const user = await requireUser(ctx);
      const record = await db.notifications.get(id);
      if (!record) throw new NotFoundError();
      if (record.userId !== user.id) throw new ForbiddenError();
      await db.notifications.update(id, { read: true, readKey: 1 });
    },

    async markAllRead(): Promise<void> {
      const user = await requireUser(ctx);
      await db.notifications.where('[userId+readKey]').equals([user.id, 0]).modify({ read: true, readKey: 1 });
    },

    async updateSettings(settings: NotificationSettings): Promise<User> {
      const user = await requireUser(ctx);
      const data = await validate('notificationSettingsSchema', settings);
      await db.users.update(user.id, { notificationSettings: data });
      return userFromRecord((await db.users.get(user.id))!);
    },
  };
}
