import type { DemoContext } from './context';

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
  // The notifications stay (they tell what happened) but lead nowhere now. One pass for all the tasks: deleting
  // is a rare admin write, and notifications have no index by link.
  const links = new Set(taskIds.map((taskId) => `/tasks/${taskId}`));
  await db.notifications.filter((n) => n.link !== null && links.has(n.link)).modify({ link: null });
  return fileUrls;
}
