import type { Comment, CommentAttachment, LikeResult } from '../../domain/comment';
import type { CommentDraft } from '../../domain/comment-draft';
import type { User } from '../../domain/user';
import { NotFoundError, ValidationError } from '../errors';
import { assertGroupAccess, nowIso, requireUser, validate, type DemoContext } from './context';
import type { CommentRecord } from './db';
import { acceptUploads, storeFile } from './files';
import { notify } from './notify';
import * as texts from '../texts';

export function createComments(ctx: DemoContext) {
  const { db } = ctx;

  /** The task, after checking the viewer may see it. */
  async function accessibleTask(taskId: number, user: User) {
    const task = await db.tasks.get(taskId);
    if (!task) throw new NotFoundError(texts.taskNotFound);
    const project = await db.projects.get(task.projectId);
    assertGroupAccess(user, project?.projectGroupId);
    return { task, project };
  }

  async function toComments(records: CommentRecord[], viewerId: number): Promise<Comment[]> {
    const authors = await db.users.bulkGet([...new Set(records.map((r) => r.createdBy))]);
    const names = new Map(authors.filter((a) => a !== undefined).map((a) => [a.id, a.name]));
    const liked = await db.likes.bulkGet(records.map((r) => [r.id, viewerId] as [number, number]));
    return records.map((r, i) => ({
      id: r.id,
      taskId: r.taskId,
      content: r.content,
      createdAt: r.createdAt,
      createdBy: { id: r.createdBy, name: names.get(r.createdBy) ?? 'Gelöschter Benutzer' },
      likeCount: r.likeCount,
      hasLiked: liked[i] !== undefined,
      attachments: r.attachments,
      parentId: r.parentId,
    }));
  }

  async function accessibleComment(commentId: number, user: User) {
    const comment = await db.comments.get(commentId);
    if (!comment) throw new NotFoundError(texts.commentNotFound);
    await accessibleTask(comment.taskId, user);
    return comment;
  }

  return {
    /** Oldest first, as a conversation reads. */
    async byTask(taskId: number): Promise<Comment[]> {
      const user = await requireUser(ctx);
      await accessibleTask(taskId, user);
      const records = await db.comments.where('[taskId+createdAt]').between([taskId, ''], [taskId, '\uffff']).toArray();
      return toComments(records, user.id);
    },

    async create(taskId: number, draft: CommentDraft): Promise<Comment> {
      const user = await requireUser(ctx);
      const { task, project } = await accessibleTask(taskId, user);
      const data = await validate('commentDraftSchema', draft);
      if (data.parentId !== null) {
        const parent = await db.comments.get(data.parentId);
        if (!parent || parent.taskId !== taskId) throw new ValidationError(texts.unknownParent);
      }
      const attachments: CommentAttachment[] = [];
      for (const file of await acceptUploads(data.files, 'comment', 'files')) {
        const stored = await storeFile(ctx, file);
        attachments.push({ name: stored.name, url: stored.url, size: stored.size });
      }
      const id = await db.transaction('rw', [db.comments, db.notifications, db.users], async () => {
        const newId = await db.comments.add({
          taskId,
          content: data.content,
          createdAt: nowIso(ctx),
          createdBy: user.id,
          attachments,
          parentId: data.parentId,
          likeCount: 0,
        });
        await notify(
          ctx,
          task.assignedTo.filter((id) => id !== user.id),
          {
            kind: 'taskComments',
            title: 'Neuer Kommentar',
            message: `${user.name} hat die Aufgabe „${task.title}“${project ? ` im Projekt „${project.title}“` : ''} kommentiert.`,
            link: `/tasks/${taskId}`,
          },
          { projectGroupId: project?.projectGroupId ?? null },
        );
        return newId;
      });
      const [comment] = await toComments([(await db.comments.get(id))!], user.id);
      return comment!;
    },

    /** Toggles the viewer's like; one like per user and comment. */
    async like(commentId: number): Promise<LikeResult> {
      const user = await requireUser(ctx);
      await accessibleComment(commentId, user);
      return db.transaction('rw', [db.comments, db.likes], async () => {
        const key: [number, number] = [commentId, user.id];
        const had = (await db.likes.get(key)) !== undefined;
        if (had) await db.likes.delete(key);
        else await db.likes.add({ commentId, userId: user.id });
        const likeCount = await db.likes
          .where('[commentId+userId]')
          .between([commentId, -Infinity], [commentId, Infinity])
          .count();
        await db.comments.update(commentId, { likeCount });
        return { success: true, liked: !had, likeCount };
      });
    },

    async likes(commentId: number): Promise<{ likeCount: number; hasLiked: boolean }> {
      const user = await requireUser(ctx);
      const comment = await accessibleComment(commentId, user);
      return { likeCount: comment.likeCount, hasLiked: (await db.likes.get([commentId, user.id])) !== undefined };
    },
  };
}
