// Live updates: `GET /api/events`, a text/event-stream per signed-in browser. After each committed write every
// open stream gets one event per resource type the write touched (changes.ts reports the tables), so every
// screen in the room re-reads within a moment. The provider's /api has no such route; the browser then keeps to
// re-reading after its own writes.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { ChangeListener } from './changes';

/** A store table → the resource type the browsers hear of; tables only the server reads are never announced. */
export const resourceOfTable: Readonly<Record<string, string>> = {
  users: 'users',
  groups: 'groups',
  projects: 'projects',
  tasks: 'tasks',
  taskSummaries: 'tasks',
  comments: 'comments',
  likes: 'comments',
  polls: 'polls',
  votes: 'polls',
  products: 'products',
  categories: 'categories',
  footerPages: 'footerPages',
  whitelist: 'whitelist',
  configurations: 'configurations',
  notifications: 'notifications',
  contactMessages: 'contact',
};

/** Keeps the connection busy so proxies and sleepy Wi-Fi access points do not drop it. */
export const HEARTBEAT_MS = 20_000;
/** Open streams per address: a facilitator's few tabs, not a loop of reconnects that never closed. */
export const STREAMS_PER_DEVICE = 6;
/** Writes in quick succession (a form that saves in several steps) become one event per resource type. */
const GATHER_MS = 30;

export interface LiveEventsOptions {
  subscribe: (listener: ChangeListener) => () => void;
  /** Whether the token still opens a session (checked at the start and whenever sessions change). */
  isSignedIn: (token: string) => Promise<boolean>;
  heartbeatMs?: number;
  streamsPerDevice?: number;
}

interface Stream {
  res: ServerResponse;
  token: string;
  client: string;
}

export function createLiveEvents(options: LiveEventsOptions) {
  const streams = new Set<Stream>();
  const heartbeatMs = options.heartbeatMs ?? HEARTBEAT_MS;
  const perDevice = options.streamsPerDevice ?? STREAMS_PER_DEVICE;
  let pending = new Set<string>();
  let sessionsChanged = false;
  let timer: ReturnType<typeof setTimeout> | null = null;

  const send = () => {
    timer = null;
    const text = [...pending].map((resource) => `event: ${resource}\ndata: ${resource}\n\n`).join('');
    const checkSessions = sessionsChanged;
    pending = new Set();
    sessionsChanged = false;
    for (const stream of streams) {
      if (text) stream.res.write(text);
      // A signed-out or ended session's stream ends too; its browser then finds no token to reconnect with.
      if (checkSessions) void options.isSignedIn(stream.token).then((open) => open || stream.res.end());
    }
  };
  const stopWatching = options.subscribe((tables) => {
    for (const table of tables) {
      const resource = resourceOfTable[table];
      if (resource) pending.add(resource);
      else if (table === 'sessions') sessionsChanged = true;
    }
    if ((pending.size || sessionsChanged) && !timer) timer = setTimeout(send, GATHER_MS);
  });
  const heartbeat = setInterval(() => {
    for (const stream of streams) stream.res.write(': ping\n\n');
  }, heartbeatMs);
  heartbeat.unref();

  return {
    get open() {
      return streams.size;
    },
    /** Answers `GET /api/events`: 401 without a session, 429 past the address's streams, else the stream. */
    async serve(req: IncomingMessage, res: ServerResponse, token: string | null, client: string): Promise<void> {
      const refuse = (status: number, message: string) =>
        res
          .writeHead(status, { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' })
          .end(JSON.stringify({ success: false, message }));
      if (!token || !(await options.isSignedIn(token))) return void refuse(401, 'Nicht angemeldet');
      if ([...streams].filter((stream) => stream.client === client).length >= perDevice) {
        return void refuse(
          429,
          'Zu viele offene Verbindungen von diesem Gerät. Bitte schließen Sie nicht benötigte Tabs.',
        );
      }
      // Never compressed, never buffered on the way: each event must reach the browser as it is written.
      res.writeHead(200, {
        'Content-Type': 'text/event-stream; charset=utf-8',
        'Cache-Control': 'no-cache',
        Connection: 'keep-alive',
        'X-Accel-Buffering': 'no',
      });
      res.write(': verbunden\n\n');
      const stream: Stream = { res, token, client };
      streams.add(stream);
      const drop = () => streams.delete(stream);
      req.on('close', drop);
      res.on('close', drop);
    },
    close(): void {
      clearInterval(heartbeat);
      if (timer) clearTimeout(timer);
      stopWatching();
      for (const stream of streams) stream.res.end();
      streams.clear();
    },
  };
}
