import { endpoints } from './endpoints.ts';
import type { EarlyRead } from './early-reads.ts';

// What the api build's HTML starts reading for a guest (early-reads.ts); the build writes it into the page
// (scripts/early-reads-plugin.ts), so none of it is in the app's code.

/**
 * What a guest's first render reads, as paths under the API base (with their query, as the client writes it):
 * the root route's on every page, and the page's own on the public pages without a query. A test renders each
 * page over the HTTP adapter and compares (first-reads.test.ts).
 */
export interface FirstReads {
  everyPage: readonly string[];
  pages: Readonly<Record<string, readonly string[]>>;
}

export const firstReads: FirstReads = {
  everyPage: [`${endpoints.footerPages}?status=published`],
  pages: {
    '/': [endpoints.publicProductsFeatured, endpoints.publicConfiguration('hero')],
    '/produkte': [endpoints.publicConfiguration('product-hero'), endpoints.categoriesActive, endpoints.publicProducts],
    '/services': [endpoints.publicConfiguration('service-hero')],
    '/projekte': [endpoints.projects],
  },
};

/**
 * Runs inline in the HTML, before the app's code: serialised with toString, so it uses nothing from outside.
 * `tokenKey`: the session's storage key (a stored token means a session, whose reads are not a guest's).
 */
export function startEarlyReads(
  base: string,
  reads: FirstReads,
  tokenKey: string,
  key: string,
  target: Record<string, unknown>,
): void {
  try {
    if (localStorage.getItem(tokenKey)) return;
  } catch {
    // No storage: no stored session either.
  }
  const page = location.search ? [] : (reads.pages[location.pathname.replace(/(.)\/+$/, '$1')] ?? []);
  const started: Record<string, EarlyRead> = {};
  for (const path of reads.everyPage.concat(page)) {
    const response = fetch(base + path, { headers: { Accept: 'application/json' } });
    // Not taken (the app could not start): a failed read is no error of the page's.
    response.catch(() => {});
    started[base + path] = { at: performance.now(), response };
  }
  target[key] = started;
}
