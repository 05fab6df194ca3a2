import { configure, screen, within } from '@testing-library/react';
import type { RouteObject } from 'react-router-dom';
import { MEMBER_EMAIL } from '../../testing/demo-context';
import { renderRoute } from '../../testing/render-route';
import * as myTasks from './my-tasks-route';

configure({ asyncUtilTimeout: 5000 });

const routes: RouteObject[] = [{ path: '/tasks', loader: myTasks.loader, Component: myTasks.Component }];

/** The "Fällig am …" / "Keine Frist" text of each row in a phase section, in order. */
function deadlinesIn(phaseHeading: RegExp): string[] {
  const section = screen.getByRole('heading', { level: 2, name: phaseHeading }).closest('section')!;
  return within(section).getAllByRole('listitem').map((row) => /Fällig am [\d.]+|Keine Frist/.exec(row.textContent ?? '')?.[0] ?? '');
}

const asDate = (text: string) => {
  const [day, month, year] = text.replace('Fällig am ', '').split('.');
  return text === 'Keine Frist' ? '9999' : `${year}-${month}-${day}`;
};

test('open tasks of the member are listed soonest deadline first, tasks without a deadline last', async () => {
  await renderRoute(routes, '/tasks', { as: MEMBER_EMAIL });
  await screen.findByRole('heading', { level: 2, name: /^Offen \(\d+\)$/ });
  const open = deadlinesIn(/^Offen/);
  expect(open.length).toBeGreaterThan(2);
  expect(open.map(asDate)).toEqual(open.map(asDate).sort());
  expect(open.at(-1)).toBe('Keine Frist');
});

test('the dashboard view names finished tasks in the dashboard’s wording (SPEC §4: completed = Abgeschlossen)', async () => {
  await renderRoute(routes, '/tasks', { as: MEMBER_EMAIL });
  await screen.findByRole('heading', { level: 2, name: /^Offen \(\d+\)$/ });
  const done = screen.getByRole('heading', { level: 2, name: /^Abgeschlossen \(\d+\)$/ }).closest('section')!;
  expect(within(done).getAllByRole('listitem').every((row) => row.textContent?.includes('Abgeschlossen'))).toBe(true);
  expect(screen.queryByText('Erledigt')).toBeNull();
});
