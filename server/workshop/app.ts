// The workshop server: the api build and /api from one demo store, on one origin. Every write request is answered
// only once the journal holds what it changed (persistence.ts), so an acknowledged write survives a crash.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { performance } from 'node:perf_hooks';
import { createApiFacade } from '../api-facade';
import { failureBody, failureLine, newRequestId, REQUEST_ID_HEADER } from '../facade/failure';
import { demoSeedSource } from '../../src/data/demo/create-demo-repository';
import type { DemoDatabase, SessionRecord } from '../../src/data/demo/db';
import type { StoreChanges } from './changes';
import { createLiveEvents } from './events';
import { watchFileOwners } from './file-owners';
import { API_REQUESTS_PER_SECOND, createSlidingWindow } from './guards';
import { createApiServer, sendJson } from './serve-api';
import { createRoomOverview } from './room-overview';
import type { Persistence } from './persistence';
import { isExpired } from './state';
import { serveStatic } from './static-files';
import { STOP_GRACE_MS, stoppingMessage, trackRequests } from './stop';

export interface WorkshopAppOptions {
  db: DemoDatabase;
  /** The store's change feed (installed before it opened) and the journal that listens to it. */
  changes: StoreChanges;
  persistence: Persistence;
  /** The api build first, then folders for files the build leaves out (the sample data's pictures). */
  roots: readonly string[];
  /** What the facilitator must see: errors, failed saves. */
  log?: (line: string) => void;
  /** One line per request (method, path without secrets, status, ms); by default with `log`. */
  logRequest?: (line: string) => void;
  now?: () => Date;
  apiRequestsPerSecond?: number;
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
  /** Tests only: a shorter wait for a request's headers than HEADERS_TIMEOUT_MS, so a slow client is cut quickly. */
  headersTimeoutMs?: number;
  /** Tests only: a shorter wait for the requests under way at a stop than STOP_GRACE_MS. */
  stopGraceMs?: number;
  /**
   * /api waits for this before it answers: the facilitator's password is settled only once the port is open (a port
   * in use must not use up a password nobody saw), and until then the account must not answer sign-ins.
   */
  apiOpens?: Promise<void>;
}

/** The path and query for the log, with values that could sign someone in left out. */
export function loggedPath(url: URL): string {
  const params = [...url.searchParams.keys()].map((key) =>
    /token|password|key|secret|code/i.test(key) ? `${key}=…` : `${key}=${url.searchParams.get(key) ?? ''}`,
  );
  return params.length ? `${url.pathname}?${params.join('&')}` : url.pathname;
}

/** Whom the request caps count for: the address, and with `--client-header` that header's value too. */
function clientOf(req: IncomingMessage, header: string | undefined): string {
  const address = req.socket.remoteAddress ?? 'unbekannt';
  const value = header ? req.headers[header.toLowerCase()] : undefined;
  return typeof value === 'string' ? `${address} ${value}` : address;
}

// Slow or stalled clients on a weak Wi-Fi must not hold sockets for ever. A device sends its few hundred bytes of
// headers well within 10 s even on a poor connection; one that drips them slowly is holding a socket on purpose.
export const HEADERS_TIMEOUT_MS = 10_000;
// The whole request, body included: an upload of up to 51 MB over a slow room Wi-Fi needs this long.
export const REQUEST_TIMEOUT_MS = 120_000;
// Node enforces both timeouts only when it checks its connections, by default every 30 s: a client dripping its
// headers outlived HEADERS_TIMEOUT_MS by up to that much. Checking a room's few dozen connections each second is cheap.
export const CONNECTIONS_CHECKING_INTERVAL_MS = 1000;

const STOP_HEADERS = { Connection: 'close', 'Retry-After': '10' };

const EVERY_ANSWER_HEADERS = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'same-origin',
  // No other site may frame a page of this one (clickjacking). A meta CSP cannot carry frame-ancestors, so it goes
  // on every answer; X-Frame-Options for browsers without frame-ancestors.
  'Content-Security-Policy': "frame-ancestors 'none'",
  'X-Frame-Options': 'DENY',
};

/**
 * What the façade did not answer (a store read before it, a file of the site): logged once, answered with its id;
 * an answer already under way can only be broken off.
 */
function answerFailure(
  log: (line: string) => void,
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
  error: unknown,
) {
  const requestId = newRequestId();
  log(failureLine({ error, requestId, method: req.method ?? '?', path: url.pathname }));
  if (!res.headersSent) sendJson(res, 500, failureBody(requestId), { [REQUEST_ID_HEADER]: requestId });
  else res.destroy();
}

/** Sessions nobody came back with are ended by the clock, so the store does not collect them over a long day. */
async function endExpiredSessions(db: DemoDatabase, at: Date): Promise<void> {
  const expired = await db.sessions.filter((session) => isExpired(session, at)).primaryKeys();
  if (expired.length) await db.sessions.bulkDelete(expired);
}

/** The session a token names, or null; one older than SESSION_HOURS ends here, so the store answers 401 for it. */
const liveSessionOf =
  (db: DemoDatabase, now: () => Date) =>
  async (token: string | null): Promise<SessionRecord | null> => {
    const session = token ? await db.sessions.get(token) : undefined;
    if (!session) return null;
    if (!isExpired(session, now())) return session;
    await db.sessions.delete(session.token);
    return null;
  };

export async function createWorkshopApp(options: WorkshopAppOptions) {
  const { db, changes, persistence, roots } = options;
  const now = options.now ?? (() => new Date());
  const log = options.log ?? ((line: string) => console.log(line));
  const logRequest = options.logRequest ?? log;
  let requests = 0;
  let closing: Promise<void> | null = null;
  const facade = createApiFacade({
    db,
    seed: demoSeedSource,
    now,
    recordCalls: false,
    fileKey: options.fileKey,
    logError: (failure) => log(failureLine(failure)),
  });
  const apiWindow = createSlidingWindow(options.apiRequestsPerSecond ?? API_REQUESTS_PER_SECOND, 1000);
  const pruning = setInterval(() => {
    apiWindow.prune();
    void endExpiredSessions(db, now()).catch((error: unknown) =>
      log(`Abgelaufene Anmeldungen nicht beendet: ${String(error)}`),
    );
  }, 60_000);
  pruning.unref();

  const liveSession = liveSessionOf(db, now);

  const events = createLiveEvents({
    subscribe: changes.subscribe,
    userOf: async (token) => (await liveSession(token))?.userId ?? null,
    heartbeatMs: options.heartbeatMs,
    streamsPerDevice: options.streamsPerDevice,
  });
  const fileOwners = await watchFileOwners(db, changes);
  // Made before the handlers it calls: the room's addresses are those of the port it listens on.
  const server: Server = createServer(
    {
      headersTimeout: options.headersTimeoutMs ?? HEADERS_TIMEOUT_MS,
      requestTimeout: REQUEST_TIMEOUT_MS,
      // Only an option of createServer: the server's checking timer starts with it.
      connectionsCheckingInterval: CONNECTIONS_CHECKING_INTERVAL_MS,
    },
    (req, res) => underWay.track(res, handle(req, res)),
  );
  const underWay = trackRequests(server);
  const room = await createRoomOverview({
    db,
    subscribe: changes.subscribe,
    now,
    people: () => events.people,
    lastSavedAt: () => persistence.lastSavedAt,
    server,
  });
  const serveApi = createApiServer({
    db,
    now,
    log,
    facade,
    events,
    apiWindow,
    persistence,
    fileOwners,
    liveSession,
    room,
  });

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const started = performance.now();
    const url = new URL(req.url ?? '/', 'http://workshop.local');
    const client = clientOf(req, options.clientHeader);
    for (const [name, value] of Object.entries(EVERY_ANSWER_HEADERS)) res.setHeader(name, value);
    const logLine = () => {
      requests++;
      logRequest(`${req.method} ${loggedPath(url)} ${res.statusCode} ${Math.round(performance.now() - started)} ms`);
    };
    res.on('finish', logLine);
    // A live stream usually ends with its browser, which closes the connection instead of letting it finish.
    res.on('close', () => res.writableFinished || logLine());
    // A request on a connection kept alive from before the stop: the stop waits for those under way only.
    if (underWay.stopping) return void sendJson(res, 503, { success: false, message: stoppingMessage }, STOP_HEADERS);
    try {
      if (url.pathname.startsWith('/api/')) {
        await options.apiOpens;
        await serveApi(req, res, url, client);
      } else await serveStatic(req, res, url.pathname, roots);
    } catch (error) {
      if (!underWay.wasCut(res)) answerFailure(log, req, res, url, error);
    }
  }

  async function stop(): Promise<void> {
    clearInterval(pruning);
    const stopped = underWay.stop(options.stopGraceMs ?? STOP_GRACE_MS, log);
    // Open streams would hold the server open until the cut.
    events.close();
    await stopped;
    fileOwners.close();
    room.close();
    await persistence.close();
    changes.close();
  }

  return {
    server,
    changes,
    events,
    /** Requests answered since the start (the status line's rate). */
    get requests() {
      return requests;
    },
    /**
     * Stops taking requests, lets those under way finish (at most STOP_GRACE_MS, then cuts them), and saves what
     * they wrote (persistence.close). A second call waits for the first.
     */
    close(): Promise<void> {
      return (closing ??= stop());
    },
  };
}
