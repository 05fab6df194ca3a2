// Vite plugin: in an api build, an inline script in the HTML starts a guest's first reads while the page loads,
// beside the download of the app's code (src/data/http/early-reads.ts). Demo builds read from their own store.
import type { Plugin } from 'vite';
import { EARLY_READS_KEY } from '../src/data/http/early-reads.ts';
import { firstReads, startEarlyReads } from '../src/data/http/first-reads.ts';
import { SESSION_TOKEN_KEY } from '../src/lib/prerender-marks.ts';

/** The page's inline script for the API at `apiBaseUrl` (as the HTTP client joins it: without a trailing slash). */
export function earlyReadsScript(apiBaseUrl: string): string {
  const args = [apiBaseUrl.replace(/\/+$/, ''), firstReads, SESSION_TOKEN_KEY, EARLY_READS_KEY];
  return `(${startEarlyReads.toString()})(${args.map((arg) => JSON.stringify(arg)).join(',')},window)`;
}

export function earlyReads(options: { enabled: boolean; apiBaseUrl: string }): Plugin {
  return {
    name: 'kiz:early-reads',
    apply: 'build',
    transformIndexHtml: () =>
      options.enabled ? [{ tag: 'script', children: earlyReadsScript(options.apiBaseUrl), injectTo: 'head' }] : [],
  };
}
