// @vitest-environment node
// No DOM needed: the store and the model are plain code, and node starts faster than jsdom.
import fc from 'fast-check';
import { createSeed } from '../../../seed';
import { P } from '../../../seed/projects';
import { G } from '../../../seed/users';
import type { Poll } from '../../domain/poll';
import {
  actorNames,
  actors,
  CollaborationModel,
  type Actor,
  type Op,
  type Outcome,
  type PollView,
  type Refusal,
  type View,
} from '../../testing/collaboration-model';
import { createTestRepository, TEST_NOW, type TestContext } from '../../testing/demo-context';
import { snapshot } from '../../testing/snapshot';
import { ForbiddenError, NotFoundError, ValidationError } from '../errors';
import type { Repository } from '../repository';

/**
 * Random sequences of calls through the repository port, each by one of five seed people, run against a fresh
 * demo store and against CollaborationModel; the outcome of every call (result or refusal) and the final view
 * must agree. A failure prints the seed and the shrunk sequence; FC_SEED=<n> replays or explores another seed.
 */

/** Tasks of the three groups the actors span, with and without comments and likes (seed/projects.ts). */
const TASKS = [2, 4, 15, 16, 19, 27];
const seed = createSeed(TEST_NOW);
const WRITTEN_TABLES = [
  'tasks',
  'taskSummaries',
  'comments',
  'likes',
  'polls',
  'votes',
  'notifications',
  'reminders',
  'users',
];

interface Store {
  ctx: TestContext;
  repo: Repository;
  tokens: Record<Actor, string>;
}

async function openStore(): Promise<Store> {
  const { ctx, repo } = await createTestRepository();
  const tokens = {} as Record<Actor, string>;
  for (const name of actorNames) {
    await ctx.signInAs(seed.users.find((u) => u.id === actors[name])!.email);
    tokens[name] = ctx.getToken()!;
  }
  return { ctx, repo, tokens };
}

function refusalOf(error: unknown): Outcome & { refused: Refusal } {
  const message = error instanceof Error ? error.message : String(error);
  if (error instanceof ForbiddenError) return { refused: 'forbidden', message };
  if (error instanceof NotFoundError) return { refused: 'not-found', message };
  if (error instanceof ValidationError) return { refused: 'invalid', message };
  throw error;
}

const pollView = (poll: Poll): PollView => ({
  votes: poll.options.map((o) => o.votes),
  total: poll.options.reduce((sum, o) => sum + o.votes, 0),
  hasVoted: poll.hasVoted,
  userVoteId: poll.userVoteId,
});

/** Runs one call as its actor; `created` is the id the store gave a new comment, poll or task. */
async function callStore({ ctx, repo, tokens }: Store, op: Op): Promise<{ outcome: Outcome; created?: number }> {
  ctx.setToken(tokens[op.actor]);
  try {
    switch (op.kind) {
      case 'comment': {
        const comment = await repo.comments.create(op.task, {
          content: op.empty ? '   ' : 'Ein Kommentar',
          parentId: op.reply,
        });
        const { taskId, parentId, likeCount, hasLiked } = comment;
        return { outcome: { ok: true, value: { taskId, parentId, likeCount, hasLiked } }, created: comment.id };
      }
      case 'like': {
        const { liked, likeCount } = await repo.comments.like(op.comment);
        return { outcome: { ok: true, value: { liked, likeCount } } };
      }
      case 'vote':
        return { outcome: { ok: true, value: pollView(await repo.polls.vote(op.poll, op.option)) } };
      case 'createPoll': {
        const poll = await repo.polls.create({
          title: 'Neue Umfrage',
          description: 'Was meinen Sie?',
          status: op.status,
          isActive: op.isActive,
          projectGroupIds: op.groups,
          options: Array.from({ length: op.options }, (_, i) => ({ text: `Antwort ${i + 1}` })),
        });
        return { outcome: { ok: true, value: pollView(poll) }, created: poll.id };
      }
      case 'removePoll':
        await repo.polls.remove(op.poll);
        return { outcome: { ok: true, value: null } };
      case 'createTask': {
        const task = await repo.tasks.create({
          projectId: op.project,
          title: 'Neue Aufgabe',
          description: 'Beschreibung',
          assignedTo: op.assignees?.map((name) => actors[name]),
        });
        return {
          outcome: { ok: true, value: { assignedTo: [...task.assignedTo].sort((a, b) => a - b) } },
          created: task.id,
        };
      }
      case 'removeTask':
        await repo.tasks.remove(op.task);
        return { outcome: { ok: true, value: null } };
      case 'markRead': {
        ctx.setToken(tokens[op.owner]);
        const list = await repo.notifications.list();
        const target = list[op.notification % Math.max(list.length, 1)];
        if (!target) return { outcome: { ok: true, value: 'nothing to mark' } };
        ctx.setToken(tokens[op.actor]);
        await repo.notifications.markRead(target.id);
        return { outcome: { ok: true, value: null } };
      }
      case 'markAllRead':
        await repo.notifications.markAllRead();
        return { outcome: { ok: true, value: null } };
      case 'commentNotifications': {
        const me = (await repo.auth.currentUser())!;
        const user = await repo.notifications.updateSettings({ ...me.notificationSettings, taskComments: op.on });
        return { outcome: { ok: true, value: { taskComments: user.notificationSettings.taskComments } } };
      }
    }
  } catch (error) {
    return { outcome: refusalOf(error) };
  }
}

/** What each actor sees through the port; calls run one after another, as the token is the context's. */
async function observe({ ctx, repo, tokens }: Store, taskIds: number[]): Promise<View> {
  const view: View = { comments: {}, polls: {} as View['polls'], notifications: {} as View['notifications'] };
  const seen = async <T>(read: () => Promise<T>): Promise<T | Refusal> =>
    read().catch((error: unknown) => refusalOf(error).refused);
  for (const name of actorNames) {
    ctx.setToken(tokens[name]);
    for (const taskId of taskIds) {
      const comments = await seen(async () =>
        (await repo.comments.byTask(taskId))
          .map(({ id, likeCount, hasLiked }) => ({ id, likeCount, hasLiked }))
          .sort((a, b) => a.id - b.id),
      );
      (view.comments[taskId] ??= {} as View['comments'][number])[name] = comments;
    }
    view.polls[name] = Object.fromEntries((await repo.polls.list()).map((poll) => [poll.id, pollView(poll)]));
    const items = (await repo.notifications.list()).map(({ title, link, read }) => ({ title, link, read }));
    view.notifications[name] = { unread: items.filter((n) => !n.read).length, items };
  }
  return view;
}

/** Makes the picks of a generated call concrete: ids of tasks, comments and polls known so far, removed ones included. */
function resolve(op: Op, known: CollaborationModel['known']): Op {
  const pick = (ids: number[], index: number) => ids[index % ids.length]!;
  switch (op.kind) {
    case 'comment':
      return {
        ...op,
        task: pick(known.tasks, op.task),
        reply: op.reply === null ? null : pick(known.comments, op.reply),
      };
    case 'like':
      return { ...op, comment: pick(known.comments, op.comment) };
    case 'vote':
    case 'removePoll':
      return { ...op, poll: pick(known.polls, op.poll) };
    case 'removeTask':
      return { ...op, task: pick(known.tasks, op.task) };
    default:
      return op;
  }
}

/** A refusal the model gives without a message is compared by kind only (the store's default text). */
function comparable(actual: Outcome, expected: Outcome): Outcome {
  return 'refused' in actual && 'refused' in expected && expected.message === undefined
    ? { refused: actual.refused }
    : actual;
}

const actor = fc.constantFrom(...actorNames);
const mostlyAdmin = fc.constantFrom<Actor>('admin', 'admin', 'admin', 'nutzer', 'neumann');
const pick = fc.nat({ max: 40 });
/** `often` is the weight of the first value against 1 for the second; values shrink towards the first. */
const often = <A, B>(first: fc.Arbitrary<A>, second: fc.Arbitrary<B>, weight = 3) =>
  fc.oneof({ weight, arbitrary: first }, { weight: 1, arbitrary: second });

const opArb: fc.Arbitrary<Op> = fc.oneof(
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant('comment' as const),
      actor,
      task: pick,
      reply: often(fc.constant(null), pick, 2),
      empty: often(fc.constant(false), fc.constant(true), 5),
    }),
  },
  { weight: 4, arbitrary: fc.record({ kind: fc.constant('like' as const), actor, comment: pick }) },
  {
    weight: 4,
    arbitrary: fc.record({
      kind: fc.constant('vote' as const),
      actor,
      poll: pick,
      option: fc.integer({ min: 1, max: 5 }),
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('createPoll' as const),
      actor: mostlyAdmin,
      groups: fc.subarray([G.beratung, G.pflege, G.jugendhilfe], { minLength: 1 }),
      status: often(fc.constant('active' as const), fc.constantFrom('completed' as const, 'draft' as const)),
      isActive: often(fc.constant(true), fc.constant(false)),
      options: fc.integer({ min: 2, max: 4 }),
    }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('removePoll' as const), actor: mostlyAdmin, poll: pick }) },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('createTask' as const),
      actor: mostlyAdmin,
      project: fc.constantFrom(P.schuldnerberatung, P.dienstplan, P.kitaChatbot),
      assignees: often(fc.constant(null), fc.uniqueArray(actor, { minLength: 1, maxLength: 3 }), 1),
    }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('removeTask' as const), actor: mostlyAdmin, task: pick }) },
  {
    weight: 2,
    arbitrary: fc.tuple(actor, often(fc.constant(null), actor), pick).map(([who, other, notification]): Op => ({
      kind: 'markRead',
      actor: who,
      owner: other ?? who,
      notification,
    })),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('markAllRead' as const), actor }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('commentNotifications' as const), actor, on: fc.boolean() }) },
);

test('the seeded store starts where the model starts', async () => {
  const store = await openStore();
  try {
    const first = await observe(store, TASKS);
    const model = new CollaborationModel(seed, TASKS, TEST_NOW, first.notifications);
    expect(first).toEqual(model.view());
  } finally {
    await store.ctx.db.delete();
  }
});

test('comments, likes, votes and notifications follow the model whatever the order of calls', async () => {
  await fc.assert(
    fc.asyncProperty(fc.noBias(fc.array(opArb, { maxLength: 25 })), async (ops) => {
      const store = await openStore();
      try {
        // The first read of each inbox also writes the deadline reminders that are due, so the model starts after it.
        const first = await observe(store, []);
        const model = new CollaborationModel(seed, TASKS, TEST_NOW, first.notifications);
        for (const [step, generated] of ops.entries()) {
          const op = resolve(generated, model.known);
          const refusal = model.refusal(op);
          // A refused call must leave the store as it was: the tables these calls write, compared whole.
          const before = refusal && (await snapshot(store.ctx.db, WRITTEN_TABLES));
          const { outcome, created } = await callStore(store, op);
          const expected = refusal ?? model.apply(op, created);
          expect(comparable(outcome, expected), `step ${step + 1}: ${JSON.stringify(op)}`).toEqual(expected);
          if (before)
            expect(await snapshot(store.ctx.db, WRITTEN_TABLES), `step ${step + 1} was refused but wrote`).toBe(before);
        }
        expect(await observe(store, model.known.tasks)).toEqual(model.view());
      } finally {
        await store.ctx.db.delete();
      }
    }),
    { numRuns: 30, seed: Number(process.env.FC_SEED ?? 20261126) },
  );
}, 120_000);
