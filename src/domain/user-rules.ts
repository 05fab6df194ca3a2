// Rules without zod, kept apart from the schemas in user.ts so that reads and first visits load no schema
// library (docs/decisions/004-lean-first-visit.md). These names are imported from here only.
import { ADMIN_ROLE } from './roles';
import type { Role } from './user';

export function rolesFor(role: Role): string[] {
  return role === 'admin' ? ['ROLE_USER', ADMIN_ROLE] : ['ROLE_USER'];
}

export const roleLabels: Record<Role, string> = { user: 'Benutzer', admin: 'Admin' };
