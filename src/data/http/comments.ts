import type { CommentDraft } from '../../domain/comment-draft';
import type { Repository } from '../repository';
import type { HttpClient } from './client';
import { endpoints } from './endpoints';
import { answerOf, appendFiles, formData, listOf, parseData } from './parse';
import { commentPlan } from './read-plans/comment';
import { likeAnswerPlan } from './read-plans/like-answer';
import { likesAnswerPlan } from './read-plans/likes-answer';
import { tolerant } from './tolerant';
import { fromWire, type Fields } from './wire';

function commentForm(draft: CommentDraft): FormData {
  const form = formData({ content: draft.content ?? '', parentId: draft.parentId ?? undefined });
  return appendFiles(form, 'attachments[]', draft.files ?? []);
}

/** SPEC §3 Comment: likes is a count with a hasLiked flag in server answers, a list of user ids in sample data. */
const commentFields =
  (viewerId: number | null) =>
  (raw: Fields): Fields => {
    const { likes } = raw;
    return {
      ...raw,
      likeCount: raw.likeCount ?? (Array.isArray(likes) ? likes.length : likes),
      hasLiked: raw.hasLiked ?? (Array.isArray(likes) && viewerId !== null && likes.includes(viewerId)),
      attachments: raw.attachments ?? [],
      parentId: raw.parentId ?? null,
    };
  };

const readLike = tolerant(likeAnswerPlan, 'Likes', ['liked', 'likeCount']);
const readLikes = tolerant(likesAnswerPlan, 'Likes', ['likeCount']);

/** `getUserId`: the signed-in user, who has liked a comment whose answer lists user ids instead of a flag. */
export function createHttpComments(http: HttpClient, getUserId: () => number | null): Repository['comments'] {
  const readComment = () => fromWire(tolerant(commentPlan, 'Kommentare'), commentFields(getUserId()));
  return {
    byTask: async (taskId) =>
      parseData(listOf(readComment(), 'Kommentare'), await http.get(endpoints.taskComments(taskId))),
    create: async (taskId, draft) =>
      http.post(endpoints.taskComments(taskId), { form: commentForm(draft) }, answerOf(readComment())),
    like: async (commentId) => http.post(endpoints.commentLike(commentId), undefined, answerOf(readLike)),
    likes: async (commentId) => parseData(readLikes, await http.get(endpoints.commentLikes(commentId))),
  };
}
