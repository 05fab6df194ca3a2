// Live updates: `GET /api/events`, a text/event-stream per signed-in browser. After each committed write every
// open stream hears what changed, precisely enough to tell whether its screen shows it (event-keys.ts: the comments
// of task 1, poll 3); notifications only the streams of the people notified. Every browser then re-reads what it
// shows of it, with its own rights. The provider's /api has no such route; the browser then keeps to re-reading
// after its own writes.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { ChangeListener } from './changes';
import { eventsText, gather, NOTIFICATIONS_EVENT, nothingGathered } from './event-keys';

/** Keeps the connection busy so proxies and sleepy Wi-Fi access points do not drop it. */
export const HEARTBEAT_MS = 20_000;
/** Open streams per address: a facilitator's few tabs, not a loop of reconnects that never closed. */
export const STREAMS_PER_DEVICE = 6;
/** Writes in quick succession (a form that saves in several steps) become one event per resource. */
const GATHER_MS = 30;

export interface LiveEventsOptions {
  /** The committed writes' changed rows (changes.ts). */
  subscribe: (listener: ChangeListener) => () => void;
  /** The user whose session the token opens, or null (checked at the start and whenever sessions change). */
  userOf: (token: string) => Promise<number | null>;
  heartbeatMs?: number;
  streamsPerDevice?: number;
}

interface Stream {
  res: ServerResponse;
  token: string;
  userId: number;
  client: string;
}

export function createLiveEvents(options: LiveEventsOptions) {
  const streams = new Set<Stream>();
  const heartbeatMs = options.heartbeatMs ?? HEARTBEAT_MS;
  const perDevice = options.streamsPerDevice ?? STREAMS_PER_DEVICE;
  let pending = nothingGathered();
  let timer: ReturnType<typeof setTimeout> | null = null;

  const send = () => {
    timer = null;
    const { keys, notified, sessions } = pending;
    pending = nothingGathered();
    const text = eventsText(keys);
    for (const stream of streams) {
      const own = notified === 'all' || notified.has(stream.userId) ? NOTIFICATIONS_EVENT : '';
      if (text || own) stream.res.write(text + own);
      // A signed-out or ended session's stream ends too; its browser then finds no token to reconnect with.
      if (sessions) void options.userOf(stream.token).then((user) => user === stream.userId || stream.res.end());
    }
  };
  const stopWatching = options.subscribe((rows) => {
    gather(rows, pending);
    const { keys, notified, sessions } = pending;
    if ((keys.size || notified === 'all' || notified.size || sessions) && !timer) timer = setTimeout(send, GATHER_MS);
  });
  const heartbeat = setInterval(() => {
    for (const stream of streams) stream.res.write(': ping\n\n');
  }, heartbeatMs);
  heartbeat.unref();

  return {
    get open() {
      return streams.size;
    },
    /** People with a stream open, each counted once however many tabs and devices they use. */
    get people() {
      return new Set([...streams].map((stream) => stream.userId)).size;
    },
    /** Answers `GET /api/events`: 401 without a session, 429 past the address's streams, else the stream. */
    async serve(req: IncomingMessage, res: ServerResponse, token: string | null, client: string): Promise<void> {
      const refuse = (status: number, message: string) =>
        res
          .writeHead(status, { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' })
          .end(JSON.stringify({ success: false, message }));
      const userId = token ? await options.userOf(token) : null;
      if (!token || userId === null) return void refuse(401, 'Nicht angemeldet');
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
      const stream: Stream = { res, token, userId, client };
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
