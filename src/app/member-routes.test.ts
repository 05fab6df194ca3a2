import { createMemoryRouter } from 'react-router-dom';
import { routerSettled } from '../testing/router-settled';
import { discoverRoutes, isMemberPath, routes } from './router';

/** Where the app's router ends up, for a guest, when it starts at `path`. */
async function landsAt(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path], patchRoutesOnNavigation: discoverRoutes });
  await routerSettled(router);
  const { location, matches } = router.state;
  router.dispose();
  return { path: location.pathname + location.search, route: matches.at(-1)?.route.path };
}

test('an address in the member or admin area finds its route, which the first visit did not carry', async () => {
  expect(await landsAt('/dashboard')).toEqual({ path: '/login?redirectTo=%2Fdashboard', route: 'login' });
  expect(await landsAt('/Admin/raum')).toEqual({ path: '/login?redirectTo=%2FAdmin%2Fraum', route: 'login' });
  expect(await landsAt('/tasks/7')).toEqual({ path: '/login?redirectTo=%2Ftasks%2F7', route: 'login' });
});

test('a footer page’s address and an unknown one stay with their routes', async () => {
  expect(await landsAt('/datenschutz')).toEqual({ path: '/datenschutz', route: ':slug' });
  expect(await landsAt('/tasks/7/gibt-es-nicht')).toEqual({ path: '/tasks/7/gibt-es-nicht', route: '*' });
});

test('an address is in the member or admin area by its first segment, as the router reads it', () => {
  for (const path of ['/dashboard', '/Tasks/7', '/admin?tab=produkte', '/dashboard#benachrichtigungen', '/d%61shboard'])
    expect(isMemberPath(path), path).toBe(true);
  for (const path of [
    '/',
    '/produkte/3',
    '/datenschutz',
    '/admins',
    '/tasksx',
    '/%E0%A4%A',
    '/login?redirectTo=%2Fadmin',
  ])
    expect(isMemberPath(path), path).toBe(false);
});
