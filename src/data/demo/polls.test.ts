import { POLL } from '../../../seed/polls';
import { G } from '../../../seed/users';
import * as messages from '../../domain/messages';
import * as coreMessages from '../../domain/core-messages';
import type { PollDraft } from '../../domain/poll-draft';
import { ADMIN_EMAIL, createTestContext, MEMBER_EMAIL, TEST_NOW, type TestContext } from '../../testing/demo-context';
import { ForbiddenError, NotFoundError, UnauthorizedError, ValidationError } from '../errors';
import { createPolls } from './polls';

let ctx: TestContext;
let polls: ReturnType<typeof createPolls>;

beforeEach(async () => {
  ctx = await createTestContext();
  polls = createPolls(ctx);
});

async function expectRejection(promise: Promise<unknown>, type: new (message?: string) => Error, message?: string) {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(type);
  if (message !== undefined) expect((error as Error).message).toBe(message);
}

const snapshot = async () => ({ polls: await ctx.db.polls.toArray(), votes: await ctx.db.votes.toArray() });

const draft = (overrides: Partial<PollDraft> = {}): PollDraft => ({
  title: 'Neues Treffen',
  description: 'Wann treffen wir uns?',
  status: 'active',
  options: [{ text: 'Montag' }, { text: 'Freitag' }],
  projectGroupIds: [G.pflege],
  isActive: true,
  ...overrides,
});

const adminOnly: [string, () => Promise<unknown>][] = [
  ['create a poll', () => polls.create(draft())],
  ['update a poll', () => polls.update(POLL.openForNutzer, draft())],
  ['delete a poll', () => polls.remove(POLL.openForNutzer)],
];

for (const [action, run] of adminOnly) {
  test(`a member cannot ${action}`, async () => {
    const before = await snapshot();
    await ctx.signInAs(MEMBER_EMAIL);
    await expectRejection(run(), ForbiddenError);
    expect(await snapshot()).toEqual(before);
  });

  test(`a guest cannot ${action}`, async () => {
    const before = await snapshot();
    await expectRejection(run(), UnauthorizedError);
    expect(await snapshot()).toEqual(before);
  });
}

test('a guest cannot list polls', async () => {
  await expectRejection(polls.list(), UnauthorizedError);
  await expectRejection(polls.active(), UnauthorizedError);
});

test('a member lists the polls of their groups, newest first, without drafts', async () => {
  await ctx.signInAs(MEMBER_EMAIL);
  const list = await polls.list();
  expect(list.map((p) => p.id)).toEqual([POLL.votedByNutzer, POLL.openForNutzer, POLL.completed]);
});

test('an admin lists every poll including drafts', async () => {
  await ctx.signInAs(ADMIN_EMAIL);
  expect((await polls.list()).map((p) => p.id).sort()).toEqual([1, 2, 3, 4, 5]);
});

test('active polls are the open polls of the member groups with the member vote', async () => {
  await ctx.signInAs(MEMBER_EMAIL);
  const active = await polls.active();
  expect(active.map((p) => [p.id, p.hasVoted, p.userVoteId])).toEqual([
    [POLL.votedByNutzer, true, 2],
    [POLL.openForNutzer, false, null],
  ]);
});

test('a poll whose end date has passed is neither active nor open for votes', async () => {
  const userId = await ctx.signInAs(MEMBER_EMAIL);
  ctx.setNow(new Date(TEST_NOW.getTime() + 30 * 24 * 60 * 60 * 1000));
  expect(await polls.active()).toEqual([]);
  await expectRejection(polls.vote(POLL.openForNutzer, 1), ValidationError, messages.pollNotActive);
  expect(await ctx.db.votes.get([POLL.openForNutzer, userId])).toBeUndefined();
});

test('a poll whose start date is ahead is neither active nor open for votes until that day', async () => {
  const userId = await ctx.signInAs(MEMBER_EMAIL);
  const start = new Date(TEST_NOW.getFullYear(), TEST_NOW.getMonth(), TEST_NOW.getDate() + 3);
  const startDate = `${start.getFullYear()}-${String(start.getMonth() + 1).padStart(2, '0')}-${String(start.getDate()).padStart(2, '0')}`;
  await ctx.db.polls.update(POLL.openForNutzer, { startDate });
  expect((await polls.active()).map((p) => p.id)).toEqual([POLL.votedByNutzer]);
  await expectRejection(polls.vote(POLL.openForNutzer, 1), ValidationError, messages.pollNotActive);
  expect(await ctx.db.votes.get([POLL.openForNutzer, userId])).toBeUndefined();

  ctx.setNow(start);
  expect((await polls.active()).map((p) => p.id)).toContain(POLL.openForNutzer);
  await polls.vote(POLL.openForNutzer, 1);
  expect(await ctx.db.votes.get([POLL.openForNutzer, userId])).toMatchObject({ optionId: 1 });
});

test('a poll carries the names of its project groups', async () => {
  await ctx.signInAs(MEMBER_EMAIL);
  const poll = await polls.get(POLL.openForNutzer);
  expect(poll.projectGroups).toEqual([
    { id: G.beratung, name: 'Digitale Beratung & Teilhabe' },
    { id: G.pflege, name: 'Pflege & Organisation' },
  ]);
});

test('a member cannot open a poll of a group they do not belong to', async () => {
  await ctx.signInAs(MEMBER_EMAIL);
  await expectRejection(polls.get(POLL.otherGroup), ForbiddenError);
});

test('a member cannot open a draft poll', async () => {
  await ctx.signInAs(MEMBER_EMAIL);
  await expectRejection(polls.get(POLL.draft), NotFoundError, 'Umfrage nicht gefunden');
});

test('an unknown poll is not found', async () => {
  await ctx.signInAs(ADMIN_EMAIL);
  await expectRejection(polls.get(999), NotFoundError, 'Umfrage nicht gefunden');
});

test('an admin who has not voted sees the poll as not voted', async () => {
  await ctx.signInAs(ADMIN_EMAIL);
  const poll = await polls.get(POLL.otherGroup);
  expect(poll.hasVoted).toBe(false);
  expect(poll.userVoteId).toBeNull();
});

test('a member votes once and the count goes up by one', async () => {
  const userId = await ctx.signInAs(MEMBER_EMAIL);
  const poll = await polls.vote(POLL.openForNutzer, 2);
  expect(poll.hasVoted).toBe(true);
  expect(poll.userVoteId).toBe(2);
  expect(poll.options.map((o) => o.votes)).toEqual([4, 4, 2, 1]);
  expect(await ctx.db.votes.get([POLL.openForNutzer, userId])).toMatchObject({ optionId: 2 });
});

test('a second vote by the same member is refused and changes nothing', async () => {
  await ctx.signInAs(MEMBER_EMAIL);
  await polls.vote(POLL.openForNutzer, 1);
  const before = await snapshot();
  await expectRejection(polls.vote(POLL.openForNutzer, 2), ValidationError, messages.alreadyVoted);
  expect(await snapshot()).toEqual(before);
  expect((await polls.get(POLL.openForNutzer)).options.map((o) => o.votes)).toEqual([5, 3, 2, 1]);
});

test('a vote on a completed poll is refused', async () => {
  await ctx.signInAs('sabine.krueger@example.com');
  const before = await snapshot();
  await expectRejection(polls.vote(POLL.completed, 1), ValidationError, messages.pollNotActive);
  expect(await snapshot()).toEqual(before);
});

test('a vote on a draft poll is refused', async () => {
  await ctx.signInAs(ADMIN_EMAIL);
  const before = await snapshot();
  await expectRejection(polls.vote(POLL.draft, 1), ValidationError, messages.pollNotActive);
  expect(await snapshot()).toEqual(before);
});

test('a vote on an active poll that is switched off is refused', async () => {
  await ctx.db.polls.update(POLL.openForNutzer, { isActive: false });
  await ctx.signInAs(MEMBER_EMAIL);
  await expectRejection(polls.vote(POLL.openForNutzer, 1), ValidationError, messages.pollNotActive);
});

test('a vote for an unknown option is refused and changes nothing', async () => {
  await ctx.signInAs(MEMBER_EMAIL);
  const before = await snapshot();
  await expectRejection(polls.vote(POLL.openForNutzer, 42), ValidationError, messages.invalidOption);
  expect(await snapshot()).toEqual(before);
});

test('a guest cannot vote', async () => {
  await expectRejection(polls.vote(POLL.openForNutzer, 1), UnauthorizedError);
});

test('a member cannot vote in a poll of another group', async () => {
  await ctx.signInAs(MEMBER_EMAIL);
  await expectRejection(polls.vote(POLL.otherGroup, 1), ForbiddenError);
});

test('the results of a completed poll stay visible with the member vote', async () => {
  await ctx.signInAs(MEMBER_EMAIL);
  const poll = await polls.get(POLL.completed);
  expect(poll.options.map((o) => o.votes)).toEqual([3, 1, 5]);
  expect(poll.userVoteId).toBe(3);
});

test('an admin creates a poll with numbered options and no votes', async () => {
  await ctx.signInAs(ADMIN_EMAIL);
  const poll = await polls.create(draft({ options: [{ id: 7, text: 'Montag' }, { text: ' ' }, { text: 'Freitag' }] }));
  expect(Number.isInteger(poll.id) && poll.id > 0).toBe(true);
  expect(poll.options).toEqual([
    { id: 1, text: 'Montag', votes: 0 },
    { id: 2, text: 'Freitag', votes: 0 },
  ]);
  expect(poll.projectGroups).toEqual([{ id: G.pflege, name: 'Pflege & Organisation' }]);
  expect(poll.createdAt).toBe(TEST_NOW.toISOString());
  expect(poll.hasVoted).toBe(false);
});

const invalidDrafts: [string, PollDraft, string][] = [
  ['without a title', draft({ title: '  ' }), coreMessages.requiredFields],
  ['without a description', draft({ description: '' }), coreMessages.requiredFields],
  [
    'with fewer than two filled options',
    draft({ options: [{ text: 'Montag' }, { text: '  ' }] }),
    messages.pollOptionsRequired,
  ],
  ['without a project group', draft({ projectGroupIds: [] }), messages.pollGroupsRequired],
  ['for an unknown project group', draft({ projectGroupIds: [99] }), 'Die gewählte Projektgruppe gibt es nicht.'],
];

for (const [label, input, message] of invalidDrafts) {
  test(`a poll ${label} is refused on create and update and changes nothing`, async () => {
    await ctx.signInAs(ADMIN_EMAIL);
    const before = await snapshot();
    await expectRejection(polls.create(input), ValidationError, message);
    await expectRejection(polls.update(POLL.openForNutzer, input), ValidationError, message);
    expect(await snapshot()).toEqual(before);
  });
}

test('an update keeps the votes of kept options and numbers new ones after the highest id', async () => {
  await ctx.signInAs(ADMIN_EMAIL);
  const poll = await polls.update(
    POLL.openForNutzer,
    draft({
      projectGroupIds: [G.beratung, G.pflege],
      options: [{ id: 1, text: 'Datenschutz' }, { id: 2, text: 'Prompting' }, { text: 'Neu' }],
    }),
  );
  expect(poll.options).toEqual([
    { id: 1, text: 'Datenschutz', votes: 4 },
    { id: 2, text: 'Prompting', votes: 3 },
    { id: 5, text: 'Neu', votes: 0 },
  ]);
});

test('votes for a removed option are dropped so that the voter may vote again', async () => {
  await ctx.signInAs(ADMIN_EMAIL);
  await polls.update(
    POLL.openForNutzer,
    draft({
      options: [
        { id: 1, text: 'A' },
        { id: 2, text: 'B' },
      ],
    }),
  );
  const remaining = await ctx.db.votes
    .where('[pollId+userId]')
    .between([POLL.openForNutzer, 0], [POLL.openForNutzer, Infinity])
    .toArray();
  expect(remaining.every((v) => v.optionId === 1 || v.optionId === 2)).toBe(true);
  expect(remaining).toHaveLength(5);
});

test('updating or deleting an unknown poll is not found', async () => {
  await ctx.signInAs(ADMIN_EMAIL);
  await expectRejection(polls.update(999, draft()), NotFoundError, 'Umfrage nicht gefunden');
  await expectRejection(polls.remove(999), NotFoundError, 'Umfrage nicht gefunden');
});

test('deleting a poll deletes its votes', async () => {
  await ctx.signInAs(ADMIN_EMAIL);
  await polls.remove(POLL.votedByNutzer);
  expect(await ctx.db.polls.get(POLL.votedByNutzer)).toBeUndefined();
  expect(
    await ctx.db.votes
      .where('[pollId+userId]')
      .between([POLL.votedByNutzer, 0], [POLL.votedByNutzer, Infinity])
      .count(),
  ).toBe(0);
  expect(await ctx.db.votes.count()).toBeGreaterThan(0);
});

test('a member cannot vote in a draft poll of their group', async () => {
  await ctx.signInAs(MEMBER_EMAIL);
  const before = await snapshot();
  await expectRejection(polls.vote(POLL.draft, 1), NotFoundError, 'Umfrage nicht gefunden');
  expect(await snapshot()).toEqual(before);
});
