import {
  createBrowserRouter,
  data,
  matchRoutes,
  replace,
  type HydrationState,
  type RouteObject,
} from 'react-router-dom';
import { reading } from '../data/change-scope';
import { UNKNOWN_PATH_ROUTE_ID } from './breadcrumb-labels';
import { requireAdmin, requireLogin } from './guards';
import { loadSiteData, SITE_DATA_ROUTE_ID } from './layout/legal-pages';
import { FirstPageLoading, PageFrame, RootLayout } from './layout/root-layout';
import { RouteError } from './route-error';

/**
 * Every route of SPEC §2; each screen is its own lazily loaded chunk, whose module says what its loader reads
 * (its `shouldRevalidate`, change-scope.ts `reading`): a write re-runs only the loaders it concerns.
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
              {
                loader: requireLogin,
                children: [
                  {
                    path: 'dashboard',
                    // Composed here so the dashboard and notification features stay independent.
                    lazy: async () => {
                      const [dashboard, notifications] = await Promise.all([
                        import('../features/dashboard/dashboard-route'),
                        import('../features/notifications/notification-center'),
                      ]);
                      return {
                        loader: dashboard.loader,
                        shouldRevalidate: dashboard.shouldRevalidate,
                        Component: () => (
                          <dashboard.DashboardScreen notificationPanel={<notifications.NotificationCenter />} />
                        ),
                      };
                    },
                  },
                  { path: 'tasks', lazy: () => import('../features/tasks/my-tasks-route') },
                  { path: 'tasks/:id', lazy: () => import('../features/tasks/task-detail-route') },
                  { path: 'project-tasks', lazy: () => import('../features/tasks/projects-overview-route') },
                  { path: 'project-tasks/:id', lazy: () => import('../features/tasks/project-tasks-route') },
                  { path: 'kollaborativ', lazy: () => import('../features/collaborative/collaborative-list-route') },
                  {
                    path: 'kollaborativ/:id',
                    lazy: () => import('../features/collaborative/collaborative-detail-route'),
                  },
                  { path: 'polls/:id', lazy: () => import('../features/polls/poll-route') },
                ],
              },
              {
                path: 'admin',
                loader: requireAdmin,
                children: [
                  { index: true, lazy: () => import('../features/admin/admin-route') },
                  { path: 'raum', lazy: () => import('../features/workshop-room/room-route') },
                  // SPEC §2 names this edit link; it opens the product form in the admin area.
                  {
                    path: 'products/:id/edit',
                    loader: ({ params }) => replace(`/admin?tab=produkte&bearbeiten=${params.id ?? ''}`),
                  },
                ],
              },
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

/** `hydrationData`: loader data the router starts with instead of loading them (main.tsx, first visits). */
export function createAppRouter(hydrationData?: HydrationState) {
  return createBrowserRouter(routes, { hydrationData });
}

/**
 * The route tree with the current page's route modules loaded and put in place of their `lazy`: React Router runs
 * the loader of a lazy route on hydration whatever data it was given. Needs no repository, so it can load while
 * the store opens.
 */
export async function loadCurrentRoutes(): Promise<RouteObject[]> {
  const resolved = new Map<RouteObject, RouteObject>();
  for (const { route, lazy } of lazyRoutesOf(window.location))
    resolved.set(route, { ...route, ...(await lazy()), lazy: undefined } as RouteObject);
  const replace = (list: RouteObject[]): RouteObject[] =>
    list.map((route) => {
      const own = resolved.get(route) ?? route;
      return (own.children ? { ...own, children: replace(own.children) } : own) as RouteObject;
    });
  return replace(routes);
}

/** The routes a location matches whose modules load on demand, each with its loader. */
function lazyRoutesOf(location: Parameters<typeof matchRoutes>[1]) {
  return (matchRoutes(routes, location) ?? []).flatMap(({ route }) =>
    typeof route.lazy === 'function' ? [{ route, lazy: route.lazy }] : [],
  );
}

/**
 * Starts loading the route modules of `path`, a link pressed or tapped ahead of the router following it: when it
 * does, their code is there or on its way. A module that fails to load fails again then, where the router says so.
 */
export function preloadRoutesOf(path: string): void {
  for (const { lazy } of lazyRoutesOf(path)) lazy().catch(() => {});
}
