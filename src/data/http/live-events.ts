// Live updates where the server offers them (the workshop server's GET /api/events): a text/event-stream read with
// fetch, since EventSource cannot send the bearer token. Every burst of events makes the screens re-read what they
// show of it, once.
// A server without the route (the provider's /api) answers 404 or the like: then nothing more is tried in this
// page, and screens re-read after the browser's own writes only, as before.
import { changedByTables } from '../changed-tables';
import { mergeChanged, type Changed, type Key } from '../changes';
import { apiBase } from './endpoints';
import { readEventNames } from './event-stream';

export interface LiveEventsOptions {
  baseUrl: string;
  getToken: () => string | null;
  fetch?: typeof fetch;
  /**
   * Something changed on the server (a burst of events as one call, with what they named), or the stream is back
   * after a gap ('everything': events may have been missed).
   */
  notify: (changed: Changed) => void;
  /** true while the server cannot be reached, false once it can again. */
  onServerGone?: (gone: boolean) => void;
}

/** A burst of events (one write touches polls and notifications) becomes one re-read. */
export const COALESCE_MS = 150;
/**
 * On top, each page waits a random share of this before it re-reads. Forty browsers re-reading at the same instant
 * after every write set the server's slowest answers (p95 311 ms); spread over half a second, p95 of all calls was
 * 25 ms (`npm run bench:workshop`, docs/performance.md), and a change still shows within 2 s.
 */
export const SPREAD_MS = 500;
/** Waits before reconnecting: 1 s, 2 s, 4 s, 8 s, then every 15 s. */
export const retryDelay = (attempt: number) => Math.min(15_000, 1000 * 2 ** attempt);

/**
 * What one event says changed. Its `data:` lines name keys of the event's resource (`event: comments`,
 * `data: comments task 1`: the comments of task 1; changes.ts). An event without such keys (a server that named
 * only resource types) stands for the resources of its name, and a name this page does not know for 'everything'.
 */
export function changedByEvent(name: string, data: readonly string[]): Changed {
  const named = changedByTables([name]);
  if (named === 'everything' || !named.has(name as Key) || !data.length) return named;
  const key = new RegExp(`^${name}( (task|project|poll) \\d+)?$`);
  return data.every((line) => key.test(line)) ? new Set(data as Key[]) : named;
}

const notOffered = (response: Response) =>
  [404, 405, 501].includes(response.status) ||
  (response.ok && !response.headers.get('content-type')?.startsWith('text/event-stream'));

export function startLiveEvents(options: LiveEventsOptions) {
  const doFetch = options.fetch ?? ((input: RequestInfo | URL, init?: RequestInit) => fetch(input, init));
  const url = `${apiBase(options.baseUrl)}/events`;
  let offered = true;
  let token: string | null = null;
  let controller: AbortController | null = null;
  let coalescing: ReturnType<typeof setTimeout> | null = null;
  let named: Changed | null = null;
  let gone = false;
  // Until a stream has been open in this page, a failed attempt is no sign of a lost server: a cross-origin API
  // without CORS for this path fails the same way, while its other calls work.
  let opened = false;

  const changed = (what: Changed) => {
    named = mergeChanged(named, what);
    coalescing ??= setTimeout(
      () => {
        coalescing = null;
        const all = named ?? 'everything';
        named = null;
        options.notify(all);
      },
      COALESCE_MS + Math.random() * SPREAD_MS,
    );
  };
  const setGone = (value: boolean) => {
    if (gone === value) return;
    gone = value;
    options.onServerGone?.(value);
  };
  const wait = (ms: number, signal: AbortSignal) =>
    new Promise<void>((done) => {
      const timer = setTimeout(done, ms);
      signal.addEventListener('abort', () => {
        clearTimeout(timer);
        done();
      });
    });

  async function run(forToken: string, signal: AbortSignal): Promise<void> {
    let attempt = 0;
    let dropped = false;
    while (!signal.aborted) {
      let response: Response | null = null;
      try {
        response = await doFetch(url, {
          headers: { Authorization: `Bearer ${forToken}`, Accept: 'text/event-stream' },
          cache: 'no-store',
          signal,
        });
      } catch {
        // Unreachable: the notice below.
      }
      if (signal.aborted) return;
      if (response && notOffered(response)) {
        offered = false;
        return;
      }
      // An ended session: the app's next call signs out; a new token opens a new stream (sync).
      if (response?.status === 401) return setGone(false);
      if (response?.ok && response.body) {
        attempt = 0;
        opened = true;
        setGone(false);
        // Events may have been missed while the stream was away: one re-read.
        if (dropped) changed('everything');
        try {
          await readEventNames(response.body, signal, (name, data) => changed(changedByEvent(name, data)));
        } catch {
          // The connection broke: as if it had ended.
        }
        if (signal.aborted) return;
      } else {
        setGone(opened);
      }
      dropped = true;
      await wait(retryDelay(attempt++), signal);
      // Signed out meanwhile (the server ends a signed-out session's stream first): nothing to reconnect.
      if (options.getToken() !== forToken) return setGone(false);
    }
  }

  return {
    /** Opens, switches or closes the stream to match the current token. */
    sync(): void {
      const current = options.getToken();
      if (!offered || current === token) return;
      token = current;
      controller?.abort();
      controller = null;
      setGone(false);
      if (!current) return;
      const own = new AbortController();
      controller = own;
      void run(current, own.signal);
    },
    stop(): void {
      controller?.abort();
      controller = null;
      token = null;
      if (coalescing) clearTimeout(coalescing);
      coalescing = null;
      named = null;
      setGone(false);
    },
  };
}
