import type { DemoContext } from './context';

/** The stores deleting tasks writes: the tasks, their projects' summaries and all deleteTaskDependents removes. */
export const taskRemovalTables = ({ db }: DemoContext) => [
  db.tasks,
  db.taskSummaries,
  db.comments,
  db.likes,
  db.reminders,
  db.notifications,
];

/**
 * Removes what hangs off these tasks (comments, their likes, reminders) and the 'Öffnen' of notifications that
 * led to them; call inside a transaction.
 * Returns the URLs of the files those comments carried, to delete once the transaction is done.
 */
export async function deleteTaskDependents(ctx: DemoContext, taskIds: number[]): Promise<string[]> {
  const { db } = ctx;
  const fileUrls: string[] = [];
  for (const taskId of taskIds) {
    const comments = await db.comments.where('[taskId+createdAt]').between([taskId, ''], [taskId, '\uffff']).toArray();
    for (const comment of comments) {
      fileUrls.push(...comment.attachments.map((a) => a.url));
      await db.likes.where('[commentId+userId]').between([comment.id, -Infinity], [comment.id, Infinity]).delete();
    }
    await db.comments.bulkDelete(comments.map((c) => c.id));
    await db.reminders.where('[taskId+userId]').between([taskId, -Infinity], [taskId, Infinity]).delete();
  }
  await unlinkNotifications(
    ctx,
    taskIds.map((taskId) => `/tasks/${taskId}`),
  );
  return fileUrls;
}

/**
 * Notifications about something deleted stay (they tell what happened) but lead nowhere now. One pass for all
 * the links: deleting is a rare admin write, and notifications have no index by link. Call inside a transaction.
 */
export async function unlinkNotifications(ctx: DemoContext, links: string[]): Promise<void> {
  const gone = new Set(links);
  await ctx.db.notifications.filter((n) => n.link !== null && gone.has(n.link)).modify({ link: null });
}
