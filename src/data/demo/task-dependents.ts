import type { DemoContext } from './context';

/** Removes what hangs off these tasks (comments, their likes, reminders); call inside a transaction. */
export async function deleteTaskDependents(ctx: DemoContext, taskIds: number[]): Promise<void> {
  const { db } = ctx;
  for (const taskId of taskIds) {
    const commentIds = await db.comments.where('[taskId+createdAt]').between([taskId, ''], [taskId, '\uffff']).primaryKeys();
    for (const commentId of commentIds) {
      await db.likes.where('[commentId+userId]').between([commentId, -Infinity], [commentId, Infinity]).delete();
    }
    await db.comments.bulkDelete(commentIds);
    await db.reminders.where('[taskId+userId]').between([taskId, -Infinity], [taskId, Infinity]).delete();
  }
}
