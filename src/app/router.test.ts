import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { RouteObject, ShouldRevalidateFunctionArgs } from 'react-router-dom';
import { revalidateFor } from '../data/change-scope';
import type { Changed, Key } from '../data/changes';
import { reservedSlugs } from '../domain/footer-page-draft';
import { requireAdmin, requireLogin } from './guards';
import { loadedRoutes } from '../testing/loaded-routes';
import { memberRoutes } from './member-routes';
import { allRoutes, MEMBER_SECTIONS, routes } from './router';

/** The fixed first path segment of every route; dynamic ones (':slug', '*') are where footer pages live. */
function firstSegments(list: RouteObject[]): string[] {
  return list.flatMap((route) => {
    // Pathless layout and guard routes (and index routes) pass their place on to their children.
    if (route.path === undefined) return firstSegments(route.children ?? []);
    const first = route.path.replace(/^\//, '').split('/')[0] ?? '';
    return first === '' || first.startsWith(':') || first === '*' ? [] : [first];
  });
}

test('every first path segment of the router is a reserved footer page slug', async () => {
  const segments = [...new Set(firstSegments(await allRoutes()))];
  // The walk itself works: it reaches routes inside layout and guard routes.
  expect(segments).toEqual(expect.arrayContaining(['login', 'demo-postfach', 'dashboard', 'admin']));
  expect(segments.filter((s) => !reservedSlugs.includes(s))).toEqual([]);
});

test('the member sections are the first path segments of the member routes, and of no public route', () => {
  expect(new Set(firstSegments(memberRoutes))).toEqual(new Set(MEMBER_SECTIONS));
  expect(firstSegments(routes).filter((segment) => MEMBER_SECTIONS.includes(segment))).toEqual([]);
});

test('every folder the build serves from public/ is a reserved footer page slug', () => {
  const folders = readdirSync(join(import.meta.dirname, '../../public'), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
  expect(folders.filter((name) => !reservedSlugs.includes(name))).toEqual([]);
});

test('every route whose loader reads says what it reads, so a write re-runs only the loaders it concerns', async () => {
  // The guards, the unknown path and a redirect read nothing: they look at the session or answer at once.
  const readsNothing = (route: RouteObject) =>
    route.loader === requireLogin ||
    route.loader === requireAdmin ||
    ['*', 'products/:id/edit'].includes(route.path ?? '');
  const silent = (await loadedRoutes())
    .filter((route) => route.loader && !route.shouldRevalidate && !readsNothing(route))
    .map((route) => route.path ?? route.id ?? (route.index ? 'index' : '?'));
  expect(silent).toEqual([]);
}, 30_000);

/** Whether the route's loader re-runs while the screen re-reads for `changed`, at a URL with these params. */
async function reruns(path: string, changed: Changed, params: Record<string, string> = {}): Promise<boolean> {
  const route = (await loadedRoutes()).find((found) => found.path === path);
  let answer: boolean | undefined;
  await revalidateFor(changed, async () => {
    const url = new URL('http://localhost/');
    answer = route?.shouldRevalidate?.({
      currentUrl: url,
      nextUrl: url,
      currentParams: params,
      nextParams: params,
      defaultShouldRevalidate: true,
    } as ShouldRevalidateFunctionArgs);
  });
  return answer ?? true;
}

const keys = (...list: Key[]): Changed => new Set(list);

test('a comment re-runs the loader of its own task’s page only; the catalogue and the dashboard stay', async () => {
  const comment = keys('comments task 1', 'notifications');
  expect(await reruns('tasks/:id', comment, { id: '1' })).toBe(true);
  expect(await reruns('tasks/:id', comment, { id: '2' })).toBe(false);
  expect(await reruns('produkte', comment)).toBe(false);
  expect(await reruns('dashboard', comment)).toBe(false);
  // Unscoped, as the demo store and the provider's /api report it: every task page.
  expect(await reruns('tasks/:id', keys('comments'), { id: '2' })).toBe(true);
});

test('a vote re-runs its poll’s page and the dashboard, not another poll’s page', async () => {
  const vote = keys('polls poll 3');
  expect(await reruns('polls/:id', vote, { id: '3' })).toBe(true);
  expect(await reruns('polls/:id', vote, { id: '4' })).toBe(false);
  expect(await reruns('dashboard', vote)).toBe(true);
});

test('a task re-runs its project’s pages; every route re-runs for everything and for a sign-in', async () => {
  const task = keys('tasks task 5', 'tasks project 2');
  expect(await reruns('project-tasks/:id', task, { id: '2' })).toBe(true);
  expect(await reruns('project-tasks/:id', task, { id: '3' })).toBe(false);
  expect(await reruns('projekte/:id', task, { id: '2' })).toBe(true);
  for (const path of ['produkte', 'tasks/:id', 'polls/:id', 'services']) {
    expect(await reruns(path, 'everything', { id: '1' })).toBe(true);
    expect(await reruns(path, keys('auth'), { id: '1' })).toBe(true);
    expect(await reruns(path, keys('contact'), { id: '1' })).toBe(false);
  }
});
