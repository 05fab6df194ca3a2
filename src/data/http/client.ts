import * as messages from '../../domain/core-messages';
import { takeEarlyRead } from './early-reads';
import { apiBase } from './endpoints';
import { forgetAll, isCacheable, recall, remember } from './read-cache';
import {
  ConflictError,
  ForbiddenError,
  NetworkError,
  NotFoundError,
  RepositoryError,
  UnauthorizedError,
  ValidationError,
} from '../errors';

// Which a 429 needs loads with the first one: a first visit never meets it.
const busyServer = () => import('./busy-server');

export interface HttpClientOptions {
  baseUrl: string;
  getToken: () => string | null;
  /** Injected in tests (the /api façade); the browser's fetch otherwise. */
  fetch?: typeof fetch;
  /** Called after every write whose answer was read, with its path, so screens can re-read. */
  onWrite?: (path: string) => void;
  /** Called when a cached answer is shown because the server could not be reached. */
  onStale?: () => void;
}

export type Body = { json: unknown } | { form: FormData } | undefined;

export interface RequestOptions {
  body?: Body;
  query?: Record<string, string | undefined>;
  /** The §8 text for this call when the server sends no message. */
  fallback?: string;
  /** Product calls and the registration treat `success: false` as a failure (SPEC §7). */
  checkSuccess?: boolean;
  /** Configuration calls raise the HTTP status text on a non-OK answer (SPEC §8). */
  statusTextErrors?: boolean;
  /** false: a write that changes nothing a screen shows (signing in or out), so nothing is re-read. */
  announce?: boolean;
}

/** Reads a write's answer; throws when it cannot (parse.ts: answerOf). */
export type AnswerReader<T> = (payload: unknown) => T;

/** For a write whose answer nothing needs: its status says it all. */
export const noAnswer: AnswerReader<void> = () => {};

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The answer's `data` field where present (SPEC §7: many reads take it), else the answer itself. */
export function unwrap(payload: unknown): unknown {
  return isRecord(payload) && 'data' in payload ? payload.data : payload;
}

/** fetch with the spec's rules: JSON by default, bearer except for login/register, no timeout, typed errors. */
export function createHttpClient(options: HttpClientOptions) {
  const doFetch = options.fetch ?? ((input: RequestInfo | URL, init?: RequestInit) => fetch(input, init));
  const base = apiBase(options.baseUrl);

  async function request(method: string, path: string, opts: RequestOptions = {}): Promise<unknown> {
    const headers: Record<string, string> = { Accept: 'application/json' };
    let body: BodyInit | undefined;
    if (opts.body && 'json' in opts.body) {
      headers['Content-Type'] = 'application/json';
      body = JSON.stringify(opts.body.json);
    } else {
      body = opts.body?.form; // the browser sets the multipart boundary
    }
    // SPEC §5: no authorization header for paths containing login or register.
    const token = options.getToken();
    if (token && !/login|register/.test(path)) headers.Authorization = `Bearer ${token}`;
    const query = Object.entries(opts.query ?? {}).filter((e): e is [string, string] => !!e[1]);
    const url = `${base}${path}${query.length ? `?${new URLSearchParams(query)}` : ''}`;

    const reads = method === 'GET';
    const cacheKey = reads && isCacheable(path) ? url.slice(base.length) : null;
    const send = () => doFetch(url, { method, headers, body });
    let response: Response;
    let answer: string;
    try {
      // A guest's first reads may have been started by the page's HTML already.
      response = await ((reads && !token && takeEarlyRead(url)) || send());
      // A read waits out a busy server; a write's 429 goes to the person (busy-server.ts).
      if (response.status === 429 && reads) response = await (await busyServer()).waitOut(response, send);
      // An answer cut off on the way (the server stopped, the Wi-Fi dropped) is a lost connection too.
      answer = await response.text();
    } catch {
      const cached = cacheKey ? recall(cacheKey) : undefined;
      if (cached === undefined) throw new NetworkError();
      options.onStale?.();
      return cached;
    }
    let payload: unknown = null;
    try {
      payload = JSON.parse(answer);
    } catch {
      // No body, or not JSON (an HTML error page): the status says what happened.
    }
    const message = (isRecord(payload) && typeof payload.message === 'string' && payload.message) || null;
    const text = message ?? opts.fallback ?? messages.apiFailed;
    if (response.status === 401) {
      // An ended session's answers may belong to its user. A guest's refused call (a member page's read that
      // ran beside its login guard) ends nothing: the public answers they read stay for offline use.
      if (token) forgetAll();
      throw new UnauthorizedError(message ?? messages.unauthorized);
    }
    if (!response.ok) {
      // Also for the configuration calls: 'Too Many Requests' would tell a person nothing.
      if (response.status === 429) throw new RepositoryError(message ?? (await busyServer()).serverBusy);
      if (opts.statusTextErrors) {
        const statusText = response.statusText || opts.fallback || messages.apiFailed;
        // Still a 404: a setting the server does not have yet is set up from the defaults.
        throw response.status === 404 ? new NotFoundError(statusText) : new RepositoryError(statusText);
      }
      if (response.status === 403) throw new ForbiddenError(message ?? messages.forbidden);
      if (response.status === 404) throw new NotFoundError(text);
      if (response.status === 400 || response.status === 409 || response.status === 422) {
        const fields = isRecord(payload) && isRecord(payload.fields) ? (payload.fields as Record<string, string>) : {};
        // 409: the input clashes with stored data (an e-mail address already taken), as the demo store reports it.
        throw response.status === 409 ? new ConflictError(text, fields) : new ValidationError(text, fields);
      }
      throw new RepositoryError(text);
    }
    if (opts.checkSuccess && isRecord(payload) && payload.success === false) {
      throw new RepositoryError(text);
    }
    if (cacheKey) remember(cacheKey, payload);
    return payload;
  }

  /**
   * A write is announced (screens re-read) only once its answer has been read. An answer that cannot be read
   * fails the write before anything re-reads: the screen and its form stay as they are, whatever the re-read
   * would have met, and the form says what happened.
   */
  async function write<T>(
    method: string,
    path: string,
    body: Body,
    read: AnswerReader<T>,
    opts: RequestOptions = {},
  ): Promise<T> {
    const answer = read(await request(method, path, { ...opts, body }));
    if (opts.announce !== false) options.onWrite?.(path);
    return answer;
  }

  return {
    get: (path: string, opts?: RequestOptions) => request('GET', path, opts),
    post: <T>(path: string, body: Body, read: AnswerReader<T>, opts?: RequestOptions) =>
      write('POST', path, body, read, opts),
    put: <T>(path: string, body: Body, read: AnswerReader<T>, opts?: RequestOptions) =>
      write('PUT', path, body, read, opts),
    delete: (path: string, opts?: RequestOptions) => write('DELETE', path, undefined, noAnswer, opts),
  };
}

export type HttpClient = ReturnType<typeof createHttpClient>;
