// Conditional reads for the workshop server's /api (RFC 9110 §8.8.3 and §13.1.2, RFC 9111 §5.2.2.4): an unchanged
// answer costs a room's Wi-Fi a header instead of the whole list. The browser does the client's part itself: it
// keeps the answer in its HTTP cache, asks again with If-None-Match every time (no-cache) and hands the page the
// kept answer on a 304. The HTTP adapter needs no code for it, and the provider's server, which sends no ETag,
// is read as before.
import { createHash } from 'node:crypto';

export interface ConditionalAnswer {
  status: number;
  /** To set over the answer's own headers; on a 304 the ones a 200 would have carried (RFC 9110 §15.4.5). */
  headers: Record<string, string>;
  /** undefined for a 304: it has no body. */
  body: Buffer | undefined;
}

/**
 * Strong: the tag names these exact bytes, as /api answers are sent without a content coding. A gzip on /api would
 * need its own tag per coding (and `Vary: Accept-Encoding`).
 */
export function entityTag(body: Buffer): string {
  return `"${createHash('sha1').update(body).digest('base64url')}"`;
}

/**
 * Whether If-None-Match names this answer: `*`, or a list of tags one of which has the same opaque tag, the quoted
 * part (the weak comparison RFC 9110 §13.1.2 asks for: `W/"x"` matches `"x"`). The quoted parts are read whole,
 * not split at commas, since a tag may hold one.
 */
export function noneMatchNames(ifNoneMatch: string | undefined, tag: string): boolean {
  if (ifNoneMatch === undefined) return false;
  if (ifNoneMatch.trim() === '*') return true;
  return Array.from(ifNoneMatch.matchAll(/"[^"]*"/g), ([opaque]) => opaque).includes(tag);
}

/**
 * The answer to send for an /api read: a 200 gets its ETag and the headers that let the browser keep it for
 * revalidation only, and becomes a 304 without body when the request already holds it. Any other status (a
 * refusal, an error) passes unchanged and stays uncached.
 *
 * `Cache-Control: private, no-cache`: only the person's own browser keeps it (never a shared cache), and never uses
 * it without asking, so a write's re-read always sees the change. `Vary: Authorization`: an answer is the
 * signed-in person's; the browser uses a kept answer only for a request with the same token, so after a sign-out
 * and a sign-in as someone else (a new token) no earlier answer is shown.
 */
export function conditionalAnswer(ifNoneMatch: string | undefined, status: number, body: Buffer): ConditionalAnswer {
  if (status !== 200) return { status, headers: {}, body };
  const tag = entityTag(body);
  const headers = { ETag: tag, 'Cache-Control': 'private, no-cache', Vary: 'Authorization' };
  return noneMatchNames(ifNoneMatch, tag) ? { status: 304, headers, body: undefined } : { status, headers, body };
}
