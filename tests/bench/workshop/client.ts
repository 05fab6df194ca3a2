// One simulated device's calls to /api: timed, recorded as samples, with the header that gives each participant
// its own request cap on a server started with --client-header. Reads answered 429 are waited out and asked
// again, honouring Retry-After, as the app does; a write answered 429 is an error the person would see.
import { createHash } from 'node:crypto';
import type { Cause, Sample } from './stats';

export const CLIENT_HEADER = 'X-Bench-Teilnehmer';
/** A read asked this often in a row with 429 gives up (the figures then show the 429). */
const MAX_READ_ATTEMPTS = 8;

export interface CallOptions {
  json?: unknown;
  form?: FormData;
  /** The call's type in the figures when its path has ids (they become {id}). */
  type?: string;
  /** Why the call was made; 'action' unless given. */
  cause?: Cause;
  /** The screen the participant was on. */
  screen?: string;
}

export interface Answer<T> {
  status: number;
  ok: boolean;
  body: T | null;
}

export const typeOf = (method: string, path: string) => `${method} ${path.split('?')[0]?.replace(/\/\d+/g, '/{id}')}`;

const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

/** Retry-After in seconds (the server sends 1), as ms; a date or nothing waits a second. */
export function retryAfterMs(header: string | null): number {
  const seconds = Number(header);
  return Number.isFinite(seconds) && seconds >= 0 ? Math.max(100, seconds * 1000) : 1000;
}

export function createClient(base: string, client: string, record: (sample: Sample) => void, startedAt: () => number) {
  let token: string | null = null;
  const headersOf = (accept: string): Record<string, string> => ({
    [CLIENT_HEADER]: client,
    Accept: accept,
    ...(token ? { Authorization: `Bearer ${token}` } : {}),
  });
  const recordCall = (sample: Omit<Sample, 'at' | 'who'>, at: number) =>
    record({ ...sample, who: client, at: at - startedAt() });
  /** Records a finished call of `call` or `download`; answers whether it succeeded. */
  const recordAnswer = (
    described: { type: string; cause: Cause; screen?: string },
    at: number,
    status: number,
    waited429: number,
  ) => {
    const ok = status >= 200 && status < 300;
    recordCall({ ...described, ms: performance.now() - at, status, ok, waited429 }, at);
    return ok;
  };

  return {
    id: client,
    setToken(value: string | null) {
      token = value;
    },
    get token() {
      return token;
    },
    /** Records a call made outside `call` (the event stream), started at `at` (performance.now()). */
    record: recordCall,
    async call<T = unknown>(method: string, path: string, options: CallOptions = {}): Promise<Answer<T>> {
      const headers = headersOf('application/json');
      let body: BodyInit | undefined;
      if (options.json !== undefined) {
        headers['Content-Type'] = 'application/json';
        body = JSON.stringify(options.json);
      } else if (options.form) body = options.form;
      const reads = method === 'GET' || method === 'HEAD';
      const at = performance.now();
      let status = 0;
      let parsed: T | null = null;
      let waited429 = 0;
      for (let attempt = 1; ; attempt++) {
        let retryAfter: string | null = null;
        try {
          const answer = await fetch(`${base}/api${path}`, { method, headers, body });
          status = answer.status;
          retryAfter = answer.headers.get('retry-after');
          const text = await answer.text();
          parsed = text ? (JSON.parse(text) as T) : null;
        } catch {
          // No answer (refused, reset) or not JSON: a failure with status 0 unless a status came.
        }
        if (!(reads && status === 429 && attempt < MAX_READ_ATTEMPTS)) break;
        waited429++;
        await sleep(retryAfterMs(retryAfter));
      }
      const ok = recordAnswer(
        { type: options.type ?? typeOf(method, path), cause: options.cause ?? 'action', screen: options.screen },
        at,
        status,
        waited429,
      );
      return { status, ok, body: parsed };
    },
    /**
     * GET of a stored file (`url` as the server names it, /api/files/…): its status and the SHA-256 of its bytes.
     * `retry429: false` as an <img> does: a 429 stays a gap in the page.
     */
    async download(url: string, options: Omit<CallOptions, 'json' | 'form'> & { retry429?: boolean } = {}) {
      const at = performance.now();
      let status = 0;
      let sha256: string | null = null;
      let bytes = 0;
      let waited429 = 0;
      for (let attempt = 1; ; attempt++) {
        let retryAfter: string | null = null;
        try {
          const answer = await fetch(new URL(url, base), { headers: headersOf('*/*') });
          status = answer.status;
          retryAfter = answer.headers.get('retry-after');
          const content = Buffer.from(await answer.arrayBuffer());
          bytes = content.length;
          sha256 = answer.ok ? createHash('sha256').update(content).digest('hex') : null;
        } catch {
          // As in `call`.
        }
        if (!(options.retry429 !== false && status === 429 && attempt < MAX_READ_ATTEMPTS)) break;
        waited429++;
        await sleep(retryAfterMs(retryAfter));
      }
      const ok = recordAnswer(
        { type: options.type ?? 'GET /files/{name}', cause: options.cause ?? 'verify', screen: options.screen },
        at,
        status,
        waited429,
      );
      return { status, ok, sha256, bytes };
    },
  };
}

export type Client = ReturnType<typeof createClient>;
