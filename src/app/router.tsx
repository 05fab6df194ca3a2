import {
  createBrowserRouter,
  data,
  matchRoutes,
  type HydrationState,
  type PatchRoutesOnNavigationFunction,
  type RouteObject,
} from 'react-router-dom';
import { reading } from '../data/change-scope';
import { UNKNOWN_PATH_ROUTE_ID } from './breadcrumb-labels';
import { loadSiteData, SITE_DATA_ROUTE_ID } from './layout/legal-pages';
import { FirstPageLoading, PageFrame, RootLayout } from './layout/root-layout';
import { RouteError } from './route-error';

/** The route the member and admin routes join, beside the public pages. */
const PAGES_ROUTE_ID = 'pages';

/**
 * The first path segments of the member and admin routes (member-routes.tsx; a test holds the two together). A
 * guest's first visit carries neither their table nor the list of their code's files.
 */
export const MEMBER_SECTIONS: readonly string[] = [
  'dashboard',
  'tasks',
  'project-tasks',
  'kollaborativ',
  'polls',
  'admin',
];

/** Whether an address (a path, with or without its query and fragment) is in the member or admin area. */
export function isMemberPath(path: string): boolean {
  const segment = path.split(/[?#]/)[0]?.split('/')[1] ?? '';
  try {
    // As React Router matches it: decoded, in any case.
    return MEMBER_SECTIONS.includes(decodeURIComponent(segment).toLowerCase());
  } catch {
    return false;
  }
}

const loadMemberRoutes = async () => (await import('./member-routes')).memberRoutes;

/**
 * Every public route of SPEC §2 (the member and admin routes are in member-routes.tsx); each screen is its own lazily
 * loaded chunk, whose module says what its loader reads (its `shouldRevalidate`, change-scope.ts `reading`): a
 * write re-runs only the loaders it concerns.
 */
export const routes: RouteObject[] = [
  {
    // No loader of its own: while the first page's code and data load, the site's header is already on screen,
    // above the loading notice the route below shows in the page's place.
    element: <RootLayout />,
    errorElement: <RouteError />,
    children: [
      {
        id: SITE_DATA_ROUTE_ID,
        element: <PageFrame />,
        loader: loadSiteData,
        shouldRevalidate: reading(['footerPages']),
        hydrateFallbackElement: <FirstPageLoading />,
        children: [
          {
            id: PAGES_ROUTE_ID,
            errorElement: <RouteError />,
            children: [
              { index: true, lazy: () => import('../features/landing/landing-route') },
              {
                path: 'login',
                lazy: async () => ({ Component: (await import('../features/auth/login-screen')).LoginScreen }),
              },
              { path: 'register', lazy: () => import('../features/auth/register-route') },
              { path: 'forgot-password', lazy: () => import('../features/auth/forgot-password-route') },
              { path: 'reset-password', lazy: () => import('../features/auth/reset-password-route') },
              // The flag written out: only then does the api build drop the import() and its chunk.
              ...(import.meta.env.VITE_DATA_SOURCE !== 'api'
                ? [{ path: 'demo-postfach', lazy: () => import('../features/demo-mailbox/mailbox-route') }]
                : []),
              { path: 'services', lazy: () => import('../features/services/services-route') },
              { path: 'services/:id', lazy: () => import('../features/services/service-detail-route') },
              { path: 'projekte', lazy: () => import('../features/projects/projects-route') },
              { path: 'projekte/:id', lazy: () => import('../features/projects/project-detail-route') },
              { path: 'kontakt', lazy: () => import('../features/contact/contact-route') },
              { path: 'produkte', lazy: () => import('../features/products/catalogue-route') },
              { path: 'produkte/:id', lazy: () => import('../features/products/product-detail-route') },
              { path: ':slug', lazy: () => import('../features/footer-pages/footer-page-route') },
              // Deeper unknown paths: the not-found page inside the layout (header, footer), not the bare root error.
              {
                id: UNKNOWN_PATH_ROUTE_ID,
                path: '*',
                loader: () => {
                  throw data(null, { status: 404 });
                },
              },
            ],
          },
        ],
      },
    ],
  },
  // Small in-place writes (useFetcher): routes with an action only, outside the layout, so posting to them re-runs
  // no loader of their own. The page re-reads when the store reports what the write changed.
  { path: 'aktionen/kommentare/:id/gefaellt-mir', lazy: () => import('../features/tasks/like-action') },
  { path: 'aktionen/benachrichtigungen', lazy: () => import('../features/notifications/notification-actions') },
];

/**
 * React Router asks this before it follows an address that the table matches only with a parameter (`:slug`,
 * `*`) or not at all: the member and admin routes join the table on the first navigation into their sections.
 */
export const discoverRoutes: PatchRoutesOnNavigationFunction = async ({ path, patch }) => {
  if (isMemberPath(path)) patch(PAGES_ROUTE_ID, await loadMemberRoutes());
};

/** The whole route table, the member and admin routes in their place (a press on their links, tests). */
export async function allRoutes(): Promise<RouteObject[]> {
  return withMemberRoutes(routes, await loadMemberRoutes());
}

function withMemberRoutes(list: RouteObject[], memberRoutes: RouteObject[]): RouteObject[] {
  return list.map((route) =>
    route.id === PAGES_ROUTE_ID
      ? { ...route, children: [...(route.children ?? []), ...memberRoutes] }
      : route.children
        ? { ...route, children: withMemberRoutes(route.children, memberRoutes) }
        : route,
  ) as RouteObject[];
}

/**
 * `tree`: the route table with the current page's modules in place (`loadCurrentRoutes`); `hydrationData`: loader
 * data the router starts with instead of loading them (main.tsx, first visits).
 */
export function createAppRouter(tree: RouteObject[] = routes, hydrationData?: HydrationState) {
  return createBrowserRouter(tree, { hydrationData, patchRoutesOnNavigation: discoverRoutes });
}

/**
 * The route tree with the current page's route modules loaded and put in place of their `lazy`: React Router runs
 * the loader of a lazy route on hydration whatever data it was given. Needs no repository, so it can load while
 * the store opens.
 */
export async function loadCurrentRoutes(): Promise<RouteObject[]> {
  const resolved = new Map<RouteObject, RouteObject>();
  for (const { route, lazy } of lazyRoutesOf(routes, window.location.pathname))
    resolved.set(route, { ...route, ...(await lazy()), lazy: undefined } as RouteObject);
  const replace = (list: RouteObject[]): RouteObject[] =>
    list.map((route) => {
      const own = resolved.get(route) ?? route;
      return (own.children ? { ...own, children: replace(own.children) } : own) as RouteObject;
    });
  return replace(routes);
}

/** The routes of `tree` a path matches whose modules load on demand, each with its loader. */
function lazyRoutesOf(tree: RouteObject[], path: string) {
  return (matchRoutes(tree, path) ?? []).flatMap(({ route }) =>
    typeof route.lazy === 'function' ? [{ route, lazy: route.lazy }] : [],
  );
}

/**
 * Starts loading the route modules of `path`, a link pressed or tapped ahead of the router following it: when it
 * does, their code is there or on its way. A module that fails to load fails again then, where the router says so.
 */
export function preloadRoutesOf(path: string): void {
  const preload = (tree: RouteObject[]) => {
    for (const { lazy } of lazyRoutesOf(tree, path)) lazy().catch(() => {});
  };
  if (isMemberPath(path)) allRoutes().then(preload, () => {});
  else preload(routes);
}
