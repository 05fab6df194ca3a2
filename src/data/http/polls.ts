import { firstOf } from '../../domain/page';
import { matchesPollSearch } from '../../domain/poll-rules';
import type { Repository } from '../repository';
import type { HttpClient } from './client';
import { endpoints } from './endpoints';
import { answerOf, listOf, parseData } from './parse';
import { pollPlan } from './read-plans/poll';
import { tolerant } from './tolerant';
import * as texts from '../texts';

const readPoll = tolerant(pollPlan, 'Umfragen', ['title']);

// Member resources: loaded with their first call (create-http-repository.ts), not with a public page's first visit.

export function createHttpPolls(http: HttpClient): Repository['polls'] {
  const load = texts.pollLoadFailed;
  const list = async () => parseData(listOf(readPoll, 'Umfragen'), await http.get(endpoints.polls));
  return {
    list,
    // The provider's API has no paging or search (SPEC §7): the page is cut from the full answer.
    page: async (query, limit) => {
      return firstOf(
        (await list()).filter((poll) => matchesPollSearch(poll, query.search ?? '')),
        limit,
      );
    },
    active: async () => parseData(listOf(readPoll, 'Umfragen'), await http.get(endpoints.pollsActive)),
    get: async (id) => parseData(readPoll, await http.get(endpoints.poll(id), { fallback: load }), load),
    create: async (draft) => http.post(endpoints.polls, { json: draft }, answerOf(readPoll)),
    update: async (id, draft) => http.put(endpoints.poll(id), { json: draft }, answerOf(readPoll)),
    remove: async (id) => {
      await http.delete(endpoints.poll(id));
    },
    vote: async (pollId, optionId) =>
      http.post(endpoints.pollVote(pollId), { json: { optionId } }, answerOf(readPoll), {
        fallback: texts.voteFailed,
      }),
  };
}
