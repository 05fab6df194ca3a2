import { pollDraftSchema } from '../../src/domain/poll-draft';
import { draftOf } from './drafts';
import { adminJson, memberJson, noBody } from './intake';
import { body, num, type Route } from './wire';

/** Polls and votes of SPEC §7. */
export const pollRoutes: Route[] = [
  ['GET', /^\/polls$/, async ({ repo }) => ({ data: await repo.polls.list() })],
  ['GET', /^\/polls\/active$/, async ({ repo }) => ({ data: await repo.polls.active() })],
  ['GET', /^\/polls\/(\d+)$/, async ({ repo, params }) => ({ data: await repo.polls.get(num(params[0])) })],
  [
    'POST',
    /^\/polls$/,
    async ({ repo, request }) => ({ data: await repo.polls.create(draftOf(pollDraftSchema, await body(request))) }),
    adminJson,
  ],
  [
    'PUT',
    /^\/polls\/(\d+)$/,
    async ({ repo, params, request }) => ({
      data: await repo.polls.update(num(params[0]), draftOf(pollDraftSchema, await body(request))),
    }),
    adminJson,
  ],
  [
    'DELETE',
    /^\/polls\/(\d+)$/,
    async ({ repo, params }) => repo.polls.remove(num(params[0])).then(() => ({ success: true })),
    noBody,
  ],
  [
    'POST',
    /^\/polls\/(\d+)\/vote$/,
    async ({ repo, params, request }) => ({
      data: await repo.polls.vote(num(params[0]), Number((await body(request)).optionId)),
    }),
    memberJson,
  ],
];
