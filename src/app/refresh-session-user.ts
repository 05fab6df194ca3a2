import type { Repository } from '../data/repository';
import { useSession } from '../stores/session';

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
  if (JSON.stringify(fresh) === JSON.stringify(known)) return false;
  useSession.getState().setUser(fresh);
  return true;
}
