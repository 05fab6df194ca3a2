import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ConflictError } from '../../data/errors';
import { useToasts } from '../../stores/toasts';
import { ADMIN_EMAIL } from '../../testing/demo-context';
import { renderRoute } from '../../testing/render-route';
import * as taskDetail from './task-detail-route';

const routes = [
  { path: '/tasks/:id', ...taskDetail },
  { path: '/project-tasks/:id', element: <h1>Aufgaben des Projekts</h1> },
  { path: '/dashboard', element: <h1>Dashboard</h1> },
];

const toasts = () => useToasts.getState().toasts.map(({ type, message }) => ({ type, message }));

beforeEach(() => useToasts.setState({ toasts: [] }));

test('the admin’s status select saves through the task page’s action: shown at once, stored, said in a toast', async () => {
  const user = userEvent.setup();
  const { ctx } = await renderRoute(routes, '/tasks/15', { as: ADMIN_EMAIL });
  const select = await screen.findByRole('combobox', { name: 'Status ändern' });
  expect(select).not.toHaveDisplayValue('Done');

  await user.selectOptions(select, 'Done');
  expect(select).toHaveDisplayValue('Done');
  await waitFor(() => expect(toasts()).toEqual([{ type: 'success', message: 'Aufgabe aktualisiert' }]));
  expect(['done', 'completed']).toContain((await ctx.db.tasks.get(15))!.status);
  // The keyboard focus stays on the select, which is live again once saved.
  expect(select).toHaveFocus();
  await waitFor(() => expect(select).not.toHaveAttribute('aria-disabled'));
});

test('a refused status change says why in a toast and shows the stored status again', async () => {
  const user = userEvent.setup();
  const { ctx, repo } = await renderRoute(routes, '/tasks/15', { as: ADMIN_EMAIL });
  const select = await screen.findByRole('combobox', { name: 'Status ändern' });
  const stored = (await ctx.db.tasks.get(15))!.status;
  const shown = (select as HTMLSelectElement).value;
  vi.spyOn(repo.tasks, 'update').mockRejectedValueOnce(new ConflictError('Die Aufgabe wurde inzwischen geändert.'));

  await user.selectOptions(select, 'Done');
  await waitFor(() => expect(toasts()).toEqual([{ type: 'error', message: 'Die Aufgabe wurde inzwischen geändert.' }]));
  await waitFor(() => expect(select).toHaveValue(shown));
  expect((await ctx.db.tasks.get(15))!.status).toBe(stored);
});

test('deleting the task asks first, then goes on to its project’s tasks with the spec’s toast', async () => {
  const user = userEvent.setup();
  const { ctx, router } = await renderRoute(routes, '/tasks/15', { as: ADMIN_EMAIL });
  const { projectId } = (await ctx.db.tasks.get(15))!;
  await user.click(await screen.findByRole('button', { name: 'Löschen' }));
  await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Löschen' }));

  expect(await screen.findByRole('heading', { name: 'Aufgaben des Projekts' })).toBeInTheDocument();
  expect(router.state.location.pathname).toBe(`/project-tasks/${projectId}`);
  expect(await ctx.db.tasks.get(15)).toBeUndefined();
  expect(toasts()).toEqual([{ type: 'success', message: 'Aufgabe wurde gelöscht' }]);
});
