/**
 * SPEC §7: browser storage is a cache or fallback for products, tasks, users and footer pages. The last good
 * answer of such a read is kept; when the server cannot be reached it is shown again, marked as possibly
 * outdated. Writes always need the server.
 */
const PREFIX = 'api-cache:';
const cacheable = [/^\/products/, /^\/public\/products/, /^\/tasks/, /^\/users/, /^\/footer-pages/];

export function isCacheable(path: string): boolean {
  return cacheable.some((pattern) => pattern.test(path));
}

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

export function remember(key: string, payload: unknown): void {
  try {
    storage()?.setItem(PREFIX + key, JSON.stringify(payload));
  } catch {
    // A full storage only means no offline copy; the answer itself is fine.
  }
}

export function recall(key: string): { found: true; payload: unknown } | { found: false } {
  const raw = storage()?.getItem(PREFIX + key);
  if (raw == null) return { found: false };
  try {
    return { found: true, payload: JSON.parse(raw) as unknown };
  } catch {
    return { found: false };
  }
}

/** Forgets every cached answer: they may hold a signed-in user's data (called on logout and on a 401). */
export function forgetAll(): void {
  const store = storage();
  if (!store) return;
  for (let i = store.length - 1; i >= 0; i--) {
    const key = store.key(i);
    if (key?.startsWith(PREFIX)) store.removeItem(key);
  }
}
