import type { Changed, Resource } from './changes';

// Apart from changes.ts: only the demo store and the live events name tables, so the api build's first visit
// carries none of this.

/**
 * The demo store's tables (and the workshop server's event names, which are table resources) → resources. The
 * product table serves the catalogue too; sessions and credentials decide who may read what.
 */
const resourcesOfTable: Readonly<Record<string, readonly Resource[]>> = {
  users: ['users'],
  credentials: ['auth'],
  sessions: ['auth'],
  groups: ['groups'],
  projects: ['projects'],
  tasks: ['tasks'],
  taskSummaries: ['tasks'],
  reminders: ['notifications'],
  comments: ['comments'],
  likes: ['comments'],
  polls: ['polls'],
  votes: ['polls'],
  products: ['products'],
  categories: ['categories'],
  footerPages: ['footerPages'],
  whitelist: ['whitelist'],
  configurations: ['configurations'],
  notifications: ['notifications'],
  contactMessages: ['contact'],
  contact: ['contact'],
  passwordResets: ['passwordReset'],
  files: ['files'],
  mails: ['demo'],
  meta: ['demo'],
};

/** Table (or event) names → what changed; a name this list does not know makes it 'everything'. */
export function changedByTables(tables: Iterable<string>): Changed {
  const changed = new Set<Resource>();
  for (const table of tables) {
    const resources = resourcesOfTable[table];
    if (!resources) return 'everything';
    for (const resource of resources) changed.add(resource);
  }
  return changed.size ? changed : 'everything';
}

/**
 * Dexie's `storagemutated` parts (also what it posts to other tabs) are keyed `idb://<database>/<table>/…`: what
 * a write changed in the named database, or null when it wrote to none of it.
 */
export function changedByDexieParts(parts: unknown, database: string): Changed | null {
  const prefix = `idb://${database}/`;
  const tables = Object.keys(parts && typeof parts === 'object' ? parts : {})
    .filter((key) => key.startsWith(prefix))
    .map((key) => key.slice(prefix.length).split('/')[0] ?? '');
  return tables.length ? changedByTables(tables) : null;
}
