import { screen, within } from '@testing-library/react';
import { MEMBER_EMAIL } from '../../testing/demo-context';
import { renderRoute } from '../../testing/render-route';
import * as projectDetailRoute from './project-detail-route';

// As a browser reports a chunk it could not fetch: offline before the app was stored, or gone after a deploy.
vi.mock('./project-task-list', () => {
  throw new TypeError('Failed to fetch dynamically imported module: /assets/project-task-list.js');
});

test('when the task list cannot be loaded, a member sees the project, why the list is missing and a reload', async () => {
  await renderRoute([{ path: '/projekte/:id', ...projectDetailRoute }], '/projekte/1', { as: MEMBER_EMAIL });
  expect(
    await screen.findByRole('heading', { level: 1, name: 'KI-Assistent für die Schuldnerberatung' }),
  ).toBeInTheDocument();
  const tasks = screen.getByRole('region', { name: 'Aufgaben' });
  expect(tasks).toHaveTextContent('Dieser Teil der Anwendung konnte nicht geladen werden.');
  expect(within(tasks).getByRole('button', { name: 'Neu laden' })).toBeInTheDocument();
  expect(screen.queryByRole('list', { name: 'Aufgaben des Projekts' })).not.toBeInTheDocument();
});
