import type { ActionFunctionArgs, LoaderFunctionArgs, ShouldRevalidateFunction } from 'react-router-dom';
import { parseId } from '../../domain/common-rules';
import type { Poll } from '../../domain/poll';
import { ForbiddenError, NotFoundError, UnauthorizedError, loadFailureMessage } from '../../data/errors';
import { repository } from '../../data/repository-instance';
import { redirectToLoginAndBack } from '../../lib/login-path';
import { pollTexts as t } from './texts';
import { reading } from '../../data/change-scope';
import { writeInPlace, type InPlaceAnswer } from '../shared/in-place-write';

export type PollLoaderData =
  { state: 'ready'; poll: Poll; now: Date } | { state: 'not-found' } | { state: 'error'; message: string };

const readsPoll = reading(({ id }) => [`polls poll ${Number(id)}`, 'users', 'groups']);

/**
 * Re-reads for changes to this poll. A refused vote wrote nothing, so no change will be reported, while the refusal
 * says the poll changed meanwhile (closed, say): the page reads it at once.
 */
export const shouldRevalidate: ShouldRevalidateFunction = (args) =>
  (args.actionResult as InPlaceAnswer<Poll> | undefined)?.ok === false || readsPoll(args);

/**
 * Reads the poll. Unknown, non-numeric, a draft (members) and a poll of another group all show the
 * same not-found state: a member learns nothing about polls outside their groups.
 */
export async function loader({ params, request }: LoaderFunctionArgs): Promise<PollLoaderData> {
  const id = parseId(params.id);
  if (id === null) return { state: 'not-found' };
  try {
    const poll = await repository().polls.get(id);
    return { state: 'ready', poll, now: new Date() };
  } catch (error) {
    if (error instanceof NotFoundError || error instanceof ForbiddenError) return { state: 'not-found' };
    if (error instanceof UnauthorizedError) throw redirectToLoginAndBack(request);
    return { state: 'error', message: loadFailureMessage(error, t.loadFailed) };
  }
}

/** POST /polls/{id}/vote; a refusal becomes a toast with the store's message (SPEC §8). */
export async function action({ params, request }: ActionFunctionArgs): Promise<InPlaceAnswer<Poll>> {
  const pollId = parseId(params.id);
  const optionId = parseId(String((await request.formData()).get('optionId') ?? ''));
  return writeInPlace(
    request,
    () => {
      if (pollId === null || optionId === null) throw new Error();
      return repository().polls.vote(pollId, optionId);
    },
    { failed: t.voteFailed },
  );
}
