import { create } from 'zustand';
import type { Session } from '../domain/auth';
import { isAdmin, userSchema, type User } from '../domain/user';

/** localStorage keys fixed by SPEC §9. */
export const TOKEN_KEY = 'token';
export const USER_KEY = 'user';

interface SessionState {
  token: string | null;
  user: User | null;
  signIn(session: Session): void;
  /** Replaces the stored user (e.g. after saving notification settings). */
  setUser(user: User): void;
  clear(): void;
}

/** Restores the stored session; a corrupted or half-missing one is discarded, never a crash. */
export function readStoredSession(given?: Storage): { token: string | null; user: User | null } {
  // Outside a browser (Node tests) there is no storage: no session.
  const storage = given ?? (typeof localStorage === 'undefined' ? null : localStorage);
  if (!storage) return { token: null, user: null };
  try {
    const token = storage.getItem(TOKEN_KEY);
    const raw = storage.getItem(USER_KEY);
    if (!token || !raw) throw new Error('no session');
    const parsed = userSchema.safeParse(JSON.parse(raw));
    if (!parsed.success) throw new Error('corrupted user');
    return { token, user: parsed.data };
  } catch {
    try {
      storage.removeItem(TOKEN_KEY);
      storage.removeItem(USER_KEY);
    } catch {
      // Storage may be unavailable (private mode); the session then lives in memory only.
    }
    return { token: null, user: null };
  }
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
  signIn({ token, user }) {
    write(token, user);
    set({ token, user });
  },
  setUser(user) {
    write(get().token, user);
    set({ user });
  },
  clear() {
    write(null, null);
    set({ token: null, user: null });
  },
}));

export const selectIsAdmin = (s: SessionState) => isAdmin(s.user);
