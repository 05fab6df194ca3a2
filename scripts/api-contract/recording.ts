/** One request the adapter sent and the raw answer it got, as the tool saw it before the adapter read it. */
export interface Exchange {
  method: string;
  /** The path under the base, with its query. */
  path: string;
  /** null: no answer (the server could not be reached). */
  status: number | null;
  contentType: string;
  text: string;
  ms: number;
  /** Whether the request carried an Authorization header. */
  token: boolean;
}

const NO_BODY = new Set([101, 204, 205, 304]);

/** A fetch for the adapter that keeps every raw answer, and hands the adapter the same answer to read. */
export function recordingFetch(base: string, doFetch: typeof fetch) {
  const exchanges: Exchange[] = [];
  const recorded: typeof fetch = async (input, init) => {
    const url = input instanceof Request ? input.url : String(input);
    const exchange: Exchange = {
      method: init?.method ?? 'GET',
      path: url.startsWith(base) ? url.slice(base.length) : url,
      status: null,
      contentType: '',
      text: '',
      ms: 0,
      token: new Headers(init?.headers).has('Authorization'),
    };
    exchanges.push(exchange);
    const started = performance.now();
    try {
      const response = await doFetch(input, init);
      exchange.text = await response.text();
      exchange.status = response.status;
      exchange.contentType = response.headers.get('Content-Type') ?? '';
      const { status, statusText, headers } = response;
      return new Response(NO_BODY.has(status) ? null : exchange.text, { status, statusText, headers });
    } catch (error) {
      exchange.text = error instanceof Error ? error.message : String(error);
      throw error;
    } finally {
      exchange.ms = Math.round(performance.now() - started);
    }
  };
  return { fetch: recorded, exchanges };
}

/** Runs `fn` and keeps what it writes to console.warn (the adapter names each entry it leaves out there). */
export async function withWarnings<T>(fn: () => Promise<T>) {
  const warnings: string[] = [];
  const original = console.warn;
  console.warn = (...args: unknown[]) => void warnings.push(args.map(String).join(' '));
  try {
    return { value: await fn(), error: undefined, warnings };
  } catch (error) {
    return { value: undefined, error, warnings };
  } finally {
    console.warn = original;
  }
}
