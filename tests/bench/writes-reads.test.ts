import 'fake-indexeddb/auto';
import { expect, test } from 'vitest';
import { measureWritesReads } from './writes-reads';

test('a write re-reads only what it changed: a like the comments, a vote the poll, a mark-read the notifications', async () => {
  const [like, vote, markRead] = await measureWritesReads();
  expect(like?.reads).toEqual(['comments.byTask']);
  expect(vote?.reads).toEqual(['polls.get']);
  // The bell and the dashboard's notification centre each show the list.
  expect(markRead?.reads).toEqual(['notifications.list', 'notifications.list']);
});

test('when every change is everything, as before changes named their resources, a like re-reads seven things', async () => {
  const [like] = await measureWritesReads(true);
  expect(like?.reads).toHaveLength(7);
});
