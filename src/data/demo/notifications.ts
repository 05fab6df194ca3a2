import Dexie from 'dexie';
import { deadlineReminderHours } from '../../domain/notification-settings';
import type { Notification, NotificationSettings } from '../../domain/notification';
import { deadlineEnd } from '../../domain/common-rules';
import { isTaskDone } from '../../domain/task-rules';
import type { User } from '../../domain/user';
import { ForbiddenError, NotFoundError } from '../errors';
import { requireUser, validate, type DemoContext } from './context';
import { notificationFromRecord, userFromRecord } from './mappers';
import { notify } from './notify';
import type { DemoDatabase } from './db';
import type { TaskRecord } from './task-records';

/**
 * Per store: when each user's deadline check can next find a task to remind of. Until a task is written or that
 * time comes, a check would find nothing new, and the header reads notifications after every write in any tab.
 * `generation` counts task writes, so a check that a write overtook does not leave its answer behind.
 */
interface DeadlineChecks {
  db: DemoDatabase;
  generation: number;
  nextCheckAt: Map<number, number>;
}
const deadlineChecks = new Map<string, DeadlineChecks>();
let listeningForTaskWrites = false;

function deadlineChecksOf(db: DemoDatabase): DeadlineChecks {
  if (!listeningForTaskWrites) {
    listeningForTaskWrites = true;
    // Dexie names every written part idb://<database>/<table>/<index>, in this tab and from others.
    Dexie.on('storagemutated', (parts) => {
      for (const part of Object.keys(parts)) {
        const checks = deadlineChecks.get(/^idb:\/\/(.*)\/tasks\//.exec(part)?.[1] ?? '');
        if (!checks) continue;
        checks.generation++;
        checks.nextCheckAt.clear();
      }
    });
  }
  let checks = deadlineChecks.get(db.name);
  // Another database of the same name (deleted and made anew) starts afresh.
  if (checks?.db !== db) {
    checks = { db, generation: 0, nextCheckAt: new Map() };
    deadlineChecks.set(db.name, checks);
  }
  return checks;
}

export function createNotifications(ctx: DemoContext) {
  const { db } = ctx;

  /**
   * A server would send deadline reminders from a scheduler; the demo creates them when the user's
   * notifications are read, once per task and user, for assigned open tasks due within 48 h.
   */
  async function remindDeadlines(user: User): Promise<void> {
    if (!user.notificationSettings.taskDeadline) return;
    const now = ctx.now().getTime();
    const checks = deadlineChecksOf(db);
    if (now < (checks.nextCheckAt.get(user.id) ?? now)) return;
    const generation = checks.generation;
    const window = deadlineReminderHours * 3600_000;
    // Read first, outside any write transaction: a read-write transaction over `tasks` would hold up the screens
    // reading them.
    const due: TaskRecord[] = [];
    let nextCheckAt = Infinity;
    for (const task of await db.tasks.where('assignedTo').equals(user.id).toArray()) {
      if (!task.deadline || isTaskDone(task.status)) continue;
      const end = deadlineEnd(task.deadline).getTime();
      if (end > now + window) nextCheckAt = Math.min(nextCheckAt, end - window);
      else if (end >= now) due.push(task);
    }
    await sendReminders(user, due);
    if (checks.generation === generation) checks.nextCheckAt.set(user.id, nextCheckAt);
  }

  async function sendReminders(user: User, due: TaskRecord[]): Promise<void> {
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
        await notify(
          ctx,
          [user.id],
          {
            kind: 'taskDeadline',
            title: 'Frist läuft ab',
            message: `Die Aufgabe „${task.title}“ ist in weniger als ${deadlineReminderHours} Stunden fällig.`,
            link: `/tasks/${task.id}`,
          },
          { projectGroupId: groupOf.get(task.projectId) ?? null },
        );
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
      // Forward and reversed here: a reverse read walks a cursor where getAll has no direction (tasks-read.ts).
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
