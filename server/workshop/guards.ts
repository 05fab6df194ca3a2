// What keeps one device on a shared Wi-Fi from taking the room's server down: body limits read as the body arrives,
// a request cap per address and a turn for each upload. Sign-in throttling is the store's (sign-in-throttle.ts).
import type { IncomingMessage } from 'node:http';
import { intakeMessages } from '../facade/intake';

export const guardMessages = {
  tooMany: 'Zu viele Anfragen von diesem Gerät. Bitte warten Sie einen Moment und versuchen Sie es dann erneut.',
};

export class BodyTooLargeError extends Error {
  constructor(readonly limit: number) {
    super(intakeMessages.tooLarge(limit));
  }
}

/** Whether the body's announced length already passes the limit: then it is refused before a byte is read. */
export const announcedTooLarge = (req: IncomingMessage, limit: number) =>
  Number(req.headers['content-length'] ?? 0) > limit;

/** Reads the body, refusing it as soon as it (or its announced length) passes the limit. */
export async function readLimitedBody(req: IncomingMessage, limit: number): Promise<Buffer> {
  if (announcedTooLarge(req, limit)) throw new BodyTooLargeError(limit);
  const declared = Number(req.headers['content-length'] ?? 0);
  // Copied in as it arrives, a chunk at a time: joining an upload's megabytes at the end held the event loop.
  let body = Buffer.allocUnsafe(Number.isSafeInteger(declared) && declared > 0 ? declared : 0);
  let size = 0;
  for await (const chunk of req) {
    const bytes = chunk as Buffer;
    if (size + bytes.length > limit) throw new BodyTooLargeError(limit);
    if (size + bytes.length > body.length)
      body = Buffer.concat([body.subarray(0, size)], Math.min(limit, Math.max(2 * body.length, size + bytes.length)));
    bytes.copy(body, size);
    size += bytes.length;
  }
  return body.subarray(0, size);
}

/** At most `limit` events per key within `windowMs` (a sliding window of timestamps). */
export function createSlidingWindow(limit: number, windowMs: number, now: () => number = Date.now) {
  const hits = new Map<string, number[]>();
  const recent = (key: string, at: number) => (hits.get(key) ?? []).filter((time) => at - time < windowMs);
  return {
    /** Counts one event and says whether it is within the limit. */
    take(key: string): boolean {
      const at = now();
      const times = recent(key, at);
      const allowed = times.length < limit;
      if (allowed) times.push(at);
      hits.set(key, times);
      return allowed;
    },
    /** Forgets keys without recent events, so the map does not grow over a long day. */
    prune(): void {
      const at = now();
      for (const [key, times] of hits) if (!times.some((time) => at - time < windowMs)) hits.delete(key);
    },
  };
}

/**
 * At most `limit` pieces of work at once; the rest wait their turn, first come first served. An upload waiting here
 * has not been read: its bytes stay with the sender (TCP holds them back) instead of in the server's memory.
 */
export function createGate(limit: number) {
  let running = 0;
  const waiting: (() => void)[] = [];
  return {
    async run<T>(work: () => Promise<T>): Promise<T> {
      if (running < limit) running++;
      else await new Promise<void>((resolve) => waiting.push(resolve));
      try {
        return await work();
      } finally {
        // The turn passes on directly, so a newcomer cannot overtake those already waiting.
        const next = waiting.shift();
        if (next) next();
        else running--;
      }
    },
  };
}

/** Requests per address: a page's first load fetches its files at once, so only /api counts. */
export const API_REQUESTS_PER_SECOND = 20;
/** Uploads read and taken apart at once; a room's photos each wait their turn rather than all fill memory. */
export const UPLOADS_AT_ONCE = 3;
