// The workshop server: the api build and /api from one demo store, on one origin. Every write request is answered
// only once a state read after it is on disk (snapshots.ts), so an acknowledged write survives a crash.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { performance } from 'node:perf_hooks';
import { createApiFacade } from '../api-facade';
import { storedFileHeaders } from '../facade/stored-file-headers';
import { demoSeedSource } from '../../src/data/demo/create-demo-repository';
import type { DemoDatabase } from '../../src/data/demo/db';
import { watchChanges } from './changes';
import { createLiveEvents } from './events';
import { mayReadFile } from './file-access';
import {
  API_REQUESTS_PER_SECOND,
  BodyTooLargeError,
  bodyLimitOf,
  createSlidingWindow,
  FAILED_SIGN_INS_PER_DEVICE,
  guardMessages,
  readLimitedBody,
  SIGN_IN_WINDOW_MINUTES,
} from './guards';
import { createSaver, type SnapshotFolder } from './snapshots';
import { isExpired, SESSION_HOURS, stateText } from './state';
import { serveStatic } from './static-files';

export interface WorkshopAppOptions {
  db: DemoDatabase;
  snapshots: SnapshotFolder;
  /** The api build first, then folders for files the build leaves out (the sample data's pictures). */
  roots: readonly string[];
  log?: (line: string) => void;
  now?: () => Date;
  apiRequestsPerSecond?: number;
  failedSignInsPerDevice?: number;
  /** Signs the uploaded files' names (server/file-names.ts); kept in the data folder, so names outlive a restart. */
  fileKey: string;
  /** Live updates (events.ts): the heartbeat's interval and the open streams per address. */
  heartbeatMs?: number;
  streamsPerDevice?: number;
  /**
   * Load tests only (`--client-header`): the caps count per address and this header's value, so simulated
   * participants from one address each get their own. Never set by default: a device could pick any value.
   */
  clientHeader?: string;
}

/**
 * The reads that can write: the notification list creates the deadline reminders that are due (the demo store's
 * stand-in for a server's scheduler). A test asks every other read whether it writes.
 */
export const READS_THAT_WRITE: readonly string[] = ['/api/notifications'];

/** Lets `<img src="/api/files/…">` and download links, which send no Authorization header, carry the session. */
const FILE_COOKIE = 'kiz_files';
const SAVE_FAILED =
  'Die Änderung konnte nicht gespeichert werden (Datenträger voll oder nicht beschreibbar). Bitte wenden Sie sich an die Leitung des Workshops.';

const sendJson = (res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) =>
  res
    .writeHead(status, { 'Content-Type': 'application/json', 'Cache-Control': 'no-store', ...headers })
    .end(JSON.stringify(body));

/** The path and query for the log, with values that could sign someone in left out. */
export function loggedPath(url: URL): string {
  const params = [...url.searchParams.keys()].map((key) =>
    /token|password|key|secret|code/i.test(key) ? `${key}=…` : `${key}=${url.searchParams.get(key) ?? ''}`,
  );
  return params.length ? `${url.pathname}?${params.join('&')}` : url.pathname;
}

function bearerOf(req: IncomingMessage): string | null {
  const header = req.headers.authorization;
  return header?.startsWith('Bearer ') ? header.slice(7) : null;
}

function cookieOf(req: IncomingMessage, name: string): string | null {
  for (const part of (req.headers.cookie ?? '').split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return value.join('=') || null;
  }
  return null;
}

/** Whom the request caps count for: the address, and with `--client-header` that header's value too. */
function clientOf(req: IncomingMessage, header: string | undefined): string {
  const address = req.socket.remoteAddress ?? 'unbekannt';
  const value = header ? req.headers[header.toLowerCase()] : undefined;
  return typeof value === 'string' ? `${address} ${value}` : address;
}

export function createWorkshopApp(options: WorkshopAppOptions) {
  const { db, snapshots, roots } = options;
  const now = options.now ?? (() => new Date());
  const log = options.log ?? ((line: string) => console.log(line));
  const facade = createApiFacade({ db, seed: demoSeedSource, now, recordCalls: false, fileKey: options.fileKey });
  const changes = watchChanges(db);
  // Some reads write too (READS_THAT_WRITE): counted, so they are saved.
  let writes = 0;
  changes.subscribe(() => {
    writes++;
  });
  const apiWindow = createSlidingWindow(options.apiRequestsPerSecond ?? API_REQUESTS_PER_SECOND, 1000);
  const signInWindow = createSlidingWindow(
    options.failedSignInsPerDevice ?? FAILED_SIGN_INS_PER_DEVICE,
    SIGN_IN_WINDOW_MINUTES * 60_000,
  );
  const saveTimes: number[] = [];
  const saver = createSaver(async () => {
    const started = performance.now();
    await snapshots.write(await stateText(db, now()));
    saveTimes.push(performance.now() - started);
    if (saveTimes.length > 1000) saveTimes.shift();
  });
  const pruning = setInterval(() => {
    apiWindow.prune();
    signInWindow.prune();
  }, 60_000);
  pruning.unref();

  /** A session older than SESSION_HOURS ends here; the store then answers 401 as for any stale token. */
  async function endIfExpired(token: string | null): Promise<void> {
    if (!token) return;
    const session = await db.sessions.get(token);
    if (session && isExpired(session, now())) await db.sessions.delete(token);
  }

  const events = createLiveEvents({
    subscribe: changes.subscribe,
    isSignedIn: async (token) => {
      await endIfExpired(token);
      return (await db.sessions.get(token)) !== undefined;
    },
    heartbeatMs: options.heartbeatMs,
    streamsPerDevice: options.streamsPerDevice,
  });

  /** `id`: null for a name this server never gave out (unsigned, counted or altered). */
  async function serveFile(req: IncomingMessage, res: ServerResponse, id: number | null): Promise<void> {
    const token = bearerOf(req) ?? cookieOf(req, FILE_COOKIE);
    await endIfExpired(token);
    const stored = id === null ? undefined : await db.files.get(id);
    // Not there, never given out and not allowed answer alike: a name does not tell whether a file exists.
    if (id === null || !stored || !(await mayReadFile(db, demoSeedSource, token, id, now()))) {
      sendJson(res, 404, { success: false, message: 'Datei nicht gefunden' });
      return;
    }
    const bytes = Buffer.from(await stored.blob.arrayBuffer());
    res.writeHead(200, {
      ...storedFileHeaders(stored),
      'Content-Length': String(bytes.length),
      'Cache-Control': 'private, no-cache',
    });
    res.end(req.method === 'HEAD' ? undefined : bytes);
  }

  async function serveApi(req: IncomingMessage, res: ServerResponse, url: URL, client: string): Promise<void> {
    // A stream lasts for hours and reconnects after every drop: the per-second cap is for requests, not for it.
    if (req.method === 'GET' && url.pathname === '/api/events') return events.serve(req, res, bearerOf(req), client);
    if (!apiWindow.take(client)) {
      sendJson(res, 429, { success: false, message: guardMessages.tooMany }, { 'Retry-After': '1' });
      return;
    }
    const method = req.method ?? 'GET';
    const isLogin = method === 'POST' && url.pathname === '/api/login';
    if (isLogin && signInWindow.full(client)) {
      const minutes = Math.max(1, Math.ceil(signInWindow.waitMs(client) / 60_000));
      sendJson(res, 429, { success: false, message: guardMessages.signIns(minutes) });
      return;
    }
    const fileName =
      method === 'GET' || method === 'HEAD' ? /^\/api\/files\/([^/]+)$/.exec(url.pathname)?.[1] : undefined;
    if (fileName !== undefined) {
      await serveFile(req, res, facade.fileIdOf(fileName));
      return;
    }
    await endIfExpired(bearerOf(req));
    const writesBefore = writes;
    const reads = method === 'GET' || method === 'HEAD';
    let body: Uint8Array<ArrayBuffer> | undefined;
    if (!reads) {
      try {
        body = new Uint8Array(await readLimitedBody(req, bodyLimitOf(url.pathname, req.headers['content-type'])));
      } catch (error) {
        if (!(error instanceof BodyTooLargeError)) throw error;
        // The rest of the upload is not read: the connection closes after the answer.
        sendJson(res, 413, { success: false, message: error.message }, { Connection: 'close' });
        return;
      }
    }
    const headers = new Headers();
    for (const [key, value] of Object.entries(req.headers)) if (typeof value === 'string') headers.set(key, value);
    const response = await facade.handle(new Request(url, { method, headers, body }));
    const extra: Record<string, string> = {};
    if (isLogin && response.status === 401) signInWindow.add(client);
    if (isLogin && response.ok) {
      const session = (await response.clone().json()) as { token?: unknown };
      if (typeof session.token === 'string') {
        extra['Set-Cookie'] =
          `${FILE_COOKIE}=${session.token}; Path=/api/files; HttpOnly; SameSite=Strict; Max-Age=${SESSION_HOURS * 3600}`;
      }
    }
    if (method === 'POST' && url.pathname === '/api/logout')
      extra['Set-Cookie'] = `${FILE_COOKIE}=; Path=/api/files; HttpOnly; SameSite=Strict; Max-Age=0`;
    // A read waits only for its own write: another request's write that commits meanwhile is no reason to hold it
    // back until the next save (under load that coupled every read to the disk).
    if (!reads || (READS_THAT_WRITE.includes(url.pathname) && writes !== writesBefore)) {
      try {
        await saver.flush();
      } catch (error) {
        log(`Speichern fehlgeschlagen: ${error instanceof Error ? error.message : String(error)}`);
        sendJson(res, 503, { success: false, message: SAVE_FAILED });
        return;
      }
    }
    res.writeHead(response.status, { ...Object.fromEntries(response.headers), 'Cache-Control': 'no-store', ...extra });
    res.end(Buffer.from(await response.arrayBuffer()));
  }

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const started = performance.now();
    const url = new URL(req.url ?? '/', 'http://workshop.local');
    const client = clientOf(req, options.clientHeader);
    res.setHeader('X-Content-Type-Options', 'nosniff');
    res.setHeader('Referrer-Policy', 'same-origin');
    const logLine = () =>
      log(`${req.method} ${loggedPath(url)} ${res.statusCode} ${Math.round(performance.now() - started)} ms`);
    res.on('finish', logLine);
    // A live stream usually ends with its browser, which closes the connection instead of letting it finish.
    res.on('close', () => res.writableFinished || logLine());
    try {
      if (url.pathname.startsWith('/api/')) await serveApi(req, res, url, client);
      else await serveStatic(req, res, url.pathname, roots);
    } catch (error) {
      log(`Fehler bei ${req.method} ${url.pathname}: ${error instanceof Error ? error.message : String(error)}`);
      if (!res.headersSent) sendJson(res, 500, { success: false, message: 'Interner Serverfehler' });
      else res.destroy();
    }
  }

  const server: Server = createServer((req, res) => void handle(req, res));
  // Slow or stalled clients on a weak Wi-Fi must not hold sockets for ever.
  server.requestTimeout = 120_000;
  server.headersTimeout = 20_000;

  return {
    server,
    changes,
    events,
    /** Saves the current state now (the tests' and the measurements' way to force one). */
    flush: () => saver.flush(),
    get saves() {
      return saver.saves;
    },
    saveTimes,
    /** Stops taking requests, lets those under way finish (at most 5 s) and waits for their saves. */
    async close(): Promise<void> {
      clearInterval(pruning);
      // Open streams would hold the server open until the 5 s cut.
      events.close();
      await new Promise<void>((done) => {
        const cut = setTimeout(() => server.closeAllConnections(), 5000);
        server.close(() => {
          clearTimeout(cut);
          done();
        });
        server.closeIdleConnections();
      });
      await saver.idle();
      changes.close();
    },
  };
}
