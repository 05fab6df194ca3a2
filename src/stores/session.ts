import { create } from 'zustand';
import type { Session } from '../domain/auth';
import type { NotificationKind } from '../domain/notification';
import { defaultNotificationSettings } from '../domain/notification-settings';
import type { User } from '../domain/user';
import { isAdmin } from '../domain/roles';

/** localStorage keys fixed by SPEC §9. */
export const TOKEN_KEY = 'token';
export const USER_KEY = 'user';

interface SessionState {
  token: string | null;
  user: User | null;
  /**
   * The server refused the token while a form held unsaved input. SPEC §4/§7: the token and the stored user are
   * cleared; the user stays in memory so the screen and its form stay, until they sign in again or sign out
   * (session-expired-dialog.tsx, decision 011).
   */
  expired: boolean;
  signIn(session: Session): void;
  /** Replaces the stored user (e.g. after saving notification settings). */
  setUser(user: User): void;
  clear(): void;
  expire(): void;
}

/** Restores the stored session; a corrupted or half-missing one is discarded, never a crash. */
export function readStoredSession(given?: Storage): { token: string | null; user: User | null } {
  let storage: Storage | null = null;
  try {
    // Outside a browser (Node tests) there is no storage: no session. Where the browser blocks site data, even
    // looking at localStorage throws.
    storage = given ?? (typeof localStorage === 'undefined' ? null : localStorage);
    if (!storage) return { token: null, user: null };
    const token = storage.getItem(TOKEN_KEY);
    const raw = storage.getItem(USER_KEY);
    if (!token || !raw) throw new Error('no session');
    const user = storedUser(JSON.parse(raw));
    if (!user) throw new Error('corrupted user');
    return { token, user };
  } catch {
    try {
      storage?.removeItem(TOKEN_KEY);
      storage?.removeItem(USER_KEY);
    } catch {
      // Storage may be unavailable (private mode); the session then lives in memory only.
    }
    return { token: null, user: null };
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;
const isId = (value: unknown): value is number => Number.isSafeInteger(value) && Number(value) > 0;
const isText = (value: unknown): value is string => typeof value === 'string';
const listOf =
  <T>(check: (value: unknown) => value is T) =>
  (value: unknown): value is T[] =>
    Array.isArray(value) && value.every(check);
const isRole = (value: unknown): value is User['role'] => value === 'user' || value === 'admin';

/** Each field with its check: a stored user without one of these is discarded. */
type FieldChecks<T> = { [K in keyof T]: (value: unknown) => value is T[K] };

/** The fields `checks` names, if each passes its check (else null); fields it does not name are left behind. */
function checkedFields<T>(value: Record<string, unknown>, checks: FieldChecks<T>): T | null {
  const fields: Partial<T> = {};
  for (const key in checks) {
    const field = value[key];
    if (!checks[key](field)) return null;
    fields[key] = field;
  }
  return fields as T;
}

/**
 * Checks the user this app itself stored at login, by hand rather than with the domain's zod schema:
 * the session is read on every start, and zod would otherwise load with the entry (docs/performance.md).
 */
function storedUser(value: unknown): User | null {
  if (!isRecord(value)) return null;
  const required = checkedFields<Omit<User, 'avatar' | 'createdBy' | 'notificationSettings'>>(value, {
    id: isId,
    name: isText,
    email: isText,
    companyName: isText,
    role: isRole,
    roles: listOf(isText),
    projectGroups: listOf(isId),
    createdAt: isText,
  });
  if (!required) return null;
  // Each setting the stored user lacks (stored before it existed) takes its default.
  const notificationSettings = { ...defaultNotificationSettings };
  const stored = value.notificationSettings;
  if (isRecord(stored))
    for (const kind in notificationSettings) {
      const on = stored[kind];
      if (typeof on === 'boolean') notificationSettings[kind as NotificationKind] = on;
    }
  return {
    ...required,
    avatar: isText(value.avatar) ? value.avatar : null,
    createdBy: isId(value.createdBy) ? value.createdBy : null,
    notificationSettings,
  };
}

function write(token: string | null, user: User | null) {
  try {
    if (token && user) {
      localStorage.setItem(TOKEN_KEY, token);
      localStorage.setItem(USER_KEY, JSON.stringify(user));
    } else {
      localStorage.removeItem(TOKEN_KEY);
      localStorage.removeItem(USER_KEY);
    }
  } catch {
    // See readStoredSession.
  }
}

export const useSession = create<SessionState>()((set, get) => ({
  ...readStoredSession(),
  expired: false,
  signIn({ token, user }) {
    write(token, user);
    set({ token, user, expired: false });
  },
  setUser(user) {
    if (!get().expired) write(get().token, user);
    set({ user });
  },
  clear() {
    write(null, null);
    set({ token: null, user: null, expired: false });
  },
  expire() {
    write(null, null);
    set({ token: null, expired: true });
  },
}));

export const selectIsAdmin = (s: SessionState) => isAdmin(s.user);
