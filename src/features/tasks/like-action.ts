import type { ActionFunctionArgs } from 'react-router-dom';
import { parseId } from '../../domain/common-rules';
import type { LikeResult } from '../../domain/comment';
import { NotFoundError } from '../../data/errors';
import { repository } from '../../data/repository-instance';
import { writeInPlace, type InPlaceAnswer } from '../shared/in-place-write';

/** POST /comments/{id}/like through a fetcher: toggles the viewer's like. */
export function action({ params, request }: ActionFunctionArgs): Promise<InPlaceAnswer<LikeResult>> {
  return writeInPlace(request, () => {
    const id = parseId(params.id);
    if (id === null) throw new NotFoundError();
    return repository().comments.like(id);
  });
}

/** Where a comment's like is posted. */
export const likePath = (commentId: number) => `/aktionen/kommentare/${commentId}/gefaellt-mir`;
