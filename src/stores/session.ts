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
const isTextList = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((v) => typeof v === 'string');

/**
 * Checks the user this app itself stored at login, by hand rather than with the domain's zod schema:
 * the session is read on every start, and zod would otherwise load with the entry (docs/performance.md).
 */
function storedUser(value: unknown): User | null {
  if (!isRecord(value)) return null;
  const {
    id,
    name,
    email,
    companyName,
    role,
    roles,
    projectGroups,
    avatar,
    notificationSettings,
    createdAt,
    createdBy,
  } = value;
  if (!isId(id) || typeof name !== 'string' || typeof email !== 'string' || typeof companyName !== 'string')
    return null;
  if ((role !== 'user' && role !== 'admin') || !isTextList(roles) || typeof createdAt !== 'string') return null;
  if (!Array.isArray(projectGroups) || !projectGroups.every(isId)) return null;
  const settings = isRecord(notificationSettings) ? notificationSettings : {};
  const setting = (kind: NotificationKind) => {
    const on = settings[kind];
    return typeof on === 'boolean' ? on : defaultNotificationSettings[kind];
  };
  return {
    id,
    name,
    email,
    companyName,
    role,
    roles,
    projectGroups,
    createdAt,
    avatar: typeof avatar === 'string' ? avatar : null,
    createdBy: isId(createdBy) ? createdBy : null,
    notificationSettings: {
      newProject: setting('newProject'),
      newTask: setting('newTask'),
      taskDeadline: setting('taskDeadline'),
      taskComments: setting('taskComments'),
    },
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
