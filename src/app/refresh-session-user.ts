import type { Repository } from '../data/repository';
import { useSession } from '../stores/session';

/** JSON with every object's keys sorted: the session re-reads its stored user in its own key order. */
const canonical = (value: unknown) =>
  JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => (a < b ? -1 : 1)))
      : v,
  );

/**
 * Brings the signed-in user's role and groups up to date with the store, where an admin may have changed them
 * in another tab or on another device: the guards, the header and the group-based screens read them from the
 * session. True when the user changed. An ended session is the repository's onUnauthorized to handle.
 */
export async function refreshSessionUser(repository: Repository): Promise<boolean> {
  const known = useSession.getState().user;
  if (!known) return false;
  const fresh = await repository.auth.currentUser().catch(() => null);
  // Signed out or in as someone else meanwhile: that newer state stands.
  if (!fresh || useSession.getState().user !== known || fresh.id !== known.id) return false;
  if (canonical(fresh) === canonical(known)) return false;
  useSession.getState().setUser(fresh);
  return true;
}
