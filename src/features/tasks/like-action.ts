import type { ActionFunctionArgs } from 'react-router-dom';
import { parseId } from '../../domain/common-rules';
import type { LikeResult } from '../../domain/comment';
import { errorMessage } from '../../data/errors';
import { repository } from '../../data/repository-instance';
import { toast } from '../../stores/toasts';

export type LikeAnswer = { ok: true; like: LikeResult } | { ok: false };

/** POST /comments/{id}/like through a fetcher: toggles the viewer's like; a refusal is a toast with its message. */
export async function action({ params }: ActionFunctionArgs): Promise<LikeAnswer> {
  try {
    const id = parseId(params.id);
    if (id === null) throw new Error();
    return { ok: true, like: await repository().comments.like(id) };
  } catch (error) {
    toast.error(errorMessage(error));
    return { ok: false };
  }
}

/** Where a comment's like is posted. */
export const likePath = (commentId: number) => `/aktionen/kommentare/${commentId}/gefaellt-mir`;
