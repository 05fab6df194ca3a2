import Dexie from 'dexie';
import { produce } from 'immer';
import * as messages from '../../domain/messages';
import { isPollOpen, numberOptions } from '../../domain/poll-rules';
import type { Poll, PollOption } from '../../domain/poll';
import type { PollDraft } from '../../domain/poll-draft';
import { NotFoundError, ValidationError } from '../errors';
import { nowIso, requireAdmin, requireUser, validate, type DemoContext } from './context';
import { assertCanSeePoll, loadPoll, presentPoll } from './polls-read';
import * as texts from '../texts';

async function validDraft(ctx: DemoContext, draft: PollDraft) {
  const data = await validate('pollDraftSchema', draft);
  const projectGroupIds = [...new Set(data.projectGroupIds)];
  const groups = await ctx.db.groups.bulkGet(projectGroupIds);
  if (groups.some((g) => !g)) throw new ValidationError(texts.unknownGroup, { projectGroupIds: texts.unknownGroup });
  return { ...data, projectGroupIds };
}

const votesOf = (ctx: DemoContext, pollId: number) =>
  ctx.db.votes.where('[pollId+userId]').between([pollId, Dexie.minKey], [pollId, Dexie.maxKey]);

export async function createPoll(ctx: DemoContext, draft: PollDraft): Promise<Poll> {
  const { db } = ctx;
  const admin = await requireAdmin(ctx);
  const data = await validDraft(ctx, draft);
  // Ids the caller sent mean nothing for a new poll; numbering starts at 1.
  const options: PollOption[] = numberOptions(data.options.map((o) => ({ text: o.text }))).map((o) => ({
    ...o,
    votes: 0,
  }));
  const id = await db.transaction('rw', [db.polls], () => db.polls.add({ ...data, options, createdAt: nowIso(ctx) }));
  return presentPoll(ctx, await loadPoll(ctx, id), admin);
}

export async function updatePoll(ctx: DemoContext, id: number, draft: PollDraft): Promise<Poll> {
  const { db } = ctx;
  const admin = await requireAdmin(ctx);
  const data = await validDraft(ctx, draft);
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
    await votesOf(ctx, id)
      .filter((v) => !kept.has(v.optionId))
      .delete();
    await db.polls.update(id, { ...data, options });
    return true;
  });
  if (!found) throw new NotFoundError(texts.pollNotFound);
  return presentPoll(ctx, await loadPoll(ctx, id), admin);
}

export async function removePoll(ctx: DemoContext, id: number): Promise<void> {
  const { db } = ctx;
  await requireAdmin(ctx);
  const found = await db.transaction('rw', [db.polls, db.votes], async () => {
    if (!(await db.polls.get(id))) return false;
    await votesOf(ctx, id).delete();
    await db.polls.delete(id);
    return true;
  });
  if (!found) throw new NotFoundError(texts.pollNotFound);
}

export async function votePoll(ctx: DemoContext, pollId: number, optionId: number): Promise<Poll> {
  const { db } = ctx;
  const user = await requireUser(ctx);
  assertCanSeePoll(await loadPoll(ctx, pollId), user);
  const now = ctx.now();
  await db.transaction('rw', [db.polls, db.votes], async () => {
    // Read again inside the transaction, so two quick votes cannot both pass the checks.
    const record = await db.polls.get(pollId);
    if (!record || !isPollOpen(record, now)) throw new ValidationError(messages.pollNotActive);
    if (await db.votes.get([pollId, user.id])) throw new ValidationError(messages.alreadyVoted);
    const options = produce(record.options, (draft) => {
      const chosen = draft.find((o) => o.id === optionId);
      if (!chosen) throw new ValidationError(messages.invalidOption, { optionId: messages.invalidOption });
      chosen.votes += 1;
    });
    await db.polls.update(pollId, { options });
    await db.votes.add({ pollId, userId: user.id, optionId, createdAt: now.toISOString() });
  });
  return presentPoll(ctx, await loadPoll(ctx, pollId), user);
}
