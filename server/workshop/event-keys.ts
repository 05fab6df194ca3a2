// What the browsers hear of committed writes: for each changed row, the port's resource it belongs to and the
// parts of that resource it is in (the comments of one task, one poll), so that a browser re-reads only what its
// screen shows of it (src/data/changes.ts reads the same keys); and whose notifications changed, since those go to
// their own streams only.
import type { ChangedRow } from './changes';

type Row = Record<string, unknown>;

/** Tables only the server reads: never announced. A sessions change is noted to end the streams it ended. */
export const internalTables: ReadonlySet<string> = new Set([
  'sessions',
  'credentials',
  'files',
  'mails',
  'reminders',
  'meta',
  'passwordResets',
]);

/** A part of a resource a row is in, or null when the row does not say (the whole resource changed then). */
const part = (kind: 'task' | 'project' | 'poll', id: unknown) => (typeof id === 'number' ? `${kind} ${id}` : null);

/** Each comment's task, from the comment rows of the same write. */
type TaskOfComment = ReadonlyMap<unknown, unknown>;

/**
 * A store table → the resource the browsers hear of and the parts of it a row is in. A task is read on its own page
 * and in its project's list. A like belongs to its comment's task, which its row does not carry: a like changes its
 * comment's count in the same transaction, and that row does.
 */
export const announced: Readonly<
  Record<string, { resource: string; parts?: (row: Row, taskOfComment: TaskOfComment) => (string | null)[] }>
> = {
  users: { resource: 'users' },
  groups: { resource: 'groups' },
  projects: { resource: 'projects', parts: (row) => [part('project', row.id)] },
  tasks: { resource: 'tasks', parts: (row) => [part('task', row.id), part('project', row.projectId)] },
  taskSummaries: { resource: 'tasks', parts: (row) => [part('project', row.projectId)] },
  comments: { resource: 'comments', parts: (row) => [part('task', row.taskId)] },
  likes: { resource: 'comments', parts: (row, taskOfComment) => [part('task', taskOfComment.get(row.commentId))] },
  polls: { resource: 'polls', parts: (row) => [part('poll', row.id)] },
  votes: { resource: 'polls', parts: (row) => [part('poll', row.pollId)] },
  products: { resource: 'products' },
  categories: { resource: 'categories' },
  footerPages: { resource: 'footerPages' },
  whitelist: { resource: 'whitelist' },
  configurations: { resource: 'configurations' },
  contactMessages: { resource: 'contact' },
  // Heard only by the people notified (see gather).
  notifications: { resource: 'notifications' },
};

/** Parts per event, beyond which the event names the whole resource (deleting a project removes all its tasks). */
export const MAX_PARTS = 50;

/** What gathered writes changed, until it is sent. */
export interface Gathered {
  /** For every stream: 'comments' (any comment), 'comments task 1' (the comments of task 1). */
  keys: Set<string>;
  /** The users whose notifications changed; 'all' when a row named nobody. */
  notified: Set<number> | 'all';
  /** Whether sessions changed: streams whose session ended then end too. */
  sessions: boolean;
}

export const nothingGathered = (): Gathered => ({ keys: new Set(), notified: new Set(), sessions: false });

const versions = (row: ChangedRow) => [row.before, row.after].filter((version): version is Row => version !== null);

/** Adds one committed write transaction's rows to `into`. */
export function gather(rows: readonly ChangedRow[], into: Gathered): void {
  const taskOfComment = new Map<unknown, unknown>();
  for (const row of rows) {
    if (row.table === 'comments') for (const version of versions(row)) taskOfComment.set(version.id, version.taskId);
  }
  for (const row of rows) {
    const table = row.table;
    if (table === 'sessions') into.sessions = true;
    if (internalTables.has(table)) continue;
    for (const version of versions(row)) {
      if (table === 'notifications') {
        const user = version.userId;
        if (typeof user !== 'number') into.notified = 'all';
        else if (into.notified !== 'all') into.notified.add(user);
        continue;
      }
      const known = announced[table];
      // A table this list does not know is announced by its name, which browsers take as 'everything changed'.
      const resource = known?.resource ?? table;
      const parts = known?.parts?.(version, taskOfComment) ?? [null];
      for (const found of parts) into.keys.add(found === null ? resource : `${resource} ${found}`);
    }
  }
}

/**
 * The events for every stream, one per resource: `event:` names the resource (what browsers before the parts read),
 * each `data:` line one key. A change of the whole resource needs no parts beside it.
 */
export function eventsText(keys: ReadonlySet<string>): string {
  const byResource = new Map<string, string[]>();
  for (const key of keys) {
    const resource = key.split(' ')[0] ?? key;
    const named = byResource.get(resource) ?? [];
    named.push(key);
    byResource.set(resource, named);
  }
  let text = '';
  for (const [resource, named] of byResource) {
    const whole = named.includes(resource) || named.length > MAX_PARTS;
    text += `event: ${resource}\n${(whole ? [resource] : named).map((key) => `data: ${key}\n`).join('')}\n`;
  }
  return text;
}

/** The event for the streams of the users whose notifications changed. */
export const NOTIFICATIONS_EVENT = 'event: notifications\ndata: notifications\n\n';
