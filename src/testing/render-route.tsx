import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { setRepository } from '../data/repository-instance';
import { useSession } from '../stores/session';
import { createTestRepository } from './demo-context';

/**
 * Renders route objects at a path over a fresh seeded demo store (fake-indexeddb), optionally signed in.
 * Returns the test context for arranging data and asserting on the store.
 */
export async function renderRoute(routes: RouteObject[], path: string, options: { as?: string } = {}) {
  const { ctx, repo } = await createTestRepository();
  setRepository(repo);
  useSession.getState().clear();
  if (options.as) {
    await ctx.signInAs(options.as);
    const user = await ctx.db.users.get({ email: options.as });
    const token = ctx.getToken();
    if (user && token) useSession.setState({ token, user });
  }
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  // As in main.tsx: every store write re-runs the loaders.
  repo.subscribe(() => void router.revalidate());
  const view = render(<RouterProvider router={router} />);
  return { ...view, router, ctx, repo };
}
