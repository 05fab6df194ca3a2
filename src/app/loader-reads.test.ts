import type {
  LoaderFunction,
  LoaderFunctionArgs,
  Params,
  RouteObject,
  ShouldRevalidateFunctionArgs,
} from 'react-router-dom';
import { revalidateFor } from '../data/change-scope';
import type { Resource } from '../data/changes';
import { demoFixture, httpFixture, type AdapterFixture } from '../data/contract/adapters';
import { changedByPath } from '../data/http/changed-by-path';
import type { Repository } from '../data/repository';
import { setRepository } from '../data/repository-instance';
import { userFromRecord } from '../data/demo/mappers';
import { useSession } from '../stores/session';
import { ADMIN_EMAIL } from '../testing/demo-context';
import { loadedRoutes } from '../testing/loaded-routes';
import { requireAdmin, requireLogin } from './guards';
import { noteDataChanged } from './layout/legal-pages';

// What each loader reads must be what its route declares (`shouldRevalidate = reading([...])`): a read it does not
// declare would show stale data after a write to it. Both adapters: the HTTP one may read more than the port call
// says (a task's people are a call of their own).

/** The port's parts whose name is not the resource they read. */
const resourcesOfPart: Partial<Record<keyof Repository, readonly Resource[]>> = {
  publicProducts: ['products'],
  // The room's day in figures: comments, votes and uploads (server/workshop/room-overview.ts).
  workshop: ['comments', 'polls'],
};
/** The same for /api paths the write table (changed-by-path.ts) does not name. */
const resourcesOfReadPath: Record<string, readonly Resource[]> = { '/workshop/room': ['comments', 'polls'] };

const params: Params = { id: '1', slug: 'impressum' };

/** The routes whose loader reads: not the guards, the redirect or the unknown path, which answer at once. */
async function readingRoutes(): Promise<RouteObject[]> {
  return (await loadedRoutes()).filter(
    (route) =>
      route.loader &&
      route.loader !== requireLogin &&
      route.loader !== requireAdmin &&
      !['*', 'products/:id/edit'].includes(route.path ?? ''),
  );
}

const nameOf = (route: RouteObject) => route.path ?? route.id ?? 'index';

/** Whether the route re-reads for a change of `resource` (its shouldRevalidate, probed as the router calls it). */
async function declares(route: RouteObject, resource: Resource): Promise<boolean> {
  if (!route.shouldRevalidate) return true;
  let answer = true;
  await revalidateFor(new Set([resource]), async () => {
    const url = new URL('http://localhost/');
    answer = route.shouldRevalidate!({
      currentUrl: url,
      nextUrl: url,
      currentParams: params,
      nextParams: params,
      defaultShouldRevalidate: true,
    } as ShouldRevalidateFunctionArgs);
  });
  return answer;
}

/** Runs the route's loader as the admin; a redirect or a refusal it throws still made its reads. */
async function runLoader(route: RouteObject): Promise<void> {
  // The footer's pages are kept until a change is noted: each run reads them anew.
  noteDataChanged();
  const path = `/${(route.path ?? '').replace(':id', '1').replace(':slug', 'impressum')}`;
  const url = new URL(`http://localhost${path}`);
  const args: LoaderFunctionArgs = { params, request: new Request(url), url, pattern: route.path ?? '', context: {} };
  await Promise.resolve((route.loader as LoaderFunction)(args)).catch(() => undefined);
}

/** The port's calls through `repo`, each as the part it went to ('tasks', 'publicProducts'). */
function recording(repo: Repository, parts: string[]): Repository {
  return new Proxy(repo, {
    get(target, part: string) {
      const value: unknown = Reflect.get(target, part);
      if (typeof value !== 'object' || value === null) return value;
      return new Proxy(value, {
        get(object, method) {
          const member: unknown = Reflect.get(object, method);
          if (typeof member !== 'function') return member;
          return (...args: unknown[]) => {
            parts.push(part);
            return Reflect.apply(member, object, args);
          };
        },
      });
    },
  });
}

/**
 * Each route's undeclared reads, as `route: resource`. The task page's reads are checked on the way: a recorder
 * that saw nothing would find nothing undeclared.
 */
async function undeclared(read: (route: RouteObject) => Promise<Resource[]>): Promise<string[]> {
  const found: string[] = [];
  for (const route of await readingRoutes()) {
    const reads = new Set(await read(route));
    if (route.path === 'tasks/:id') expect([...reads]).toEqual(expect.arrayContaining(['tasks', 'comments']));
    for (const resource of reads) if (!(await declares(route, resource))) found.push(`${nameOf(route)}: ${resource}`);
  }
  return found;
}

/** The admin signed in, in the adapter and in the session the loaders look at. */
async function signedIn(fixture: AdapterFixture) {
  await fixture.signInAs(ADMIN_EMAIL);
  const admin = await fixture.ctx.db.users.get({ email: ADMIN_EMAIL });
  useSession.setState({ token: fixture.ctx.getToken(), user: userFromRecord(admin!) });
  return fixture;
}

test('the probe sees a declaration: the catalogue re-reads for products and not for polls', async () => {
  const catalogue = (await readingRoutes()).find((route) => route.path === 'produkte')!;
  expect(await declares(catalogue, 'products')).toBe(true);
  expect(await declares(catalogue, 'polls')).toBe(false);
}, 30_000);

test('every loader over the demo store reads only what its route declares', async () => {
  const fixture = await signedIn(await demoFixture());
  const found = await undeclared(async (route) => {
    const parts: string[] = [];
    setRepository(recording(fixture.repo, parts));
    await runLoader(route);
    return parts.flatMap((part) => resourcesOfPart[part as keyof Repository] ?? [part as Resource]);
  });
  expect(found).toEqual([]);
}, 60_000);

test('every loader over the HTTP adapter reads only what its route declares', async () => {
  const fixture = await signedIn(await httpFixture());
  setRepository(fixture.repo);
  const found = await undeclared(async (route) => {
    fixture.calls.splice(0);
    await runLoader(route);
    return fixture.calls
      .filter((call) => call.method === 'GET')
      .flatMap((call) => {
        // The resource a path names comes first in what a write to it changes (changed-by-path.ts).
        const named = changedByPath(call.path);
        const resource = named === 'everything' ? undefined : [...named][0]?.split(' ')[0];
        return resourcesOfReadPath[call.path] ?? [(resource ?? `unmapped ${call.path}`) as Resource];
      });
  });
  expect(found).toEqual([]);
}, 60_000);
