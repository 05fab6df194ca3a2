import { act, render } from '@testing-library/react';
import { createMemoryRouter, type RouteObject } from 'react-router-dom';
import { AppRouterProvider } from '../app/app-router-provider';
import { revalidateAfterActions, revalidateOnChange } from '../app/revalidate-on-change';
import { setRepository } from '../data/repository-instance';
import { useSession } from '../stores/session';
import { createTestRepository } from './demo-context';
import { routerSettled } from './router-settled';
import { callsInsideAct, nextTask } from './calls-inside-act';

const afterTestCleanups: (() => void)[] = [];

/** Stops routers of finished tests from reacting to later writes; called after each test (setup.ts). */
export function cleanupRenderedRoutes() {
  afterTestCleanups.splice(0).forEach((cleanup) => cleanup());
}

/**
 * Renders route objects at a path over a fresh seeded demo store (fake-indexeddb), optionally signed in and with
 * data arranged first.
 * Returns the test context for arranging data and asserting on the store.
 */
type TestRepository = Awaited<ReturnType<typeof createTestRepository>>;

export async function renderRoute(
  routes: RouteObject[],
  path: string,
  options: {
    as?: string;
    live?: boolean;
    arrange?: (ctx: TestRepository['ctx'], repo: TestRepository['repo']) => Promise<unknown>;
  } = {},
) {
  const { ctx, repo } = await createTestRepository();
  setRepository(repo);
  useSession.getState().clear();
  if (options.as) {
    await ctx.signInAs(options.as);
    const user = await ctx.db.users.get({ email: options.as });
    const token = ctx.getToken();
    if (user && token) useSession.setState({ token, user });
  }
  // Data the page finds when it opens (arranged after signing in).
  await options.arrange?.(ctx, repo);
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  // The first page's code and data load before the first render, as a prerendered or hydrated page would open:
  // the router needs no hydration fallback, and React sees no update outside act().
  await routerSettled(router);
  // As in main.tsx: a store write re-runs the loaders that read what it changed, until the test ends. `live: false`
  // stands for a write made elsewhere that this page has not heard about yet.
  const unsubscribe =
    options.live === false ? () => {} : revalidateOnChange(repo, { revalidate: () => revalidateAfterActions(router) });
  afterTestCleanups.push(() => {
    unsubscribe();
    router.dispose();
  });
  const view = render(<AppRouterProvider router={router} />);
  // What the first render starts at once (a form's read of nothing to fetch) lands inside act too.
  await act(nextTask);
  const settled = () => routerSettled(router);
  // `plain`: the objects the page itself calls, for wiring the page (a wrapped repository a loader called would wait
  // for the router, which waits for that loader) and for a write after which the router does not settle.
  return {
    ...view,
    router,
    ctx: callsInsideAct(ctx, settled),
    repo: callsInsideAct(repo, settled),
    plain: { ctx, repo },
  };
}
