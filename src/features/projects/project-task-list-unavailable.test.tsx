import { screen } from '@testing-library/react';
import { MEMBER_EMAIL } from '../../testing/demo-context';
import { renderRoute } from '../../testing/render-route';
import * as projectDetailRoute from './project-detail-route';

// As a browser reports a chunk it could not fetch: offline before the app was stored, or gone after a deploy.
vi.mock('./project-task-list', () => {
  throw new TypeError('Failed to fetch dynamically imported module: /assets/project-task-list.js');
});

test('when the task list cannot be loaded, a member sees the project and that its tasks could not be loaded', async () => {
  await renderRoute([{ path: '/projekte/:id', ...projectDetailRoute }], '/projekte/1', { as: MEMBER_EMAIL });
  expect(
    await screen.findByRole('heading', { level: 1, name: 'KI-Assistent für die Schuldnerberatung' }),
  ).toBeInTheDocument();
  expect(screen.getByRole('alert')).toHaveTextContent('Die Aufgaben konnten nicht geladen werden.');
  expect(screen.queryByRole('list', { name: 'Aufgaben des Projekts' })).not.toBeInTheDocument();
});
