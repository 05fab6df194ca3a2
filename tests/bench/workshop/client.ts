// One simulated device's calls to /api: timed, recorded as samples, with the header that gives each participant
// its own request cap on a server started with --client-header.
import type { Sample } from './stats';

export const CLIENT_HEADER = 'X-Bench-Teilnehmer';

export interface CallOptions {
  json?: unknown;
  form?: FormData;
  /** The call's type in the figures when its path has ids (they become {id}). */
  type?: string;
}

export interface Answer<T> {
  status: number;
  ok: boolean;
  body: T | null;
}

export function createClient(base: string, client: string, record: (sample: Sample) => void, startedAt: () => number) {
  let token: string | null = null;
  return {
    setToken(value: string | null) {
      token = value;
    },
    get token() {
      return token;
    },
    /** Records a call made outside `call` (the event stream), started at `at` (performance.now()). */
    record(sample: Omit<Sample, 'at'>, at: number) {
      record({ ...sample, at: at - startedAt() });
    },
    async call<T = unknown>(method: string, path: string, options: CallOptions = {}): Promise<Answer<T>> {
      const headers: Record<string, string> = { [CLIENT_HEADER]: client, Accept: 'application/json' };
      if (token) headers.Authorization = `Bearer ${token}`;
      let body: BodyInit | undefined;
      if (options.json !== undefined) {
        headers['Content-Type'] = 'application/json';
        body = JSON.stringify(options.json);
      } else if (options.form) body = options.form;
      const type = options.type ?? `${method} ${path.replace(/\/\d+/g, '/{id}')}`;
      const at = performance.now();
      let status = 0;
      let parsed: T | null = null;
      try {
        const answer = await fetch(`${base}/api${path}`, { method, headers, body });
        status = answer.status;
        const text = await answer.text();
        parsed = text ? (JSON.parse(text) as T) : null;
      } catch {
        // No answer (refused, reset) or not JSON: a failure with status 0 unless a status came.
      }
      const ms = performance.now() - at;
      const ok = status >= 200 && status < 300;
      record({ type, at: at - startedAt(), ms, status, ok });
      return { status, ok, body: parsed };
    },
  };
}

export type Client = ReturnType<typeof createClient>;
