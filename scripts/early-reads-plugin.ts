// Vite plugin: in an api build, an inline script in the HTML starts a guest's first reads while the page loads,
// beside the download of the app's code (src/data/http/early-reads.ts). Demo builds read from their own store.
import type { Plugin } from 'vite';
import { withScriptBeforeApp } from './inline-script.ts';
import { EARLY_READS_KEY } from '../src/data/http/early-reads.ts';
import { apiBase } from '../src/data/http/endpoints.ts';
import { firstReads, startEarlyReads } from '../src/data/http/first-reads.ts';
import { SESSION_TOKEN_KEY } from '../src/lib/prerender-marks.ts';

/** The page's inline script for the API at `apiBaseUrl`, whose addresses it writes as the HTTP client does. */
export function earlyReadsScript(apiBaseUrl: string): string {
  const args = [apiBase(apiBaseUrl), firstReads, SESSION_TOKEN_KEY, EARLY_READS_KEY];
  return `(${startEarlyReads.toString()})(${args.map((arg) => JSON.stringify(arg)).join(',')},window)`;
}

/** `html` with the script ahead of the app's own tags. */
export const withEarlyReads = (html: string, apiBaseUrl: string): string =>
  withScriptBeforeApp(html, earlyReadsScript(apiBaseUrl), 'das Skript der frühen Abfragen');

export function earlyReads(options: { enabled: boolean; apiBaseUrl: string }): Plugin {
  return {
    name: 'kiz:early-reads',
    apply: 'build',
    // After Vite has put the app's script and style sheets into the head.
    transformIndexHtml: {
      order: 'post',
      handler: (html) => (options.enabled ? withEarlyReads(html, options.apiBaseUrl) : html),
    },
  };
}
