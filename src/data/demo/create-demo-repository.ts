import Dexie from 'dexie';
import { SEED_VERSION } from '../../../seed/version';
import type { ChangeListener } from '../changes';
import { changedByDexieParts } from '../changed-tables';
import type { Repository } from '../repository';
import { loadedOnFirstCall } from '../repository-shape';
import { wrapPort } from '../wrap-port';
import { createCategories } from './categories';
import { createConfigurations } from './configurations';
import type { DemoContext } from './context';
import type { DemoDatabase } from './db';
import { openDatabaseOrMemory } from './open-database';
import { DEMO_DB_NAME } from '../first-visit';
import { demoAccounts, sampleMembers } from './demo-accounts';
import { openFile } from './files';
import { createFooterPages } from './footer-pages';
import { createProducts, createPublicProducts } from './products';
import { resetToSeed, seedIfAbsent, type SeedSource } from './seed';
import { storageControls } from './storage-controls';
import { storageFailure } from './storage-failure';

/** The sample data of seed/, loaded as its own chunk on a first start or a reset only. */
export const demoSeedSource: SeedSource = {
  version: SEED_VERSION,
  create: async (now) => (await import('../../../seed')).createSeed(now),
};

export interface DemoOptions {
  getToken: () => string | null;
  dbName?: string;
  now?: () => Date;
  seed?: SeedSource;
  /** How the browser's database is made; tests pass one that refuses to open. */
  openDatabase?: (name: string) => DemoDatabase;
}

/** Assembles the resources over one database; `db` is exposed for tests and benchmarks. */
export function buildDemoRepository(db: DemoDatabase, ctx: DemoContext, seed: SeedSource): Repository {
  return {
    kind: 'demo',
    // What a guest's first visit reads (landing, catalogue, footer) is built at once; the rest loads on first use.
    categories: createCategories(ctx),
    products: createProducts(ctx),
    publicProducts: createPublicProducts(ctx),
    footerPages: createFooterPages(ctx),
    configurations: createConfigurations(ctx),
    auth: loadedOnFirstCall('auth', async () => (await import('./auth')).createAuth(ctx)),
    passwordReset: loadedOnFirstCall('passwordReset', async () => (await import('./auth')).createPasswordReset(ctx)),
    users: loadedOnFirstCall('users', async () => (await import('./users')).createUsers(ctx)),
    groups: loadedOnFirstCall('groups', async () => (await import('./groups')).createGroups(ctx)),
    projects: loadedOnFirstCall('projects', async () => (await import('./projects')).createProjects(ctx)),
    polls: loadedOnFirstCall('polls', async () => (await import('./polls')).createPolls(ctx)),
    whitelist: loadedOnFirstCall('whitelist', async () => (await import('./whitelist')).createWhitelist(ctx)),
    tasks: loadedOnFirstCall('tasks', async () => (await import('./tasks')).createTasks(ctx)),
    comments: loadedOnFirstCall('comments', async () => (await import('./comments')).createComments(ctx)),
    contact: loadedOnFirstCall('contact', async () => (await import('./contact')).createContact(ctx)),
    notifications: loadedOnFirstCall('notifications', async () =>
      (await import('./notifications')).createNotifications(ctx),
    ),
    // A browser's own store serves no room: only the workshop server has one.
    workshop: { room: async () => null },
    files: { open: (url) => openFile(ctx, url) },
    subscribe(listener) {
      // Dexie fires storagemutated for writes in this tab and, via BroadcastChannel, in other tabs; its parts are
      // keyed `idb://<database>/<table>/…`, which names the tables written. The listener hears of it a microtask
      // later: by then every bookkeeping listener of the store (the catalogue's search index notes the written
      // products) has run, whichever subscribed first, so a re-read sees the write.
      const handler = (parts: Record<string, unknown>) => {
        const changed = changedByDexieParts(parts, db.name);
        if (changed) queueMicrotask(() => listener(changed));
      };
      Dexie.on('storagemutated', handler);
      return () => Dexie.on('storagemutated').unsubscribe(handler);
    },
    demo: {
      signInAs: async (email) => (await import('./auth')).createAuth(ctx).signInDemoAccount(email),
      async mailbox() {
        // Ids grow with every mail, so they order mails sent in the same millisecond too.
        return db.mails.orderBy('id').reverse().toArray();
      },
      reset: () => resetToSeed(db, seed, ctx.now()),
      exportData: async () => (await import('./transfer')).exportDemoData(db, ctx.now()),
      importData: async (file) => (await import('./transfer')).importDemoData(db, file),
      accounts: demoAccounts,
      sampleMembers,
      // Open once it answers: every call waits for the seed.
      open: async () => {},
      accountsNow: async () => (await import('./accounts-now')).sampleAccountsNow(db, seed, ctx.now()),
      ...storageControls(Promise.resolve(false)),
    },
  };
}

/**
 * Opens the demo database and returns the repository over it; on first start the seed is written in the
 * background and every call waits for it. Not awaiting the seed here takes it off the start-up path: the app can
 * load its first route while the seed transaction runs (docs/performance.md). Where the browser refuses IndexedDB,
 * the store runs in memory (open-database.ts).
 */
export async function createDemoRepository(options: DemoOptions): Promise<Repository> {
  const { db, inMemory } = await openDatabaseOrMemory(options.dbName ?? DEMO_DB_NAME, options.openDatabase);
  const ctx: DemoContext = { db, getToken: options.getToken, now: options.now ?? (() => new Date()) };
  const seed = options.seed ?? demoSeedSource;
  const ready = seedIfAbsent(db, seed, ctx.now());
  // A failed seed surfaces on each call (the screens show their error states), not as an unhandled rejection.
  ready.catch(() => {});
  const store = guarded(buildDemoRepository(db, ctx, seed), ready);
  // The browser's storage figures and the store's kind do not wait for the seed.
  return { ...store, demo: store.demo && { ...store.demo, ...storageControls(Promise.resolve(inMemory)) } };
}

/**
 * Every store call passes here: each async method waits for `ready` first, and a failure of the browser's
 * storage (a full disk, refused or vanished storage) leaves as a StorageError whose German text says what to do,
 * whichever resource ran into it. `subscribe` stays synchronous but starts listening only once the seed is stored:
 * the seed's own commit is not a change to re-render for (it would re-run the first screen's loaders while the
 * page is still loading).
 */
function guarded(repository: Repository, ready: Promise<unknown>): Repository {
  const gated = wrapPort(repository, (_, __, method) => async (...args) => {
    try {
      await ready;
      return await method(...args);
    } catch (error) {
      throw storageFailure(error) ?? error;
    }
  });
  return {
    ...gated,
    subscribe(listener: ChangeListener) {
      let unsubscribe: (() => void) | null = null;
      let cancelled = false;
      ready.then(
        () => {
          if (!cancelled) unsubscribe = repository.subscribe(listener);
        },
        () => {},
      );
      return () => {
        cancelled = true;
        unsubscribe?.();
      };
    },
  };
}
