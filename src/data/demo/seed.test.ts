import { SEED_VERSION } from '../../../seed';
import type { SeedData } from '../../../seed/types';
import { ADMIN_EMAIL, createTestRepository, demoSeed, TEST_NOW } from '../../testing/demo-context';
import { snapshot } from '../../testing/snapshot';
import { demoTables, openDemoDatabase, type DemoDatabase } from './db';
import { resetToSeed, seedIfAbsent, storedSeedVersion, type SeedSource } from './seed';

let counter = 0;
const freshDatabase = () => openDemoDatabase(`kiz-seed-test-${Date.now()}-${++counter}`);

async function counts(db: DemoDatabase): Promise<Record<string, number>> {
  return Object.fromEntries(await Promise.all(db.tables.map(async (t) => [t.name, await t.count()] as const)));
}

/** A seed that breaks halfway: the users are fine, a later table gets a duplicate id. */
function brokenSeed(breakIt: (data: SeedData) => void): SeedSource {
  return {
    version: SEED_VERSION + 1,
    create(now) {
      const data = demoSeed.create(now);
      breakIt(data);
      return data;
    },
  };
}

test('seeding a fresh database writes the seed version and every table', async () => {
  const db = freshDatabase();
  expect(await storedSeedVersion(db)).toBeNull();
  expect(await seedIfAbsent(db, demoSeed, TEST_NOW)).toBe(true);
  expect(await storedSeedVersion(db)).toBe(SEED_VERSION);

  const seed = demoSeed.create(TEST_NOW);
  const stored = await counts(db);
  expect(Object.keys(stored)).toEqual(expect.arrayContaining([...demoTables]));
  // Tables the seed does not fill (sessions, files, mails, …) start empty.
  expect(stored).toMatchObject({
    users: seed.users.length,
    credentials: seed.users.length,
    sessions: 0,
    groups: seed.groups.length,
    projects: seed.projects.length,
    tasks: seed.tasks.length,
    comments: seed.comments.length,
    likes: seed.comments.reduce((n, c) => n + c.likes.length, 0),
    polls: seed.polls.length,
    votes: seed.polls.reduce((n, p) => n + p.voters.length, 0),
    products: seed.products.length,
    categories: seed.categories.length,
    footerPages: seed.footerPages.length,
    whitelist: seed.whitelist.length,
    configurations: Object.keys(seed.heroSettings).length,
    notifications: seed.notifications.length,
    reminders: 1, // the seeded deadline notification for task 17 counts as sent
    files: 0,
    contactMessages: 0,
    passwordResets: 0,
    meta: 1,
  });
  expect(seed.users.length).toBeGreaterThan(0);
  expect((await db.users.get(1))!.email).toBe(ADMIN_EMAIL);
  expect(await db.credentials.get(1)).toEqual({ userId: 1, ...seed.users[0]!.password });
  db.close();
});

test('seeding runs in one transaction: nothing is visible while it is under way', async () => {
  const db = freshDatabase();
  const seeding = seedIfAbsent(db, demoSeed, TEST_NOW);
  // A read that starts while the seed transaction is open waits for it and sees all or nothing.
  const [seeded, users, version] = await Promise.all([seeding, db.users.count(), storedSeedVersion(db)]);
  expect(seeded).toBe(true);
  expect([0, 9]).toContain(users);
  expect(users === 0 ? version === null : version === SEED_VERSION).toBe(true);
  db.close();
});

test('seeding a second time returns false and leaves the user changes alone', async () => {
  const { ctx } = await createTestRepository();
  await ctx.db.categories.update(1, { name: 'Umbenannt' });
  await ctx.db.tasks.delete(32);
  const before = await snapshot(ctx.db);

  expect(await seedIfAbsent(ctx.db, demoSeed, TEST_NOW)).toBe(false);
  expect(await seedIfAbsent(ctx.db, { ...demoSeed, version: SEED_VERSION + 1 }, new Date('2027-01-01T00:00:00Z'))).toBe(
    false,
  );
  expect((await ctx.db.categories.get(1))!.name).toBe('Umbenannt');
  expect(await ctx.db.tasks.get(32)).toBeUndefined();
  expect(await snapshot(ctx.db)).toBe(before);
});

test('a reset restores the seed exactly and ends every session', async () => {
  const { ctx, repo } = await createTestRepository();
  const seeded = await snapshot(ctx.db);
  const seededCounts = await counts(ctx.db);

  await ctx.signInAs(ADMIN_EMAIL);
  await ctx.db.categories.update(1, { name: 'Umbenannt' });
  await repo.tasks.create({ projectId: 1, title: 'Neu', description: 'Neu' });
  await repo.tasks.remove(5);
  await repo.passwordReset.request('nutzer@example.com');
  await repo.notifications.list();
  expect(await snapshot(ctx.db)).not.toBe(seeded);

  await repo.demo!.reset();
  expect(await counts(ctx.db)).toEqual(seededCounts);
  expect((await ctx.db.categories.get(1))!.name).not.toBe('Umbenannt');
  expect(await ctx.db.tasks.get(5)).toBeDefined();
  expect(await ctx.db.sessions.count()).toBe(0);
  expect(await snapshot(ctx.db)).toBe(seeded);
  await expect(repo.notifications.list()).rejects.toThrow('Bitte melden Sie sich an.');
});

test('resetToSeed uses the clock it is given for the relative dates', async () => {
  const { ctx } = await createTestRepository();
  const later = new Date(TEST_NOW.getTime() + 24 * 60 * 60 * 1000);
  await resetToSeed(ctx.db, demoSeed, later);
  const seed = demoSeed.create(later);
  expect((await ctx.db.tasks.get(2))!.deadline).toBe(seed.tasks.find((t) => t.id === 2)!.deadline);
  expect((await ctx.db.users.get(1))!.createdAt).toBe(seed.users[0]!.createdAt);
});

test('a seed that fails halfway leaves an empty database without a seed version', async () => {
  const db = freshDatabase();
  const duplicateUser = brokenSeed((data) => {
    data.users.push({ ...data.users[0]!, email: 'doppelt@example.com' });
  });
  await expect(seedIfAbsent(db, duplicateUser, TEST_NOW)).rejects.toThrow();
  expect(await db.users.count()).toBe(0);
  expect(await db.credentials.count()).toBe(0);
  expect(await storedSeedVersion(db)).toBeNull();

  const lateFailure = brokenSeed((data) => {
    data.notifications.push({ ...data.notifications[0]! });
  });
  await expect(seedIfAbsent(db, lateFailure, TEST_NOW)).rejects.toThrow();
  expect(Object.values(await counts(db)).every((n) => n === 0)).toBe(true);

  // The failure is not sticky: a good seed still goes in afterwards.
  expect(await seedIfAbsent(db, demoSeed, TEST_NOW)).toBe(true);
  expect(await db.users.count()).toBe(9);
  db.close();
});

test('a reset that fails halfway keeps the data as it was', async () => {
  const { ctx } = await createTestRepository();
  await ctx.signInAs(ADMIN_EMAIL);
  await ctx.db.categories.update(1, { name: 'Umbenannt' });
  const before = await snapshot(ctx.db);
  const broken = brokenSeed((data) => {
    data.footerPages.push({ ...data.footerPages[0]! });
  });
  await expect(resetToSeed(ctx.db, broken, TEST_NOW)).rejects.toThrow();
  expect(await snapshot(ctx.db)).toBe(before);
  expect(await storedSeedVersion(ctx.db)).toBe(SEED_VERSION);
});
