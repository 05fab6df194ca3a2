import { startTransition, StrictMode, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { AppRouterProvider } from './app/app-router-provider';
import { holdEarlyClicks } from './prerender/early-clicks';
import { LOADING_LAYOUT_MARK } from './lib/prerender-marks';
import { loadPageOnPress } from './app/load-page-on-press';
import {
  discardPrerenderedPage,
  readPrerenderedData,
  readPrerenderedPage,
  type PrerenderedPage,
} from './prerender/prerendered-page';
import { afterFirstPaint, afterLoadWhenIdle, yieldToBrowser } from './app/start-up';
import { refreshSessionUser } from './app/refresh-session-user';
import { revalidateAfterActions, revalidateOnChange } from './app/revalidate-on-change';
import { useAppStatus } from './stores/app-status';
import { endRefusedSession } from './app/end-refused-session';
import { noteDataChanged, SITE_DATA_ROUTE_ID } from './app/layout/legal-pages';
import { createAppRouter, loadCurrentRoutes, preloadRoutesOf } from './app/router';
import { touches } from './data/changes';
import { createRepository } from './data/create-repository';
import { isFirstVisit } from './data/first-visit';
import { setRepository } from './data/repository-instance';
import { readEnv } from './lib/read-env';
import { useSession } from './stores/session';
import { toast, useToasts } from './stores/toasts';
import './ui/tokens.css';

type EarlyClicks = ReturnType<typeof holdEarlyClicks>;

// User timings around taking over a pre-rendered page, for the browser's performance panel and the first-visit
// bench (tests/bench/lighthouse.mjs), which times a tap made in between.
const HYDRATION_START = 'app:hydration-start';
const HYDRATION_END = 'app:hydrated';

// The flag is replaced at build time, so the api bundle leaves the demo store's first-visit check out.
const demoBuild = import.meta.env.VITE_DATA_SOURCE !== 'api';

async function start() {
  const root = document.getElementById('root');
  if (!root) throw new Error('#root fehlt in index.html');
  const prerendered = readPrerenderedPage(root);
  loadPageOnPress(document.documentElement, preloadRoutesOf);
  // The header the inline guard kept above 'Laden...' for a page drawn by script: a click on it waits for the
  // header the app draws in its place.
  const keptHeader = root.hasAttribute(LOADING_LAYOUT_MARK) ? root.querySelector('header') : null;
  const earlyClicks = prerendered
    ? holdEarlyClicks(root, preloadRoutesOf)
    : keptHeader && holdEarlyClicks(root, preloadRoutesOf, keptHeader);
  try {
    await startApp(root, prerendered, earlyClicks);
  } catch (error) {
    earlyClicks?.release();
    throw error;
  }
}

async function startApp(root: HTMLElement, prerendered: PrerenderedPage | null, earlyClicks: EarlyClicks | null) {
  // A pre-rendered page is readable as it is: let the browser paint it before the store opens and React starts.
  if (prerendered) await afterFirstPaint();
  // The start-up's own work comes in tasks of its own, not in the one that evaluated the app's code.
  await yieldToBrowser();
  // The page's route modules load while the app starts: a page drawn by script would otherwise ask for them only
  // once the data adapter's code has arrived and the router runs, one round trip after the other. (An api build's
  // index.html has already asked for those of the pages src/app/page-code.ts lists.)
  const currentRoutes = prerendered ? loadCurrentRoutes() : null;
  if (!currentRoutes) preloadRoutesOf(window.location.pathname);
  // A browser that never opened the demo store would find exactly the sample data the pages were rendered from:
  // their data stand in for the store until a screen asks for more, so such a visit may never start it (decision 008).
  const firstVisit = demoBuild && (await isFirstVisit());
  const env = readEnv();
  let router: ReturnType<typeof createAppRouter> | null = null;
  let staleNoticeShown = false;
  let goneNotice = 0;
  const staleNotice =
    'Keine Verbindung zum Server – angezeigt werden zuletzt geladene Daten, die veraltet sein können.';
  const repository = await createRepository({
    ...env,
    getToken: () => useSession.getState().token,
    getUserId: () => useSession.getState().user?.id ?? null,
    onUnauthorized: (refused) => endRefusedSession(() => void router?.revalidate(), refused),
    onStale: () => {
      // One notice per burst of reads, not one per list.
      if (staleNoticeShown) return;
      staleNoticeShown = true;
      toast.warning(staleNotice);
      setTimeout(() => (staleNoticeShown = false), 10_000);
    },
    // Live updates: the same notice, for as long as the server stays away.
    onServerGone: (gone) =>
      gone
        ? (goneNotice = useToasts.getState().show(staleNotice, 'warning', true))
        : useToasts.getState().dismiss(goneNotice),
  });
  setRepository(repository);
  // On a pre-rendered page the demo store opens on its worker now, so that the worker's start, which needs a few
  // turns of this thread, is through before the hydration takes it: the page needs none of the store's data, but
  // the visitor's first search or tap on a screen with data should not wait for the worker and the seed. A page
  // drawn by script leaves it to its first read: opened beside that render, even once the browser was idle, the
  // store's start made the blocking time of such a page about 40 % longer (decision 045). A store that cannot open
  // says so at each call.
  if (prerendered) repository.demo?.open().catch(() => {});
  // Told once the store has opened (a visit that never starts it never hears): every page then says that nothing
  // typed survives a reload.
  if (import.meta.env.VITE_DATA_SOURCE !== 'api')
    void repository.demo?.inMemory().then((inMemory) => useAppStatus.getState().setMemoryStore(inMemory));
  await yieldToBrowser();
  // A pre-rendered page's router starts with the loader data the page was rendered from, so hydration finds
  // exactly its markup.
  router =
    prerendered && currentRoutes
      ? createAppRouter(await currentRoutes, prerendered.hydrationData)
      : createAppRouter(undefined, firstVisit ? siteDataOfThisFile() : undefined);

  // Any write (in this tab or another) re-runs the loaders of the current screen that read what it changed.
  const started = router;
  revalidateOnChange(repository, {
    revalidate: () => revalidateAfterActions(started),
    noted: (changed) => {
      if (touches(changed, ['footerPages'])) noteDataChanged();
    },
  });
  // Installing the service worker downloads the whole app; the first visit's own start comes first, and so do its
  // bytes: the registration's code loads only then.
  void afterLoadWhenIdle()
    .then(() => import('./app/register-service-worker'))
    .then(({ registerServiceWorker }) => registerServiceWorker({ announceOfflineReady: repository.demo !== null }));

  // The pre-rendered markup is taken over only by a router that starts with its data; otherwise the app renders
  // from scratch and shows the route's fallback while its code and data load.
  const hydrating = prerendered !== null && router.state.initialized;
  // Once the first render is on the page. A hydration took the markup over with the data it was rendered from
  // (scripts/prerender-plugin.ts); unless the store is still to be created from those very sample data, re-running
  // the loaders brings in this visitor's own store, or in an api build the server's footer pages, and React patches
  // what differs (hydration alone would keep, say, a changed hero image's old address). A click held while the app
  // started then reaches its element, or, held on the header the inline guard kept, the header's control drawn in
  // its place.
  const afterFirstRender = () => {
    if (hydrating) {
      performance.mark(HYDRATION_END);
      if (!firstVisit) void started.revalidate();
    }
    if (hydrating || prerendered === null) earlyClicks?.replay();
  };
  if (prerendered && !hydrating) {
    discardPrerenderedPage(root);
    earlyClicks?.release();
  }
  const app = (
    <StrictMode>
      <AppRouterProvider router={router} />
      <AfterFirstRender onRendered={afterFirstRender} />
    </StrictMode>
  );
  // As a transition, the first render yields to the browser every few milliseconds instead of blocking it.
  startTransition(() => {
    if (hydrating) {
      performance.mark(HYDRATION_START);
      hydrateRoot(root, app, {
        // Expected where the visitor's own data change the page's structure (React then renders that part anew).
        onRecoverableError: (error) => console.info('Vorgerenderte Seite an die lokalen Daten angepasst:', error),
      });
    } else {
      createRoot(root).render(app);
    }
  });
  // A stored session may be older than the last change to its user (a guest's start asks nothing).
  void refreshSessionUser(repository).then((changed) => {
    if (changed) void router.revalidate();
  });
}

/**
 * The footer's data from the page this file was rendered as (`index.html` serves every route that is not
 * pre-rendered itself): with them the router starts without asking the store.
 */
function siteDataOfThisFile() {
  const siteData = readPrerenderedData()?.[SITE_DATA_ROUTE_ID];
  return siteData === undefined ? undefined : { loaderData: { [SITE_DATA_ROUTE_ID]: siteData } };
}

/** Runs `onRendered` once the app's first render is on the page: a hydration's end, or the first screen drawn. */
function AfterFirstRender({ onRendered }: { onRendered: () => void }) {
  useEffect(() => onRendered(), [onRendered]);
  return null;
}

start().catch((error: unknown) => {
  const root = document.getElementById('root');
  if (root) {
    root.innerHTML =
      '<main style="font-family:system-ui;padding:2rem;max-width:40rem;margin:auto"><h1>Die Anwendung konnte nicht starten</h1>' +
      '<p>Ein Fehler ist aufgetreten. Bitte versuchen Sie es später erneut.</p></main>';
  }
  console.error(error);
});
