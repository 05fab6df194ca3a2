import { clsx } from 'clsx';
import { Heart } from '../../ui/icons/heart';
import { attachmentTypeOf } from '../../domain/attachment-rules';
import type { Comment, LikeResult } from '../../domain/comment';
import { formatAge } from '../../lib/format';
import { useShownRows } from '../../ui/use-shown-rows';
import styles from './comments.module.css';
import { useInPlaceWrite } from '../shared/in-place-write';
import { likePath } from './like-action';
import { AttachmentList } from './task-attachments';
import { commentTexts as t } from './texts';

function LikeButton({ comment }: { comment: Comment }) {
  const like = useInPlaceWrite<LikeResult>(likePath(comment.id), comment);
  const liked = like.answer ? like.answer.liked : comment.hasLiked;
  const count = like.answer ? like.answer.likeCount : comment.likeCount;
  return (
    <button
      type="button"
      className={clsx(styles.like, liked && styles.liked)}
      aria-pressed={liked}
      // One name; whether it is on is aria-pressed's to say (a name that flips reads 'Gefällt mir nicht mehr, gedrückt').
      aria-label={`${t.like} (${t.likes(count)})`}
      // Not `disabled`: Chromium would drop the focus to <body> while the like is saved, and a second Enter
      // (or the screen reader's next announcement) would go nowhere. Busy until the new count shows.
      aria-disabled={like.pending || undefined}
      onClick={() => {
        if (!like.pending) void like.send(null);
      }}
    >
      <Heart size={16} aria-hidden="true" fill={liked ? 'currentColor' : 'none'} />
      <span aria-hidden="true">{count}</span>
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
