// First: the demo store needs an IndexedDB, in Node fake-indexeddb, filled from seed/ like a first visit.
import 'fake-indexeddb/auto';
import { isDeepStrictEqual } from 'node:util';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import { routes } from '../app/router';
import { SITE_DATA_ROUTE_ID, type SiteData } from '../app/layout/legal-pages';
import { createRepository } from '../data/create-repository';
import { setRepository } from '../data/repository-instance';
import type { Repository } from '../data/repository';

/*
 * Build-time rendering of the public pages (docs/decisions/005-prerendered-public-pages.md). Runs in Node after
 * the client build, on the demo store seeded into fake-indexeddb, so the HTML shows exactly the sample data a
 * first visit starts with; the browser then hydrates it.
 */

let ready: Promise<Repository> | null = null;

/** The demo store as a guest sees it on a first visit. Needs an IndexedDB global (fake-indexeddb/auto). */
function openSampleData(): Promise<Repository> {
  ready ??= createRepository({
    dataSource: 'demo',
    apiBaseUrl: '',
    getToken: () => null,
    getUserId: () => null,
    onUnauthorized: () => {},
  });
  return ready;
}

/** The api adapter as a guest's page has it; a render that reads nothing asks it nothing. */
const openApiAdapter = () =>
  createRepository({
    dataSource: 'api',
    apiBaseUrl: '',
    getToken: () => null,
    getUserId: () => null,
    onUnauthorized: () => {},
  });

export interface RenderedPage {
  /** The markup that goes inside `#root`. */
  html: string;
  status: number;
  /** The loader data the markup was rendered from, as JSON: the browser hydrates with exactly this. */
  loaderDataJson: string;
}

async function settled(data: unknown): Promise<unknown> {
  if (!data || typeof data !== 'object' || Array.isArray(data) || data instanceof Response) return data;
  const entries = await Promise.all(Object.entries(data).map(async ([key, value]) => [key, await value] as const));
  return Object.fromEntries(entries);
}

export async function renderPage(url: string): Promise<RenderedPage> {
  setRepository(await openSampleData());
  return render(url, true);
}

/**
 * A page with no data of its own, for an api build, which has no data at build time: its footer lists no pages.
 * The app reads them from the server once it has taken the page over (main.tsx).
 */
export async function renderPageWithoutData(url: string): Promise<RenderedPage> {
  setRepository(await openApiAdapter());
  const noFooterPages: SiteData = { legalPages: [] };
  const page = await render(url, true, { [SITE_DATA_ROUTE_ID]: noFooterPages });
  if (page.loaderDataJson !== JSON.stringify({ [SITE_DATA_ROUTE_ID]: noFooterPages }))
    throw new Error(`${url} hat eigene Daten (${page.loaderDataJson}); ein api-Build kann die Seite nicht vorrendern`);
  return page;
}

/**
 * What a guest sees while the app's first page loads: the layout with its header above 'Laden...'
 * (router.tsx). An api build has no data at build time, so its index.html holds this instead of a page.
 */
export async function renderLoadingLayout(): Promise<string> {
  setRepository(await openApiAdapter());
  const { html, loaderDataJson } = await render('/', false);
  if (loaderDataJson !== '{}') throw new Error(`Die Ladeansicht hat Daten: ${loaderDataJson}`);
  return html;
}

/**
 * `load`: run the loaders; without, the static router renders the loading fallback where data are missing.
 * `given`: loader data by route id, in place of running those routes' loaders.
 */
async function render(url: string, load: boolean, given: Record<string, unknown> = {}): Promise<RenderedPage> {
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(new URL(url, 'http://localhost')), {
    filterMatchesToLoad: (match) => load && !(match.route.id in given),
  });
  if (context instanceof Response)
    throw new Error(`${url} leitet weiter (${context.status}); nur Seiten ohne Weiterleitung vorrendern`);
  Object.assign(context.loaderData, given);
  // Deferred loader data (a promise shown through <Await>) is awaited here, so the page is rendered finished in
  // one synchronous pass and its data can travel as JSON.
  for (const [routeId, data] of Object.entries(context.loaderData)) context.loaderData[routeId] = await settled(data);
  // A route without a loader (the login screen) has no data to carry; JSON would drop its key anyway.
  for (const [routeId, data] of Object.entries(context.loaderData))
    if (data === undefined) delete context.loaderData[routeId];
  const router = createStaticRouter(handler.dataRoutes, context);
  const html = renderToString(
    <StrictMode>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </StrictMode>,
  );
  const loaderDataJson = JSON.stringify(context.loaderData);
  if (!isDeepStrictEqual(JSON.parse(loaderDataJson), context.loaderData)) {
    throw new Error(
      `${url}: die Daten der Seite überstehen JSON nicht (Datum, Map, undefined …); so kann der Browser nicht hydrieren`,
    );
  }
  return { html, status: context.statusCode, loaderDataJson };
}
