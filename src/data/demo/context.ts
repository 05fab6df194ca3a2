import type { output } from 'zod/v4/core';
import type { User } from '../../domain/user';
import { isAdmin } from '../../domain/roles';
import { ForbiddenError, NotFoundError, UnauthorizedError, ValidationError } from '../errors';
import type { DemoDatabase } from './db';
import { userFromRecord } from './mappers';
import type { storeSchemas } from './store-schemas';

/** What every demo resource needs: the database, the caller's token and a clock. */
export interface DemoContext {
  db: DemoDatabase;
  getToken: () => string | null;
  now: () => Date;
  /** Where the request comes from (the workshop server: the client's address); the browser's store: itself. */
  device?: string;
  /** Waits before answering (sign-in throttling); tests pass their own clock's. */
  pause?: (ms: number) => Promise<void>;
}

export const nowIso = (ctx: DemoContext) => ctx.now().toISOString();

/** The signed-in user for the current token, or null for a guest. A stale token is a 401. */
export async function currentUser(ctx: DemoContext): Promise<User | null> {
  const token = ctx.getToken();
  if (!token) return null;
  const session = await ctx.db.sessions.get(token);
  const record = session && (await ctx.db.users.get(session.userId));
  if (!record) throw new UnauthorizedError();
  return userFromRecord(record);
}

export async function requireUser(ctx: DemoContext): Promise<User> {
  const user = await currentUser(ctx);
  if (!user) throw new UnauthorizedError();
  return user;
}

export async function requireAdmin(ctx: DemoContext): Promise<User> {
  const user = await requireUser(ctx);
  if (!isAdmin(user)) throw new ForbiddenError();
  return user;
}

/** Members reach a group's data only when they belong to it; admins reach every group. */
export function canReachGroup(user: User, groupId: number | null | undefined): boolean {
  return isAdmin(user) || (groupId != null && user.projectGroups.includes(groupId));
}

export function assertGroupAccess(user: User, groupId: number | null | undefined): void {
  if (!canReachGroup(user, groupId)) throw new ForbiddenError();
}

type StoreSchemas = typeof storeSchemas;

/**
 * Parses input with a domain schema, named by its export in store-schemas.ts, which loads on the first
 * write only. The first issue's German message becomes the error message.
 */
export async function validate<K extends keyof StoreSchemas>(
  name: K,
  input: unknown,
): Promise<output<StoreSchemas[K]>> {
  const result = (await import('./store-schemas')).parseStoreInput(name, input);
  // The schema is StoreSchemas[K]; TypeScript cannot follow a generic index through the module's union.
  if (result.success) return result.data as output<StoreSchemas[K]>;
  const fields: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const key = issue.path.join('.') || '_';
    fields[key] ??= issue.message;
  }
  throw new ValidationError(result.error.issues[0]?.message ?? 'Ungültige Eingabe', fields);
}

export async function getOr404<T>(promise: Promise<T | undefined>, message?: string): Promise<T> {
  const found = await promise;
  if (found === undefined) throw new NotFoundError(message);
  return found;
}
