// @vitest-environment node
import { demoTables } from '../../src/data/demo/db';
import type { ChangedRow } from './changes';
import { announced, eventsText, gather, internalTables, MAX_PARTS, nothingGathered, type Gathered } from './event-keys';

const added = (table: string, after: Record<string, unknown>): ChangedRow => ({
  table,
  key: null,
  before: null,
  after,
});
const changed = (table: string, before: Record<string, unknown>, after: Record<string, unknown>): ChangedRow => ({
  table,
  key: null,
  before,
  after,
});

function gathered(...writes: ChangedRow[][]): Gathered {
  const into = nothingGathered();
  for (const rows of writes) gather(rows, into);
  return into;
}

test('a comment names its task; its notifications name the people notified, not the resource for everyone', () => {
  const { keys, notified, sessions } = gathered([
    added('comments', { id: 40, taskId: 1, content: 'Hallo' }),
    added('notifications', { id: 9, userId: 2 }),
    added('notifications', { id: 10, userId: 3 }),
  ]);
  expect(keys).toEqual(new Set(['comments task 1']));
  expect(notified).toEqual(new Set([2, 3]));
  expect(sessions).toBe(false);
  expect(eventsText(keys)).toBe('event: comments\ndata: comments task 1\n\n');
});

test('a like names its comment’s task, from the count written in the same transaction', () => {
  const like = gathered([
    added('likes', { commentId: 12, userId: 3 }),
    changed('comments', { id: 12, taskId: 15, likeCount: 0 }, { id: 12, taskId: 15, likeCount: 1 }),
  ]);
  expect(like.keys).toEqual(new Set(['comments task 15']));
  // Without that row the task is unknown: every reader of comments hears it.
  expect(gathered([added('likes', { commentId: 12, userId: 3 })]).keys).toEqual(new Set(['comments']));
});

test('a task names itself and its projects (before and after a move); a vote its poll', () => {
  const { keys } = gathered(
    [
      changed('tasks', { id: 5, projectId: 1 }, { id: 5, projectId: 2 }),
      changed('taskSummaries', { projectId: 1 }, { projectId: 1 }),
      changed('taskSummaries', { projectId: 2 }, { projectId: 2 }),
    ],
    [added('votes', { pollId: 3, userId: 2, optionId: 1 }), changed('polls', { id: 3 }, { id: 3 })],
  );
  expect(keys).toEqual(new Set(['tasks task 5', 'tasks project 1', 'tasks project 2', 'polls poll 3']));
  expect(eventsText(keys)).toBe(
    'event: tasks\ndata: tasks task 5\ndata: tasks project 1\ndata: tasks project 2\n\n' +
      'event: polls\ndata: polls poll 3\n\n',
  );
});

test('tables only the server reads are never announced; a sessions change is noted', () => {
  const internal = ['sessions', 'credentials', 'files', 'mails', 'reminders', 'meta', 'passwordResets'];
  const heard = gathered(internal.map((table) => added(table, { id: 1, token: 'geheim', userId: 2 })));
  expect(heard.keys).toEqual(new Set());
  expect(heard.notified).toEqual(new Set());
  expect(heard.sessions).toBe(true);
});

test('a row that does not say where it belongs, a table not listed, many parts: the whole resource', () => {
  expect(gathered([added('comments', { id: 1 })]).keys).toEqual(new Set(['comments']));
  expect(gathered([added('notifications', { id: 1 })]).notified).toBe('all');
  // Browsers take a name they do not know as 'everything changed'.
  expect(eventsText(gathered([added('journal', { id: 1 })]).keys)).toBe('event: journal\ndata: journal\n\n');
  const removal = gathered(Array.from({ length: MAX_PARTS + 1 }, (_, id) => added('comments', { id, taskId: id })));
  expect(eventsText(removal.keys)).toBe('event: comments\ndata: comments\n\n');
  expect(eventsText(new Set(['comments task 1', 'comments']))).toBe('event: comments\ndata: comments\n\n');
});

test('every table of the store is either announced or known to be the server’s own', () => {
  expect(demoTables.filter((table) => !(table in announced) && !internalTables.has(table))).toEqual([]);
});
