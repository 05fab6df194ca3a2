import { screen, within } from '@testing-library/react';
import { Outlet, type RouteObject } from 'react-router-dom';
import { ADMIN_EMAIL } from '../../testing/demo-context';
import { renderRoute } from '../../testing/render-route';
import { crumbHandle } from '../../lib/breadcrumb';
import { Breadcrumbs } from './breadcrumbs';

// The real detail routes under a layout with the breadcrumbs, as in router.tsx.
const routes: RouteObject[] = [
  {
    element: (
      <>
        <Breadcrumbs />
        <Outlet />
      </>
    ),
    children: [
      { path: 'produkte/:id', lazy: () => import('../../features/products/product-detail-route') },
      { path: 'projekte/:id', lazy: () => import('../../features/projects/project-detail-route') },
      { path: 'tasks/:id', lazy: () => import('../../features/tasks/task-detail-route') },
      { path: 'polls/:id', lazy: () => import('../../features/polls/poll-route') },
      { path: 'services/:id', lazy: () => import('../../features/services/service-detail-route') },
      { path: 'dashboard', element: <h1>Dashboard</h1> },
    ],
  },
];

const slow = { timeout: 5000 };

async function lastCrumb() {
  const nav = await screen.findByRole('navigation', { name: 'Brotkrümelnavigation' }, slow);
  const items = within(nav).getAllByRole('listitem');
  return items[items.length - 1]!;
}

type Db = Awaited<ReturnType<typeof renderRoute>>['ctx']['db'];

const details: [path: string, section: string, title: (db: Db) => Promise<string | undefined>][] = [
  ['/produkte/1', 'Produkte', async (db) => (await db.products.get(1))?.title],
  ['/projekte/1', 'Projekte', async (db) => (await db.projects.get(1))?.title],
  ['/tasks/1', 'Aufgabe', async (db) => (await db.tasks.get(1))?.title],
  ['/polls/1', 'Umfragen', async (db) => (await db.polls.get(1))?.title],
  ['/services/1', 'Services', async () => 'Workshop & Prototyping'],
];

for (const [path, section, title] of details) {
  test(`the breadcrumbs of ${path} end in the item's name, not 'Details'`, async () => {
    const { ctx } = await renderRoute(routes, path, { as: ADMIN_EMAIL });
    const name = await title(ctx.db);
    expect(name).toBeTruthy();
    await screen.findByRole('heading', { level: 1, name }, slow);
    const nav = screen.getByRole('navigation', { name: 'Brotkrümelnavigation' });
    expect(within(nav).getByText(section)).toBeInTheDocument();
    const last = await lastCrumb();
    expect(last).toHaveTextContent(name!);
    expect(within(last).getByText(name!)).toHaveAttribute('aria-current', 'page');
  });
}

test('an item that is not there keeps the plain Details', async () => {
  await renderRoute(routes, '/produkte/9999', { as: ADMIN_EMAIL });
  await screen.findByRole('heading', { level: 1 }, slow);
  expect(await lastCrumb()).toHaveTextContent(/^Details$/);
});

test('a detail page whose read failed has no data to name: its crumb is nothing, and nothing throws', () => {
  const { crumb } = crumbHandle<{ task: { title: string } }>((data) => data.task.title);
  expect(crumb(undefined, {})).toBeUndefined();
  expect(crumb({ task: { title: 'Protokoll schreiben' } }, {})).toBe('Protokoll schreiben');
});
