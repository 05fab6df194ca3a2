import type { User } from '../../domain/user';
import { isAdmin } from '../../domain/roles';

/** SPEC §2: after login an admin goes to /admin, everyone else to /dashboard. */
export function landingPathFor(user: Pick<User, 'role' | 'roles'>): string {
  return isAdmin(user) ? '/admin' : '/dashboard';
}
