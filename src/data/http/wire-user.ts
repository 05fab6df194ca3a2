import type { Session } from '../../domain/auth';
import { isRecord } from './client';
import type { Reader } from './read-plan';
import { sessionTokenAnswerPlan } from './read-plans/session-token-answer';
import { userPlan } from './read-plans/user';
import { tolerant } from './tolerant';
import { fromWire, type Fields } from './wire';

// Apart from wire.ts: users are read by the sign-in and the member screens, never by a public page's first visit.

/** SPEC §6: an admin has role 'admin' or ROLE_ADMIN in roles; a server may send either of the two. */
export function userFields(raw: Fields): Fields {
  const roles = Array.isArray(raw.roles) ? raw.roles : [];
  return { ...raw, roles, role: raw.role ?? (roles.includes('ROLE_ADMIN') ? 'admin' : 'user') };
}

export const readWireUser = fromWire(tolerant(userPlan, 'Benutzer', ['name']), userFields);

const readToken = tolerant(sessionTokenAnswerPlan, 'Anmeldung', ['token']);

/** A sign-in's answer: its token and its user, neither of which a session can do without. */
export const readWireSession: Reader<Session> = (raw) => {
  const token = readToken(raw);
  if (!token.ok) return token;
  const user = readWireUser(isRecord(raw) ? raw.user : undefined);
  return user.ok ? { ok: true, value: { token: token.value.token, user: user.value } } : { ok: false, field: 'user' };
};
