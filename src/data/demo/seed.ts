import type { SeedData } from '../../../seed/types';
import { demoTables, taskIndexKeys, type DemoDatabase } from './db';
import { summaryRecordsOf } from './task-summary-rows';
import { flag } from './mappers';

export interface SeedSource {
  version: number;
  /** May load the seed on demand: only a first start (or a reset) needs it. */
  create: (now: Date) => SeedData | Promise<SeedData>;
}

export const SEED_VERSION_KEY = 'seedVersion';

export async function storedSeedVersion(db: DemoDatabase): Promise<number | null> {
  const meta = await db.meta.get(SEED_VERSION_KEY);
  return typeof meta?.value === 'number' ? meta.value : null;
}

/** Seeds on first start only: an existing store (any seed version) is left as the user left it. */
export async function seedIfAbsent(db: DemoDatabase, source: SeedSource, now: Date): Promise<boolean> {
  if ((await storedSeedVersion(db)) !== null) return false;
  // Created outside the transaction: loading the seed module is not IndexedDB work, and awaiting it
  // inside would let the transaction commit early.
  const seed = await source.create(now);
  return db.transaction('rw', db.tables, async () => {
    // Another tab may have seeded meanwhile.
    if ((await storedSeedVersion(db)) !== null) return false;
    await writeSeed(db, seed, source.version);
    return true;
  });
}

/** Clears every table and writes the seed again, in one transaction. */
export async function resetToSeed(db: DemoDatabase, source: SeedSource, now: Date): Promise<void> {
  const seed = await source.create(now);
  await db.transaction('rw', db.tables, async () => {
    await Promise.all(demoTables.map((name) => db.table(name).clear()));
    await writeSeed(db, seed, source.version);
  });
}

/**
 * Rows per write request batch. Each batch is its own short task (the next starts from the previous one's
 * success event), so a first visit's seed never blocks the page for long; all batches stay in the caller's
 * transaction.
 */
const SEED_BATCH_ROWS = 40;

async function addInBatches<Row>(
  table: { bulkAdd(rows: readonly Row[]): Promise<unknown> },
  rows: readonly Row[],
): Promise<void> {
  for (let start = 0; start < rows.length; start += SEED_BATCH_ROWS)
    await table.bulkAdd(rows.slice(start, start + SEED_BATCH_ROWS));
}

async function writeSeed(db: DemoDatabase, seed: SeedData, version: number): Promise<void> {
  const tasks = seed.tasks.map((t) => ({ ...t, ...taskIndexKeys(t) }));
  // Every table's requests are made at once: the transaction keeps them in order and atomic, and the store's first
  // answer does not wait for one success event per table before the next table's write is even asked for.
  await Promise.all([
    addInBatches(
      db.users,
      seed.users.map(({ password: _password, ...user }) => user),
    ),
    addInBatches(
      db.credentials,
      seed.users.map((u) => ({ userId: u.id, ...u.password })),
    ),
    addInBatches(db.groups, seed.groups),
    addInBatches(
      db.projects,
      seed.projects.map((p) => ({ ...p, featuredKey: flag(p.featured) })),
    ),
    addInBatches(db.tasks, tasks),
    addInBatches(db.taskSummaries, summaryRecordsOf(tasks)),
    addInBatches(
      db.comments,
      seed.comments.map(({ likes, ...c }) => ({ ...c, likeCount: likes.length })),
    ),
    addInBatches(
      db.likes,
      seed.comments.flatMap((c) => c.likes.map((userId) => ({ commentId: c.id, userId }))),
    ),
    addInBatches(
      db.polls,
      seed.polls.map(({ voters: _voters, ...poll }) => poll),
    ),
    addInBatches(
      db.votes,
      seed.polls.flatMap((p) => p.voters.map((v) => ({ pollId: p.id, ...v, createdAt: p.createdAt }))),
    ),
    addInBatches(
      db.products,
      seed.products.map((p) => ({ ...p, featuredKey: flag(p.featured) })),
    ),
    addInBatches(db.categories, seed.categories),
    addInBatches(db.footerPages, seed.footerPages),
    addInBatches(db.whitelist, seed.whitelist),
    addInBatches(
      db.notifications,
      seed.notifications.map((n) => ({ ...n, readKey: flag(n.read) })),
    ),
    // A seeded deadline reminder counts as sent, so reading notifications does not send it again.
    addInBatches(
      db.reminders,
      seed.notifications.flatMap((n) => {
        const taskId = n.kind === 'taskDeadline' ? /^\/tasks\/(\d+)$/.exec(n.link ?? '')?.[1] : undefined;
        return taskId ? [{ taskId: Number(taskId), userId: n.userId }] : [];
      }),
    ),
    addInBatches(
      db.configurations,
      Object.entries(seed.heroSettings).map(([key, value]) => ({ key: key as keyof SeedData['heroSettings'], value })),
    ),
    db.meta.put({ key: SEED_VERSION_KEY, value: version }),
  ]);
}
