import Dexie from 'dexie';
import * as messages from '../../domain/messages';
import { firstOf } from '../../domain/page';
import { isPollOpen, matchesPollSearch, numberOptions } from '../../domain/poll-rules';
import type { Poll, PollOption } from '../../domain/poll';
import type { PollDraft } from '../../domain/poll-draft';
import type { User } from '../../domain/user';
import { isAdmin } from '../../domain/roles';
import type { Repository } from '../repository';
import { ForbiddenError, NotFoundError, ValidationError } from '../errors';
import { nowIso, requireAdmin, requireUser, validate, type DemoContext } from './context';
import type { PollRecord } from './db';
import { compareIso } from './order';
import { pollFromRecord } from './mappers';
import { pagePolls } from './poll-search';
import * as texts from '../texts';

const newestFirst = (a: PollRecord, b: PollRecord) => compareIso(b.createdAt, a.createdAt) || b.id - a.id;

export function createPolls(ctx: DemoContext): Repository['polls'] {
  const { db } = ctx;

  /** Adds the group names and the caller's own vote, which the stored record does not carry. */
  async function present(records: PollRecord[], user: User): Promise<Poll[]> {
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

  async function presentOne(record: PollRecord, user: User): Promise<Poll> {
    const [poll] = await present([record], user);
    if (!poll) throw new NotFoundError(texts.pollNotFound);
    return poll;
  }

  /** Members reach a poll of their groups; drafts stay with the admins, as unpublished work. */
  function assertCanSee(record: PollRecord, user: User): void {
    if (isAdmin(user)) return;
    if (!record.projectGroupIds.some((g) => user.projectGroups.includes(g))) throw new ForbiddenError();
    if (record.status === 'draft') throw new NotFoundError(texts.pollNotFound);
  }

  async function validDraft(draft: PollDraft) {
    const data = await validate('pollDraftSchema', draft);
    const projectGroupIds = [...new Set(data.projectGroupIds)];
    const groups = await db.groups.bulkGet(projectGroupIds);
    if (groups.some((g) => !g)) throw new ValidationError(texts.unknownGroup, { projectGroupIds: texts.unknownGroup });
    return { ...data, projectGroupIds };
  }

  async function load(id: number): Promise<PollRecord> {
    const record = await db.polls.get(id);
    if (!record) throw new NotFoundError(texts.pollNotFound);
    return record;
  }

  /** Polls of any of these groups, once each: an `equals` read per group instead of a cursor-walked `anyOf`. */
  async function pollsOfGroups(groupIds: number[]): Promise<PollRecord[]> {
    const perGroup = await Promise.all(
      [...new Set(groupIds)].map((g) => db.polls.where('projectGroupIds').equals(g).toArray()),
    );
    return [...new Map(perGroup.flat().map((p) => [p.id, p])).values()];
  }

  const votesOf = (pollId: number) =>
    db.votes.where('[pollId+userId]').between([pollId, Dexie.minKey], [pollId, Dexie.maxKey]);

  async function list(): Promise<Poll[]> {
    const user = await requireUser(ctx);
    const records = isAdmin(user)
      ? await db.polls.toArray()
      : (await pollsOfGroups(user.projectGroups)).filter((p) => p.status !== 'draft');
    return present(records.sort(newestFirst), user);
  }

  return {
    list,

    async page(query, limit) {
      const user = await requireUser(ctx);
      const search = query.search?.trim() ?? '';
      if (isAdmin(user)) {
        // Every poll: ordered and searched on a projection, so only the page's polls are read and presented.
        const { rows, total } = await pagePolls(db, search, limit);
        return { items: await present(rows, user), total };
      }
      // A member's polls are those of their few groups; list() reads just these.
      return firstOf(
        (await list()).filter((poll) => matchesPollSearch(poll, search)),
        limit,
      );
    },

    async active() {
      const user = await requireUser(ctx);
      const now = ctx.now();
      const records = await pollsOfGroups(user.projectGroups);
      return present(records.filter((p) => isPollOpen(p, now)).sort(newestFirst), user);
    },

    async get(id) {
      const user = await requireUser(ctx);
      const record = await load(id);
      assertCanSee(record, user);
      return presentOne(record, user);
    },

    async create(draft) {
      const admin = await requireAdmin(ctx);
      const data = await validDraft(draft);
      // Ids the caller sent mean nothing for a new poll; numbering starts at 1.
      const options: PollOption[] = numberOptions(data.options.map((o) => ({ text: o.text }))).map((o) => ({
        ...o,
        votes: 0,
      }));
      const id = await db.transaction('rw', [db.polls], () =>
        db.polls.add({ ...data, options, createdAt: nowIso(ctx) }),
      );
      return presentOne(await load(id), admin);
    },

    async update(id, draft) {
      const admin = await requireAdmin(ctx);
      const data = await validDraft(draft);
      const found = await db.transaction('rw', [db.polls, db.votes], async () => {
        const existing = await db.polls.get(id);
        if (!existing) return false;
        const previous = new Map(existing.options.map((o) => [o.id, o]));
        const highest = existing.options.reduce((max, o) => Math.max(max, o.id), 0);
        // The sentinel row makes new options start after every id ever used, so an option that was
        // removed never hands its id (and the votes cast for it) to a new one.
        const numbered = numberOptions([
          { id: highest, text: '' },
          ...data.options.map((o) =>
            o.id !== undefined && previous.has(o.id) ? { id: o.id, text: o.text } : { text: o.text },
          ),
        ]).slice(1);
        const options = numbered.map((o) => ({ ...o, votes: previous.get(o.id)?.votes ?? 0 }));
        const kept = new Set(options.map((o) => o.id));
        // Votes for a removed option no longer count anywhere; their voters may vote again.
        await votesOf(id)
          .filter((v) => !kept.has(v.optionId))
          .delete();
        await db.polls.update(id, { ...data, options });
        return true;
      });
      if (!found) throw new NotFoundError(texts.pollNotFound);
      return presentOne(await load(id), admin);
    },

    async remove(id) {
      await requireAdmin(ctx);
      const found = await db.transaction('rw', [db.polls, db.votes], async () => {
        if (!(await db.polls.get(id))) return false;
        await votesOf(id).delete();
        await db.polls.delete(id);
        return true;
      });
      if (!found) throw new NotFoundError(texts.pollNotFound);
    },

    async vote(pollId, optionId) {
      const user = await requireUser(ctx);
      assertCanSee(await load(pollId), user);
      const now = ctx.now();
      await db.transaction('rw', [db.polls, db.votes], async () => {
        // Read again inside the transaction, so two quick votes cannot both pass the checks.
        const record = await db.polls.get(pollId);
        if (!record || !isPollOpen(record, now)) throw new ValidationError(messages.pollNotActive);
        if (await db.votes.get([pollId, user.id])) throw new ValidationError(messages.alreadyVoted);
        if (!record.options.some((o) => o.id === optionId))
          throw new ValidationError(messages.invalidOption, { optionId: messages.invalidOption });
        const options = record.options.map((o) => (o.id === optionId ? { ...o, votes: o.votes + 1 } : o));
        await db.polls.update(pollId, { options });
        await db.votes.add({ pollId, userId: user.id, optionId, createdAt: now.toISOString() });
      });
      return presentOne(await load(pollId), user);
    },
  };
}
