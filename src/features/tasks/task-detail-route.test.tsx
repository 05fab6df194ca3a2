import { screen, within } from '@testing-library/react';
import { MEMBER_EMAIL } from '../../testing/demo-context';
import { renderRoute } from '../../testing/render-route';
import * as taskDetail from './task-detail-route';

const routes = [{ path: '/tasks/:id', loader: taskDetail.loader, Component: taskDetail.Component }, { path: '/dashboard', element: <p>Dashboard</p> }];

async function statusPanel() {
  return within((await screen.findByRole('heading', { name: 'Status' })).closest('section')!);
}

test('an open task past its deadline counts the days it is overdue', async () => {
  await renderRoute(routes, '/tasks/15', { as: MEMBER_EMAIL });
  const panel = await statusPanel();
  expect(panel.getByText(/^\d+ Tage überfällig$/)).toBeVisible();
  expect(screen.getByText('Überfällig')).toBeVisible();
});

test('a done task past its deadline is not called overdue', async () => {
  await renderRoute(routes, '/tasks/1', { as: MEMBER_EMAIL });
  const panel = await statusPanel();
  expect(panel.getByText('Erledigt – keine offene Frist')).toBeVisible();
  expect(screen.queryByText(/überfällig/i)).toBeNull();
});
