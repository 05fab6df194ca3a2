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
