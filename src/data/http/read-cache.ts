/**
 * SPEC §7: browser storage is a cache or fallback for products, tasks, users and footer pages. The last good
 * answer of such a read is kept; when the server cannot be reached it is shown again, marked as possibly
 * outdated. Writes always need the server.
 *
 * Every use of localStorage sits in a try: a browser may have none or refuse it (private modes, blocked
 * storage), and a full one throws on a write. Then there is simply no offline copy.
 */
const PREFIX = 'api-cache:';

export function isCacheable(path: string): boolean {
  return /^\/(products|public\/products|tasks|users|footer-pages)/.test(path);
}

export function remember(key: string, payload: unknown): void {
  try {
    localStorage.setItem(PREFIX + key, JSON.stringify(payload));
  } catch {
    // No offline copy; the answer itself is fine.
  }
}

/** The kept answer, or undefined when there is none (no JSON text reads as undefined). */
export function recall(key: string): unknown {
  try {
    const raw = localStorage.getItem(PREFIX + key);
    return raw === null ? undefined : (JSON.parse(raw) as unknown);
  } catch {
    return undefined;
  }
}

/** Forgets every cached answer: they may hold a signed-in user's data (called on logout and on a 401). */
export function forgetAll(): void {
  try {
    for (const key of Object.keys(localStorage)) if (key.startsWith(PREFIX)) localStorage.removeItem(key);
  } catch {
    // Nothing was kept where there is no storage.
  }
}
