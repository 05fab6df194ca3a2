/*
 * A guest's first page of the api build reads its data once the app's code has arrived and its route's loader runs:
 * on a phone, after a second of downloading and starting, and then one more round trip to the server. Its inline
 * script (scripts/early-reads-plugin.ts) starts those reads while the HTML is parsed, beside the code's download;
 * the HTTP client takes each answer for its own first GET of that address. Only a guest's: a session's reads
 * carry its token, which the page's HTML does not send.
 */

/** The global the inline script leaves its reads under. */
export const EARLY_READS_KEY = '__kizEarlyReads';

/** An answer older than this is left for the screen to read anew: it may have changed since the page loaded. */
const FRESH_MS = 10_000;

export interface EarlyRead {
  at: number;
  response: Promise<Response>;
}

declare global {
  // Set by the page's inline script (first-reads.ts) before the app's code runs.
  var __kizEarlyReads: Record<string, EarlyRead> | undefined;
}

/** The answer the page's HTML started reading at `url`, once and while fresh; undefined otherwise. */
export function takeEarlyRead(url: string): Promise<Response> | undefined {
  // The script's own property only: an element whose id is that name shows through window's named access.
  const reads = Object.hasOwn(globalThis, EARLY_READS_KEY) ? globalThis[EARLY_READS_KEY] : undefined;
  const read = reads?.[url];
  if (!reads || !read) return undefined;
  delete reads[url];
  return performance.now() - read.at < FRESH_MS ? read.response : undefined;
}
