import type { Comment } from '../../domain/comment';
import type { Task } from '../../domain/task';
import { CommentForm } from './comment-form';
import { CommentList } from './comment-list';
import { AttachmentList } from './task-attachments';
import styles from './task-detail.module.css';
import { commentTexts, detailTexts as t } from './texts';
import layout from '../../ui/layout.module.css';

/** The files attached to the task itself. */
export function TaskAttachmentsSection({ attachments }: { attachments: Task['attachments'] }) {
  return (
    <section className={`${layout.raised} ${styles.card}`} aria-labelledby="task-attachments">
      <h2 id="task-attachments">{t.attachments}</h2>
      <AttachmentList attachments={attachments} />
    </section>
  );
}

/** The task's comments, with their count in the heading, and the form to write one. */
export function TaskCommentsSection({ taskId, comments }: { taskId: Task['id']; comments: Comment[] }) {
  return (
    <section aria-labelledby="task-comments">
      <h2 id="task-comments">
        {commentTexts.heading} ({comments.length})
      </h2>
      <CommentList comments={comments} />
      <CommentForm taskId={taskId} />
    </section>
  );
}
