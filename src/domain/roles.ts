// Kept apart from user.ts (and its zod schemas): the session store and the guards load with the entry.
import type { User } from './user';

export const ADMIN_ROLE = 'ROLE_ADMIN';

/** Admin by role, or by ROLE_ADMIN in the roles list (SPEC §6). */
export function isAdmin(user: Pick<User, 'role' | 'roles'> | null | undefined): boolean {
  if (!user) return false;
  return user.role === 'admin' || user.roles.includes(ADMIN_ROLE);
}

/** SPEC §2: after login an admin goes to /admin, everyone else to /dashboard. */
export function landingPathFor(user: Pick<User, 'role' | 'roles'>): string {
  return isAdmin(user) ? '/admin' : '/dashboard';
}
