// The workshop server's /api: the request caps, the session's file cookie, the files, and the journal's flush before
// each write's answer. The façade (server/api-facade.ts) answers the rest.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import type { createApiFacade } from '../api-facade';
import { storedFileHeaders } from '../facade/stored-file-headers';
import { demoSeedSource } from '../../src/data/demo/create-demo-repository';
import type { DemoDatabase } from '../../src/data/demo/db';
import { conditionalAnswer } from './etag';
import { readMultipart, ReadFormRequest } from './multipart';
import type { createLiveEvents } from './events';
import { mayReadFile } from './file-access';
import type { FileOwnerIndex } from './file-owners';
import { BodyTooLargeError, bodyLimitOf, guardMessages, readLimitedBody, type createSlidingWindow } from './guards';
import type { Persistence } from './persistence';
import { SESSION_HOURS } from './state';

/**
 * The reads that can write: the notification list creates the deadline reminders that are due (the demo store's
 * stand-in for a server's scheduler). A test asks every other read whether it writes.
 */
export const READS_THAT_WRITE: readonly string[] = ['/api/notifications'];

/** Lets `<img src="/api/files/…">` and download links, which send no Authorization header, carry the session. */
const FILE_COOKIE = 'kiz_files';
const SAVE_FAILED =
  'Die Änderung konnte nicht gespeichert werden (Datenträger voll oder nicht beschreibbar). Bitte wenden Sie sich an die Leitung des Workshops.';

export const sendJson = (res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) =>
  res
    .writeHead(status, { 'Content-Type': 'application/json', 'Cache-Control': 'no-store', ...headers })
    .end(JSON.stringify(body));

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

export interface ApiDeps {
  db: DemoDatabase;
  now: () => Date;
  log: (line: string) => void;
  facade: ReturnType<typeof createApiFacade>;
  events: ReturnType<typeof createLiveEvents>;
  apiWindow: ReturnType<typeof createSlidingWindow>;
  signInWindow: ReturnType<typeof createSlidingWindow>;
  persistence: Persistence;
  /** Which records show each uploaded file (file-owners.ts). */
  fileOwners: FileOwnerIndex;
  /** Ends a session older than SESSION_HOURS, so the store answers 401 as for any stale token. */
  endIfExpired: (token: string | null) => Promise<void>;
}

/** The handler of every /api request. */
export function createApiServer(deps: ApiDeps) {
  const { db, now, log, facade, events, apiWindow, signInWindow, persistence, fileOwners, endIfExpired } = deps;

  /** `id`: null for a name this server never gave out (unsigned, counted or altered). */
  async function serveFile(req: IncomingMessage, res: ServerResponse, id: number | null): Promise<void> {
    const token = bearerOf(req) ?? cookieOf(req, FILE_COOKIE);
    await endIfExpired(token);
    const stored = id === null ? undefined : await db.files.get(id);
    // Not there, never given out and not allowed answer alike: a name does not tell whether a file exists.
    if (id === null || !stored || !(await mayReadFile(db, demoSeedSource, token, fileOwners.ownersOf(id), now()))) {
      sendJson(res, 404, { success: false, message: 'Datei nicht gefunden' });
      return;
    }
    res.writeHead(200, {
      ...storedFileHeaders(stored),
      'Content-Length': String(stored.blob.size),
      'Cache-Control': 'private, no-cache',
    });
    if (req.method === 'HEAD') return void res.end();
    // Streamed a chunk at a time: copying a 2 MiB photo whole held the event loop while a room opened it.
    // A browser that leaves mid-download ends the stream (pipeline then destroys both): nothing to report.
    await pipeline(Readable.fromWeb(stored.blob.stream() as WebReadableStream<Uint8Array>), res).catch(() => {});
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
    const writesBefore = persistence.appended;
    const reads = method === 'GET' || method === 'HEAD';
    let body: Buffer | undefined;
    if (!reads) {
      try {
        body = await readLimitedBody(req, bodyLimitOf(url.pathname, req.headers['content-type']));
      } catch (error) {
        if (!(error instanceof BodyTooLargeError)) throw error;
        // The rest of the upload is not read: the connection closes after the answer.
        sendJson(res, 413, { success: false, message: error.message }, { Connection: 'close' });
        return;
      }
    }
    const headers = new Headers();
    for (const [key, value] of Object.entries(req.headers)) if (typeof value === 'string') headers.set(key, value);
    // An upload's form is read here, natively searched; handing its bytes to a Request would copy them once more.
    const form = body && readMultipart(body, headers.get('content-type') ?? '');
    const response = await facade.handle(
      form
        ? new ReadFormRequest(url, { method, headers }, form)
        : new Request(url, { method, headers, body: body && new Uint8Array(body) }),
    );
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
    // A write waits for the journal's flush only when something committed while it ran (a 404 or a refused write
    // waits for nothing); a read only when it is one that writes: another request's write is no reason to hold it.
    const mayHaveWritten = !reads || READS_THAT_WRITE.includes(url.pathname);
    if (mayHaveWritten && persistence.appended !== writesBefore) {
      try {
        await persistence.flush();
      } catch (error) {
        log(`Speichern fehlgeschlagen: ${error instanceof Error ? error.message : String(error)}`);
        sendJson(res, 503, { success: false, message: SAVE_FAILED });
        return;
      }
    }
    const bytes = Buffer.from(await response.arrayBuffer());
    // A GET's 200 gets its ETag, or a 304 when the browser holds it already; a HEAD has no body to tag.
    const answer =
      method === 'GET'
        ? conditionalAnswer(req.headers['if-none-match'], response.status, bytes)
        : { status: response.status, headers: {}, body: bytes };
    res.writeHead(answer.status, {
      ...Object.fromEntries(response.headers),
      'Cache-Control': 'no-store',
      ...extra,
      ...answer.headers,
    });
    res.end(answer.body);
  }

  return serveApi;
}
