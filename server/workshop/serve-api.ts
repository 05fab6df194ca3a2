// The workshop server's /api: the request caps, the session's file cookie, the files, and the journal's flush before
// each write's answer. The façade (server/api-facade.ts) answers the rest.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import type { createApiFacade } from '../api-facade';
import { contentTypeRefusal, intakeMessages, type Intake } from '../facade/intake';
import { storedFileHeaders } from '../facade/stored-file-headers';
import * as coreMessages from '../../src/domain/core-messages';
import { demoSeedSource } from '../../src/data/demo/create-demo-repository';
import type { DemoDatabase, SessionRecord } from '../../src/data/demo/db';
import { conditionalAnswer } from './etag';
import { readMultipart, ReadFormRequest } from './multipart';
import type { createLiveEvents } from './events';
import { mayReadFile } from './file-access';
import type { FileOwnerIndex } from './file-owners';
import {
  announcedTooLarge,
  BodyTooLargeError,
  createGate,
  guardMessages,
  readLimitedBody,
  UPLOADS_AT_ONCE,
  type createSlidingWindow,
} from './guards';
import type { Persistence } from './persistence';
import { ROOM_PATH } from './room-overview';
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

/** A write's body as its route takes it: the bytes of its JSON, or a form's fields and files taken apart. */
async function readBody(
  req: IncomingMessage,
  intake: Intake,
  uploads: ReturnType<typeof createGate>,
): Promise<{ body: Buffer; form: FormData | null }> {
  const read = () => readLimitedBody(req, intake.limit);
  if (intake.body !== 'form') return { body: await read(), form: null };
  // An upload's form is read here, natively searched; handing its bytes to a Request would copy them again.
  return uploads.run(async () => {
    const body = await read();
    return { body, form: readMultipart(body, req.headers['content-type'] ?? '') };
  });
}

/** The file cookie a sign-in sets and a sign-out clears. */
async function fileCookieAfter(method: string, path: string, response: Response): Promise<Record<string, string>> {
  if (method !== 'POST') return {};
  if (path === '/api/logout')
    return { 'Set-Cookie': `${FILE_COOKIE}=; Path=/api/files; HttpOnly; SameSite=Strict; Max-Age=0` };
  if (path !== '/api/login' || !response.ok) return {};
  const session = (await response.clone().json()) as { token?: unknown };
  if (typeof session.token !== 'string') return {};
  return {
    'Set-Cookie': `${FILE_COOKIE}=${session.token}; Path=/api/files; HttpOnly; SameSite=Strict; Max-Age=${SESSION_HOURS * 3600}`,
  };
}

/**
 * Why a write is refused before a byte of its body is read, or null. Who you are before how big: a write that
 * needs a session and has none, or a body of the wrong kind or announced size, costs the server no reading.
 */
function refusalBeforeBody(
  req: IncomingMessage,
  intake: Intake,
  signedIn: boolean,
): [status: number, message: string] | null {
  if (!intake.guest && !signedIn) return [401, coreMessages.unauthorized];
  const wrongKind = contentTypeRefusal(intake, req.headers['content-type']);
  if (wrongKind) return [400, wrongKind];
  if (announcedTooLarge(req, intake.limit)) return [413, intakeMessages.tooLarge(intake.limit)];
  return null;
}

export interface ApiDeps {
  db: DemoDatabase;
  now: () => Date;
  log: (line: string) => void;
  facade: ReturnType<typeof createApiFacade>;
  events: ReturnType<typeof createLiveEvents>;
  apiWindow: ReturnType<typeof createSlidingWindow>;
  persistence: Persistence;
  /** Which records show each uploaded file (file-owners.ts). */
  fileOwners: FileOwnerIndex;
  /** The session a token names, or null; one older than SESSION_HOURS ends on the way, so the store answers 401. */
  liveSession: (token: string | null) => Promise<SessionRecord | null>;
  /** The room for the projector (room-overview.ts). */
  room: { serve(res: ServerResponse, session: SessionRecord | null): Promise<void> };
}

/** The handler of every /api request. */
export function createApiServer(deps: ApiDeps) {
  const { db, now, log, facade, events, apiWindow, persistence, fileOwners, liveSession, room } = deps;
  const uploads = createGate(UPLOADS_AT_ONCE);

  /** `id`: null for a name this server never gave out (unsigned, counted or altered). */
  async function serveFile(req: IncomingMessage, res: ServerResponse, id: number | null): Promise<void> {
    const token = bearerOf(req) ?? cookieOf(req, FILE_COOKIE);
    await liveSession(token);
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
    const fileName =
      method === 'GET' || method === 'HEAD' ? /^\/api\/files\/([^/]+)$/.exec(url.pathname)?.[1] : undefined;
    if (fileName !== undefined) {
      await serveFile(req, res, facade.fileIdOf(fileName));
      return;
    }
    const session = await liveSession(bearerOf(req));
    if (method === 'GET' && url.pathname === ROOM_PATH) return room.serve(res, session);
    const writesBefore = persistence.appended;
    const reads = method === 'GET' || method === 'HEAD';
    let body: Buffer | undefined;
    let form: FormData | null = null;
    if (!reads) {
      const intake = facade.intakeOf(method, url.pathname);
      // The body is left unread: the connection closes after the answer.
      const refuse = (status: number, message: string) => {
        sendJson(res, status, { success: false, message }, { Connection: 'close' });
      };
      if (!intake) return refuse(404, intakeMessages.unknownPath);
      const refusal = refusalBeforeBody(req, intake, session !== null);
      if (refusal) return refuse(...refusal);
      try {
        ({ body, form } = await readBody(req, intake, uploads));
      } catch (error) {
        if (!(error instanceof BodyTooLargeError)) throw error;
        return refuse(413, error.message);
      }
    }
    const headers = new Headers();
    for (const [key, value] of Object.entries(req.headers)) if (typeof value === 'string') headers.set(key, value);
    const response = await facade.handle(
      form
        ? new ReadFormRequest(url, { method, headers }, form)
        : new Request(url, { method, headers, body: body && new Uint8Array(body) }),
      client,
    );
    const extra = await fileCookieAfter(method, url.pathname, response);
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
