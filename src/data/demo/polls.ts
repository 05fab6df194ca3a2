import type { Repository } from '../repository';
import type { DemoContext } from './context';
import { activePolls, getPoll, listPolls, pollPage } from './polls-read';
import { createPoll, removePoll, updatePoll, votePoll } from './polls-write';

/** The polls resource over one database: reads in polls-read.ts, writes and votes in polls-write.ts. */
export function createPolls(ctx: DemoContext): Repository['polls'] {
  return {
    list: () => listPolls(ctx),
    page: (query, limit) => pollPage(ctx, query, limit),
    active: () => activePolls(ctx),
    get: (id) => getPoll(ctx, id),
    create: (draft) => createPoll(ctx, draft),
    update: (id, draft) => updatePoll(ctx, id, draft),
    remove: (id) => removePoll(ctx, id),
    vote: (pollId, optionId) => votePoll(ctx, pollId, optionId),
  };
}
