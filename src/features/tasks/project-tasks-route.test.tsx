import { act, configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RouteObject } from 'react-router-dom';
import { MEMBER_EMAIL } from '../../testing/demo-context';
import { renderRoute } from '../../testing/render-route';
import * as projectTasks from './project-tasks-route';

configure({ asyncUtilTimeout: 5000 });

const routes: RouteObject[] = [
  { path: '/project-tasks/:id', loader: projectTasks.loader, Component: projectTasks.Component },
];

const rows = () => within(screen.getByRole('list', { name: 'Projektaufgaben' })).getAllByRole('listitem');

test('a long task list shows 50 rows first, more on Mehr anzeigen, and a new filter starts again at 50', async () => {
  const { ctx, router } = await renderRoute(routes, '/project-tasks/1', { as: MEMBER_EMAIL });
  await screen.findByRole('list', { name: 'Projektaufgaben' });
  const template = (await ctx.db.tasks.where('projectId').equals(1).first())!;
  const { id: _id, ...fields } = template;
  await ctx.db.tasks.bulkAdd(
    Array.from({ length: 120 }, (_, i) => ({
      ...fields,
      title: `Zusatzaufgabe ${i + 1}`,
      status: 'todo' as const,
      phaseKey: 0,
    })),
  );
  await act(() => router.revalidate());
  const total = await ctx.db.tasks.where('projectId').equals(1).count();

  expect(rows()).toHaveLength(50);
  expect(screen.getByText(`50 von ${total} angezeigt`)).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Mehr anzeigen' }));
  await waitFor(() => expect(rows()).toHaveLength(100));
  expect(router.state.location.search).toBe('?anzahl=100');

  await userEvent.click(screen.getByRole('button', { name: 'Offen' }));
  await waitFor(() => expect(router.state.location.search).toBe('?status=todo'));
  await waitFor(() => expect(rows()).toHaveLength(50));
  expect(screen.getByText(/^50 von \d+ angezeigt$/)).toBeInTheDocument();
});
