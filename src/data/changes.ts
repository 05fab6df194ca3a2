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

/**
 * A resource ('comments': any comment), or its part about one task, project or poll ('comments task 1': the
 * comments of task 1). A change names each part its rows belong to: a task's row is 'tasks task 5' and
 * 'tasks project 3'.
 */
export type Key = Resource | `${Resource} ${'task' | 'project' | 'poll'} ${number}`;

export type Changed = ReadonlySet<Key> | 'everything';
export type ChangeListener = (changed: Changed) => void;

/** What a reader shows: the resources or parts it reads, or 'everything' for a reader that has not said. */
export type Reads = readonly Key[] | 'everything';

export function mergeChanged(a: Changed | null, b: Changed): Changed {
  if (a === null) return b;
  if (a === 'everything' || b === 'everything') return 'everything';
  return new Set([...a, ...b]);
}

/**
 * Whether a change concerns a reader: a part touches a read of that part and of its whole resource, a whole
 * resource every read of it. A change of sessions or credentials ('auth': a sign-in, a sign-out) concerns
 * everyone, since what one may read follows the session.
 */
export function touches(changed: Changed, reads: Reads): boolean {
  if (changed === 'everything' || reads === 'everything' || changed.has('auth')) return true;
  const whole = (key: string) => key.split(' ')[0];
  return reads.some((read) => [...changed].some((key) => key === read || whole(key) === read || key === whole(read)));
}
