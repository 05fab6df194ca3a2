/**
 * A busy server's 429 (too many requests). The workshop server caps requests per device and second (decision 021);
 * a room's bursts pass within a second or two, so a read rather waits than fails. A write may not be safe to send
 * twice: its 429 goes to the person, whose form keeps the input. Loaded with the first 429, as a first visit
 * never meets one.
 */

/** A read stops waiting once its waits add up to this, and fails with the last 429. */
export const RETRY_READS_FOR_MS = 60_000;

/** Longest single wait: a Retry-After of an hour is a misconfigured server, not a plan for a person at a screen. */
const LONGEST_WAIT_MS = 30_000;

/**
 * How long to wait before the next try (`attempt` 0, 1, …): the server's Retry-After, in seconds or as an HTTP
 * date, where it names a time still ahead; else 0.5 s, 1 s, 2 s, 4 s … Up to a fifth more, at random, so devices
 * refused in the same second do not all return in the same second.
 */
export function retryDelay(retryAfter: string | null, attempt: number, now: number = Date.now()): number {
  // A number of seconds, else a date; neither (or 0, or a past date) is no advice at all.
  const asked = Number(retryAfter) * 1000 || Date.parse(retryAfter ?? '') - now;
  return Math.min((asked > 0 ? asked : 500 * 2 ** attempt) * (1 + Math.random() / 5), LONGEST_WAIT_MS);
}

/** Sends a read `again` until the server takes it or the waits reach RETRY_READS_FOR_MS; the last answer. */
export async function waitOut(refused: Response, again: () => Promise<Response>): Promise<Response> {
  let response = refused;
  for (let attempt = 0, waited = 0; response.status === 429 && waited < RETRY_READS_FOR_MS; attempt++) {
    const delay = retryDelay(response.headers.get('Retry-After'), attempt);
    // Node's fetch (tests, the bench) holds the connection until a body is read or cancelled.
    void response.body?.cancel();
    await new Promise((resolve) => setTimeout(resolve, delay));
    waited += delay;
    response = await again();
  }
  return response;
}

/**
 * What a write's 429 says when its answer names no reason (a read waits instead). Here rather than in the domain's
 * message files: each is a shared chunk that declares every text any chunk takes from it, so there it would cost
 * every api first visit 43 B gzip (core-messages.ts) or the login's 35 B (messages.ts); here it loads with the
 * first 429.
 */
export const serverBusy = 'Der Server ist gerade ausgelastet. Bitte versuchen Sie es in einem Moment erneut.';
