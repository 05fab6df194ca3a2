import { firstOf } from '../../domain/page';
import { isPollOpen, matchesPollSearch } from '../../domain/poll-rules';
import type { Poll, PollPage, PollQuery } from '../../domain/poll';
import type { User } from '../../domain/user';
import { isAdmin } from '../../domain/roles';
import { ForbiddenError, NotFoundError } from '../errors';
import { requireUser, type DemoContext } from './context';
import type { PollRecord } from './db';
import { compareIso } from './order';
import { pollFromRecord } from './mappers';
import { pagePolls } from './poll-search';
import * as texts from '../texts';

const newestFirst = (a: PollRecord, b: PollRecord) => compareIso(b.createdAt, a.createdAt) || b.id - a.id;

/** Adds the group names and the caller's own vote, which the stored record does not carry. */
async function present(ctx: DemoContext, records: PollRecord[], user: User): Promise<Poll[]> {
  const { db } = ctx;
  const groupIds = [...new Set(records.flatMap((r) => r.projectGroupIds))];
  const groups = await db.groups.bulkGet(groupIds);
  const names = new Map(groups.flatMap((g) => (g ? [[g.id, g.name] as const] : [])));
  const votes = await db.votes.bulkGet(records.map((r): [number, number] => [r.id, user.id]));
  return records.map((record, i) => {
    const vote = votes[i];
    return pollFromRecord({
      ...record,
      projectGroups: record.projectGroupIds.flatMap((id) => {
        const name = names.get(id);
        return name === undefined ? [] : [{ id, name }];
      }),
      hasVoted: vote !== undefined,
      userVoteId: vote?.optionId ?? null,
    });
  });
}

export async function presentPoll(ctx: DemoContext, record: PollRecord, user: User): Promise<Poll> {
  const [poll] = await present(ctx, [record], user);
  if (!poll) throw new NotFoundError(texts.pollNotFound);
  return poll;
}

/** Members reach a poll of their groups; drafts stay with the admins, as unpublished work. */
export function assertCanSeePoll(record: PollRecord, user: User): void {
  if (isAdmin(user)) return;
  if (!record.projectGroupIds.some((g) => user.projectGroups.includes(g))) throw new ForbiddenError();
  if (record.status === 'draft') throw new NotFoundError(texts.pollNotFound);
}

export async function loadPoll(ctx: DemoContext, id: number): Promise<PollRecord> {
  const record = await ctx.db.polls.get(id);
  if (!record) throw new NotFoundError(texts.pollNotFound);
  return record;
}

/** Polls of any of these groups, once each: an `equals` read per group instead of a cursor-walked `anyOf`. */
async function pollsOfGroups(ctx: DemoContext, groupIds: number[]): Promise<PollRecord[]> {
  const perGroup = await Promise.all(
    [...new Set(groupIds)].map((g) => ctx.db.polls.where('projectGroupIds').equals(g).toArray()),
  );
  return [...new Map(perGroup.flat().map((p) => [p.id, p])).values()];
}

export async function listPolls(ctx: DemoContext): Promise<Poll[]> {
  const user = await requireUser(ctx);
  const records = isAdmin(user)
    ? await ctx.db.polls.toArray()
    : (await pollsOfGroups(ctx, user.projectGroups)).filter((p) => p.status !== 'draft');
  return present(ctx, records.sort(newestFirst), user);
}

export async function pollPage(ctx: DemoContext, query: PollQuery, limit: number): Promise<PollPage> {
  const user = await requireUser(ctx);
  const search = query.search?.trim() ?? '';
  if (isAdmin(user)) {
    // Every poll: ordered and searched on a projection, so only the page's polls are read and presented.
    const { rows, total } = await pagePolls(ctx.db, search, limit);
    return { items: await present(ctx, rows, user), total };
  }
  // A member's polls are those of their few groups; listPolls() reads just these.
  return firstOf(
    (await listPolls(ctx)).filter((poll) => matchesPollSearch(poll, search)),
    limit,
  );
}

export async function activePolls(ctx: DemoContext): Promise<Poll[]> {
  const user = await requireUser(ctx);
  const now = ctx.now();
  const records = await pollsOfGroups(ctx, user.projectGroups);
  return present(ctx, records.filter((p) => isPollOpen(p, now)).sort(newestFirst), user);
}

export async function getPoll(ctx: DemoContext, id: number): Promise<Poll> {
  const user = await requireUser(ctx);
  const record = await loadPoll(ctx, id);
  assertCanSeePoll(record, user);
  return presentPoll(ctx, record, user);
}
