import { clsx } from 'clsx';
import { Heart } from '../../ui/icons/heart';
import { useState } from 'react';
import { attachmentTypeOf } from '../../domain/attachment-rules';
import type { Comment } from '../../domain/comment';
import { errorMessage } from '../../data/errors';
import { repository } from '../../data/repository-instance';
import { formatAge } from '../../lib/format';
import { toast } from '../../stores/toasts';
import { useShownRows } from '../../ui/use-shown-rows';
import styles from './comments.module.css';
import { AttachmentList } from './task-attachments';
import { commentTexts as t } from './texts';

function LikeButton({ comment }: { comment: Comment }) {
  const [busy, setBusy] = useState(false);
  async function toggle() {
    if (busy) return;
    setBusy(true);
    try {
      await repository().comments.like(comment.id);
    } catch (error) {
      toast.error(errorMessage(error));
    } finally {
      setBusy(false);
    }
  }
  return (
    <button
      type="button"
      className={clsx(styles.like, comment.hasLiked && styles.liked)}
      aria-pressed={comment.hasLiked}
      // One name; whether it is on is aria-pressed's to say (a name that flips reads 'Gefällt mir nicht mehr, gedrückt').
      aria-label={`${t.like} (${t.likes(comment.likeCount)})`}
      // Not `disabled`: Chromium would drop the focus to <body> while the like is saved, and a second Enter
      // (or the screen reader's next announcement) would go nowhere.
      aria-disabled={busy || undefined}
      onClick={() => void toggle()}
    >
      <Heart size={16} aria-hidden="true" fill={comment.hasLiked ? 'currentColor' : 'none'} />
      <span aria-hidden="true">{comment.likeCount}</span>
    </button>
  );
}

function CommentItem({ comment, replies }: { comment: Comment; replies: Comment[] }) {
  return (
    <li className={styles.item}>
      <article aria-label={`Kommentar von ${comment.createdBy.name}`}>
        <header className={styles.itemHead}>
          <strong>{comment.createdBy.name}</strong>
          <time dateTime={comment.createdAt} className={styles.age}>
            {formatAge(comment.createdAt)}
          </time>
        </header>
        {comment.content && <p className={styles.content}>{comment.content}</p>}
        {comment.attachments.length > 0 && (
          // Comment files carry no type (server shape): the name decides, by the rule task attachments use.
          <AttachmentList
            attachments={comment.attachments.map((a) => ({ ...a, type: attachmentTypeOf({ name: a.name, type: '' }) }))}
          />
        )}
        <LikeButton comment={comment} />
      </article>
      {replies.length > 0 && (
        <ul className={styles.replies} aria-label={t.reply}>
          {replies.map((r) => (
            <CommentItem key={r.id} comment={r} replies={[]} />
          ))}
        </ul>
      )}
    </li>
  );
}

/** Conversations shown at first: the newest, so the form below stays near; older ones come on request. */
const THREADS_PER_STEP = 20;

/** Conversation order: top-level comments oldest first, replies under their parent. */
export function CommentList({ comments }: { comments: Comment[] }) {
  const ids = new Set(comments.map((c) => c.id));
  const roots = comments.filter((c) => c.parentId === null || !ids.has(c.parentId));
  const newest = useShownRows([...roots].reverse(), THREADS_PER_STEP, 'kommentare', t.olderThreads);
  if (comments.length === 0) return <p className={styles.empty}>{t.empty}</p>;
  return (
    <>
      {newest.more}
      <ul className={styles.list}>
        {[...newest.shown].reverse().map((c) => (
          <CommentItem key={c.id} comment={c} replies={comments.filter((r) => r.parentId === c.id)} />
        ))}
      </ul>
    </>
  );
}
