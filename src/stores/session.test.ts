import type { User } from '../domain/user';
import { readStoredSession, TOKEN_KEY, USER_KEY, useSession } from './session';

const user: User = {
  id: 2,
  name: 'Nina Nutzer',
  email: 'nutzer@example.com',
  companyName: 'Caritas Erfurt',
  role: 'user',
  roles: ['ROLE_USER'],
  projectGroups: [1, 2],
  avatar: null,
  notificationSettings: { newProject: true, newTask: true, taskDeadline: true, taskComments: true },
  createdAt: '2025-12-17T10:00:00.000Z',
  createdBy: 1,
};

/** A Map-backed Storage that records which keys were removed. */
function fakeStorage(entries: Record<string, string> = {}) {
  const map = new Map(Object.entries(entries));
  const removed: string[] = [];
  const storage: Storage = {
    get length() {
      return map.size;
    },
    clear: () => map.clear(),
    getItem: (key) => map.get(key) ?? null,
    key: (index) => [...map.keys()][index] ?? null,
    removeItem: (key) => {
      removed.push(key);
      map.delete(key);
    },
    setItem: (key, value) => {
      map.set(key, String(value));
    },
  };
  return { storage, map, removed };
}

describe('readStoredSession', () => {
  test('restores the token and the user from the keys token and user', () => {
    const { storage, removed } = fakeStorage({ token: 'abc123', user: JSON.stringify(user) });
    expect(readStoredSession(storage)).toEqual({ token: 'abc123', user });
    expect(removed).toEqual([]);
  });

  test('fills defaults the user schema gives for fields an older session lacks', () => {
    const { avatar: _avatar, notificationSettings: _settings, createdBy: _createdBy, ...older } = user;
    const { storage } = fakeStorage({ token: 'abc123', user: JSON.stringify(older) });
    expect(readStoredSession(storage).user).toEqual({
      ...older,
      avatar: null,
      notificationSettings: { newProject: true, newTask: true, taskDeadline: true, taskComments: true },
      createdBy: null,
    });
  });

  const broken: [string, Record<string, string>][] = [
    ['the user JSON is corrupted', { token: 'abc123', user: '{"id": 2, "name": ' }],
    ['the user fails the user schema', { token: 'abc123', user: JSON.stringify({ ...user, role: 'superuser' }) }],
    ['the user is not an object', { token: 'abc123', user: 'null' }],
    ['the token is missing', { user: JSON.stringify(user) }],
    ['the token is empty', { token: '', user: JSON.stringify(user) }],
    ['the user is missing', { token: 'abc123' }],
  ];

  test.each(broken)('discards the session and removes both keys when %s', (_case, entries) => {
    const { storage, map } = fakeStorage({ ...entries, theme: 'dark' });
    expect(readStoredSession(storage)).toEqual({ token: null, user: null });
    expect(map.has(TOKEN_KEY)).toBe(false);
    expect(map.has(USER_KEY)).toBe(false);
    expect(map.get('theme')).toBe('dark');
  });

  test('an unusable storage gives an empty session instead of a crash', () => {
    const throwing: Storage = {
      length: 0,
      clear: () => {},
      key: () => null,
      getItem: () => {
        throw new DOMException('denied', 'SecurityError');
      },
      removeItem: () => {
        throw new DOMException('denied', 'SecurityError');
      },
      setItem: () => {},
    };
    expect(readStoredSession(throwing)).toEqual({ token: null, user: null });
  });

  test('a browser that blocks site data, where even looking at localStorage throws, starts without a session', () => {
    const own = Object.getOwnPropertyDescriptor(globalThis, 'localStorage');
    Object.defineProperty(globalThis, 'localStorage', {
      configurable: true,
      get() {
        throw new DOMException('Access is denied for this document.', 'SecurityError');
      },
    });
    try {
      expect(readStoredSession()).toEqual({ token: null, user: null });
    } finally {
      if (own) Object.defineProperty(globalThis, 'localStorage', own);
    }
  });
});

describe('useSession', () => {
  beforeEach(() => {
    localStorage.clear();
    useSession.setState({ token: null, user: null });
  });

  test('signIn stores the token and the user under exactly the keys token and user', () => {
    localStorage.setItem('theme', 'dark');
    useSession.getState().signIn({ token: 'tok-1', user });
    expect(useSession.getState()).toMatchObject({ token: 'tok-1', user });
    expect(localStorage.getItem('token')).toBe('tok-1');
    expect(JSON.parse(localStorage.getItem('user')!)).toEqual(user);
    expect(Object.keys(localStorage).sort()).toEqual(['theme', 'token', 'user']);
    expect(readStoredSession(localStorage)).toEqual({ token: 'tok-1', user });
  });

  test('setUser replaces the stored user and keeps the token', () => {
    useSession.getState().signIn({ token: 'tok-1', user });
    const renamed = { ...user, name: 'Nina Neu' };
    useSession.getState().setUser(renamed);
    expect(useSession.getState().user).toEqual(renamed);
    expect(localStorage.getItem('token')).toBe('tok-1');
    expect(JSON.parse(localStorage.getItem('user')!)).toEqual(renamed);
  });

  test('clear removes exactly the keys token and user', () => {
    localStorage.setItem('theme', 'dark');
    useSession.getState().signIn({ token: 'tok-1', user });
    useSession.getState().clear();
    expect(useSession.getState()).toMatchObject({ token: null, user: null });
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('user')).toBeNull();
    expect(Object.keys(localStorage)).toEqual(['theme']);
  });
});
