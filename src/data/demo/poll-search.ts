import { matchesPollSearch } from '../../domain/poll-rules';
import type { DemoDatabase, PollRecord } from './db';
import { compareIso } from './order';
import { tableProjection } from './table-projection';

/** What the admin's poll table orders and searches by, newest first as `polls.list()` orders them. */
interface Entry {
  id: number;
  createdAt: string;
  title: string;
  description: string;
}

const projection = tableProjection<PollRecord, Entry>(
  'polls',
  ({ id, createdAt, title, description }) => ({ id, createdAt, title, description }),
  (a, b) => compareIso(b.createdAt, a.createdAt) || b.id - a.id,
);

/**
 * The newest `limit` of all polls whose title or description contain the search (empty: all), and how many
 * match. Only the page's records are read; the caller adds what a poll shows beyond its record.
 */
export function pagePolls(
  db: DemoDatabase,
  search: string,
  limit: number,
): Promise<{ rows: PollRecord[]; total: number }> {
  return projection.page(db, (poll) => matchesPollSearch(poll, search), limit);
}
