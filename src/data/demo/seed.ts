import type { SeedData } from '../../../seed/types';
import { demoTables, taskIndexKeys, type DemoDatabase } from './db';
import { summaryRecordsOf } from './task-summary-rows';
import { flag } from './mappers';

export interface SeedSource {
  version: number;
  /** May load the seed on demand: only a first start (or a reset) needs it. */
  create: (now: Date) => SeedData | Promise<SeedData>;
}

const SEED_VERSION_KEY = 'seedVersion';

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

async function writeSeed(db: DemoDatabase, seed: SeedData, version: number): Promise<void> {
  await db.users.bulkAdd(seed.users.map(({ password: _password, ...user }) => user));
  await db.credentials.bulkAdd(seed.users.map((u) => ({ userId: u.id, ...u.password })));
  await db.groups.bulkAdd(seed.groups);
  await db.projects.bulkAdd(seed.projects.map((p) => ({ ...p, featuredKey: flag(p.featured) })));
  const tasks = seed.tasks.map((t) => ({ ...t, ...taskIndexKeys(t) }));
  await db.tasks.bulkAdd(tasks);
  await db.taskSummaries.bulkAdd(summaryRecordsOf(tasks));
  await db.comments.bulkAdd(
    seed.comments.map(({ likes, ...c }) => ({ ...c, likeCount: likes.length })),
  );
  await db.likes.bulkAdd(seed.comments.flatMap((c) => c.likes.map((userId) => ({ commentId: c.id, userId }))));
  await db.polls.bulkAdd(seed.polls.map(({ voters: _voters, ...poll }) => poll));
  await db.votes.bulkAdd(
    seed.polls.flatMap((p) => p.voters.map((v) => ({ pollId: p.id, ...v, createdAt: p.createdAt }))),
  );
  await db.products.bulkAdd(seed.products.map((p) => ({ ...p, featuredKey: flag(p.featured) })));
  await db.categories.bulkAdd(seed.categories);
  await db.footerPages.bulkAdd(seed.footerPages);
  await db.whitelist.bulkAdd(seed.whitelist);
  await db.notifications.bulkAdd(seed.notifications.map((n) => ({ ...n, readKey: flag(n.read) })));
  // A seeded deadline reminder counts as sent, so reading notifications does not send it again.
  await db.reminders.bulkAdd(
    seed.notifications.flatMap((n) => {
      const taskId = n.kind === 'taskDeadline' ? /^\/tasks\/(\d+)$/.exec(n.link ?? '')?.[1] : undefined;
      return taskId ? [{ taskId: Number(taskId), userId: n.userId }] : [];
    }),
  );
  await db.configurations.bulkAdd(
    Object.entries(seed.heroSettings).map(([key, value]) => ({ key: key as keyof SeedData['heroSettings'], value })),
  );
  await db.meta.put({ key: SEED_VERSION_KEY, value: version });
}
