import { configure, screen } from '@testing-library/react';
import type { RouteObject } from 'react-router-dom';
import { MEMBER_EMAIL } from '../../testing/demo-context';
import { getByRoleHolding } from '../../testing/queries';
import { renderRoute } from '../../testing/render-route';
import * as overview from './projects-overview-route';

configure({ asyncUtilTimeout: 5000 });

const routes: RouteObject[] = [{ path: '/project-tasks', loader: overview.loader, Component: overview.Component }];

test('each of the member’s projects links to its tasks and counts them in the dashboard’s wording', async () => {
  await renderRoute(routes, '/project-tasks', { as: MEMBER_EMAIL });
  const link = await screen.findByRole('link', { name: 'KI-Assistent für die Schuldnerberatung' });
  const row = getByRoleHolding('listitem', 'KI-Assistent für die Schuldnerberatung');
  expect(link).toHaveAttribute('href', '/project-tasks/1');
  const text = row.textContent ?? '';
  const count = (label: string) => Number(new RegExp(`${label}: (\\d+)`).exec(text)?.[1] ?? NaN);
  // The sample project has seven tasks, one of them done.
  expect(count('Abgeschlossen')).toBe(1);
  expect(count('Offen') + count('In Bearbeitung') + count('Abgeschlossen')).toBe(7);
  expect(text).not.toContain('Erledigt');
});
