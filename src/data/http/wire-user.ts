import * as z from 'zod/mini';
import { sessionSchema } from '../../domain/auth';
import { userSchema } from '../../domain/user';
import { tolerant } from './tolerant';
import { fromWire, type Fields } from './wire';

// Apart from wire.ts: users are read by the sign-in and the member screens, never by a public page's first visit.

/** SPEC §6: an admin has role 'admin' or ROLE_ADMIN in roles; a server may send either of the two. */
export function userFields(raw: Fields): Fields {
  const roles = Array.isArray(raw.roles) ? raw.roles : [];
  return { ...raw, roles, role: raw.role ?? (roles.includes('ROLE_ADMIN') ? 'admin' : 'user') };
}

export const wireUserSchema = fromWire(tolerant(userSchema, 'Benutzer', ['name']), userFields);
export const wireSessionSchema = z.object({ token: sessionSchema.shape.token, user: wireUserSchema });
