/**
 * What a write changed, as the repository's `subscribe` tells it: the port's resources whose data may differ now,
 * or 'everything' when the adapter cannot say (an import, a reset, a server that names nothing). Screens re-read
 * only what they show of it.
 */
export type Resource =
  | 'auth'
  | 'users'
  | 'groups'
  | 'projects'
  | 'tasks'
  | 'comments'
  | 'polls'
  | 'products'
  | 'categories'
  | 'footerPages'
  | 'whitelist'
  | 'configurations'
  | 'notifications'
  | 'contact'
  | 'passwordReset'
  | 'files'
  | 'demo';

export type Changed = ReadonlySet<Resource> | 'everything';
export type ChangeListener = (changed: Changed) => void;

/** What a reader shows: the resources it reads, or 'everything' for a reader that has not said. */
export type Reads = readonly Resource[] | 'everything';

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

export function mergeChanged(a: Changed | null, b: Changed): Changed {
  if (a === null) return b;
  if (a === 'everything' || b === 'everything') return 'everything';
  return new Set([...a, ...b]);
}

/**
 * Whether a change concerns a reader. A change of sessions or credentials ('auth': a sign-in, a sign-out) concerns
 * everyone, since what one may read follows the session.
 */
export function touches(changed: Changed, reads: Reads): boolean {
  if (changed === 'everything' || reads === 'everything' || changed.has('auth')) return true;
  return reads.some((resource) => changed.has(resource));
}
