import Dexie from 'dexie';
import { createSeed, SEED_VERSION } from '../../../seed';
import type { Repository } from '../repository';
import { createAuth, createPasswordReset } from './auth';
import { createCategories } from './categories';
import { createComments } from './comments';
import { createConfigurations } from './configurations';
import { createContact } from './contact';
import type { DemoContext } from './context';
import { DEMO_DB_NAME, openDemoDatabase, type DemoDatabase } from './db';
import { openFile } from './files';
import { createFooterPages } from './footer-pages';
import { createGroups } from './groups';
import { createNotifications } from './notifications';
import { createPolls } from './polls';
import { createProducts, createPublicProducts } from './products';
import { createProjects } from './projects';
import { resetToSeed, seedIfAbsent, type SeedSource } from './seed';
import { createTasks } from './tasks';
import { createUsers } from './users';
import { createWhitelist } from './whitelist';

export const demoSeedSource: SeedSource = { version: SEED_VERSION, create: createSeed };

export interface DemoOptions {
  getToken: () => string | null;
  dbName?: string;
  now?: () => Date;
  seed?: SeedSource;
}

/** Assembles the resources over one database; `db` is exposed for tests and benchmarks. */
export function buildDemoRepository(db: DemoDatabase, ctx: DemoContext, seed: SeedSource): Repository {
  return {
    kind: 'demo',
    auth: createAuth(ctx),
    passwordReset: createPasswordReset(ctx),
    users: createUsers(ctx),
    groups: createGroups(ctx),
    projects: createProjects(ctx),
    categories: createCategories(ctx),
    polls: createPolls(ctx),
    products: createProducts(ctx),
    publicProducts: createPublicProducts(ctx),
    footerPages: createFooterPages(ctx),
    whitelist: createWhitelist(ctx),
    tasks: createTasks(ctx),
    comments: createComments(ctx),
    configurations: createConfigurations(ctx),
    contact: createContact(ctx),
    notifications: createNotifications(ctx),
    files: { open: (url) => openFile(ctx, url) },
    subscribe(listener) {
      // Dexie fires storagemutated for writes in this tab and, via BroadcastChannel, in other tabs.
      const handler = () => listener();
      Dexie.on('storagemutated', handler);
      return () => Dexie.on('storagemutated').unsubscribe(handler);
    },
    demo: {
      async mailbox() {
        // Ids grow with every mail, so they order mails sent in the same millisecond too.
        return db.mails.orderBy('id').reverse().toArray();
      },
      reset: () => resetToSeed(db, seed, ctx.now()),
      async storageInfo() {
        const estimate = await navigator.storage?.estimate?.();
        const persisted = (await navigator.storage?.persisted?.()) ?? false;
        return { usageBytes: estimate?.usage ?? null, quotaBytes: estimate?.quota ?? null, persisted };
      },
      async requestPersistence() {
        return (await navigator.storage?.persist?.()) ?? false;
      },
    },
  };
}

/** Opens (and on first start seeds) the demo database, then returns the repository over it. */
export async function createDemoRepository(options: DemoOptions): Promise<Repository> {
  const db = openDemoDatabase(options.dbName ?? DEMO_DB_NAME);
  const ctx: DemoContext = { db, getToken: options.getToken, now: options.now ?? (() => new Date()) };
  const seed = options.seed ?? demoSeedSource;
  await seedIfAbsent(db, seed, ctx.now());
  return buildDemoRepository(db, ctx, seed);
}
