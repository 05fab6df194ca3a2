import { endpoints } from './endpoints.ts';
import type { EarlyRead } from './early-reads.ts';

// What the api build's HTML starts reading for a guest (early-reads.ts); the build writes it into the page
// (scripts/early-reads-plugin.ts), so none of it is in the app's code.

/**
 * What a guest's first page reads in its route loaders, as paths under the API base with their query as the client
 * writes it (`URLSearchParams`): the root route's on every page, and a public page's own under its exact pathname
 * (no trailing slash, no `:param` routes; with a query in the address only the root route's start early). A test
 * runs each listed page's loaders over the HTTP adapter and compares (first-reads.test.ts); a page not listed
 * simply reads once its code runs.
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
  // Set even when nothing starts: the page's own property, which no element's id can stand in for.
  const started: Record<string, EarlyRead> = {};
  target[key] = started;
  try {
    if (localStorage.getItem(tokenKey)) return;
  } catch {
    // No storage: no stored session either.
  }
  const page = location.search ? [] : (reads.pages[location.pathname.replace(/(.)\/+$/, '$1')] ?? []);
  for (const path of reads.everyPage.concat(page)) {
    const response = fetch(base + path, { headers: { Accept: 'application/json' } });
    // Not taken (the app could not start): a failed read is no error of the page's.
    response.catch(() => {});
    started[base + path] = { at: performance.now(), response };
  }
}
