// What keeps one device on a shared Wi-Fi from taking the room's server down: body limits, a request cap per
// address and a cap on failed sign-ins per address (the store also limits them per e-mail address).
import type { IncomingMessage } from 'node:http';
import { COMMENT_MAX_FILE_BYTES, COMMENT_MAX_FILES } from '../../src/domain/comment';
import { TASK_MAX_ATTACHMENTS } from '../../src/domain/task-rules';

const MB = 1024 * 1024;
/** JSON bodies: forms of text only; the longest text limit is far below this. */
export const JSON_LIMIT = MB;
/** The uploader's file size of SPEC §9 (5 files of 10 MB); only comments state a smaller one (§5). */
const UPLOAD_FILE_BYTES = 10 * MB;
/** Room for a form's text fields beside its files. */
const FORM_TEXT = MB;
/** A comment: at most COMMENT_MAX_FILES files of COMMENT_MAX_FILE_BYTES each. */
export const COMMENT_FORM_LIMIT = COMMENT_MAX_FILES * COMMENT_MAX_FILE_BYTES + FORM_TEXT;
/** Tasks, projects, products and pictures: at most TASK_MAX_ATTACHMENTS files of the uploader's size. */
export const FORM_LIMIT = TASK_MAX_ATTACHMENTS * UPLOAD_FILE_BYTES + FORM_TEXT;

export const guardMessages = {
  tooLarge: (mb: number) =>
    `Die Anfrage ist zu groß (höchstens ${mb} MB). Bitte wählen Sie kleinere oder weniger Dateien.`,
  tooMany: 'Zu viele Anfragen von diesem Gerät. Bitte warten Sie einen Moment und versuchen Sie es dann erneut.',
  signIns: (minutes: number) =>
    `Zu viele fehlgeschlagene Anmeldungen von diesem Gerät. Bitte warten Sie ${minutes === 1 ? 'eine Minute' : `${minutes} Minuten`} und versuchen Sie es dann erneut.`,
};

export class BodyTooLargeError extends Error {
  constructor(readonly limit: number) {
    super(guardMessages.tooLarge(Math.round(limit / MB)));
  }
}

/** The body limit of a request to /api/…: multipart by its route, anything else as JSON. */
export function bodyLimitOf(path: string, contentType: string | undefined): number {
  if (!contentType?.startsWith('multipart/form-data')) return JSON_LIMIT;
  return /^\/api\/tasks\/\d+\/comments$/.test(path) ? COMMENT_FORM_LIMIT : FORM_LIMIT;
}

/** Reads the body, refusing it as soon as it (or its announced length) passes the limit. */
export async function readLimitedBody(req: IncomingMessage, limit: number): Promise<Buffer> {
  const declared = Number(req.headers['content-length'] ?? 0);
  if (declared > limit) throw new BodyTooLargeError(limit);
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
    /** Says whether another event would be refused, without counting one. */
    full(key: string): boolean {
      return recent(key, now()).length >= limit;
    },
    /** Counts one event regardless of the limit. */
    add(key: string): void {
      const at = now();
      hits.set(key, [...recent(key, at), at]);
    },
    /** When the oldest counted event leaves the window, in ms from now. */
    waitMs(key: string): number {
      const at = now();
      const oldest = recent(key, at)[0];
      return oldest === undefined ? 0 : windowMs - (at - oldest);
    },
    /** Forgets keys without recent events, so the map does not grow over a long day. */
    prune(): void {
      const at = now();
      for (const [key, times] of hits) if (!times.some((time) => at - time < windowMs)) hits.delete(key);
    },
  };
}

/** Requests per address: a page's first load fetches its files at once, so only /api counts. */
export const API_REQUESTS_PER_SECOND = 20;
/** Failed sign-ins per address within SIGN_IN_WINDOW_MINUTES before that device waits. */
export const FAILED_SIGN_INS_PER_DEVICE = 10;
export const SIGN_IN_WINDOW_MINUTES = 10;
