import { createSeed, SEED_VERSION } from '../../seed';
import type { DemoContext } from '../data/demo/context';
import { openDemoDatabase } from '../data/demo/db';
import { randomHex } from '../data/demo/password';
import { seedIfAbsent } from '../data/demo/seed';

/** The fixed clock of repository tests: the seed's relative dates are computed from it. */
export const TEST_NOW = new Date('2026-06-15T10:00:00.000Z');

export const demoSeed = { version: SEED_VERSION, create: createSeed };

let counter = 0;

export interface TestContext extends DemoContext {
  /** Signs in as the user with this e-mail without hashing (a session row is written directly). */
  signInAs(email: string): Promise<number>;
  signOut(): void;
  /** Uses a token obtained elsewhere, e.g. from a real login. */
  setToken(token: string | null): void;
  setNow(date: Date): void;
}

/** A fresh, seeded demo database on fake-indexeddb, with a settable token and clock. */
export async function createTestContext(): Promise<TestContext> {
  const db = openDemoDatabase(`kiz-test-${Date.now()}-${++counter}`);
  let token: string | null = null;
  let now = TEST_NOW;
  await seedIfAbsent(db, demoSeed, now);
  return {
    db,
    getToken: () => token,
    now: () => now,
    setNow: (date) => {
      now = date;
    },
    async signInAs(email) {
      const user = await db.users.get({ email });
      if (!user) throw new Error(`no seed user ${email}`);
      token = randomHex(16);
      await db.sessions.add({ token, userId: user.id, createdAt: now.toISOString() });
      return user.id;
    },
    signOut: () => {
      token = null;
    },
    setToken: (next) => {
      token = next;
    },
  };
}

export const ADMIN_EMAIL = 'admin@example.com';
export const MEMBER_EMAIL = 'nutzer@example.com';

/** The whole demo repository over a fresh test context. */
export async function createTestRepository() {
  const ctx = await createTestContext();
  const { buildDemoRepository } = await import('../data/demo/create-demo-repository');
  return { ctx, repo: buildDemoRepository(ctx.db, ctx, demoSeed) };
}
