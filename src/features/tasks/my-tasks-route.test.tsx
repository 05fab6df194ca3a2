import { configure, screen, within } from '@testing-library/react';
import type { RouteObject } from 'react-router-dom';
import { MEMBER_EMAIL } from '../../testing/demo-context';
import { renderRoute } from '../../testing/render-route';
import * as myTasks from './my-tasks-route';

configure({ asyncUtilTimeout: 5000 });

const routes: RouteObject[] = [{ path: '/tasks', loader: myTasks.loader, Component: myTasks.Component }];

/** The "Fällig am …" / "Keine Frist" text of each row in a phase section, in order. */
function deadlinesIn(phaseHeading: RegExp): string[] {
  const section = screen.getByRole('region', { name: phaseHeading });
  return within(section)
    .getAllByRole('listitem')
    .map((row) => /Fällig am [\d.]+|Keine Frist/.exec(row.textContent ?? '')?.[0] ?? '');
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

test('finished tasks are listed latest deadline first, as the rows show it', async () => {
  await renderRoute(routes, '/tasks', { as: MEMBER_EMAIL });
  await screen.findByRole('heading', { level: 2, name: /^Abgeschlossen \(\d+\)$/ });
  const done = deadlinesIn(/^Abgeschlossen/).filter((text) => text !== 'Keine Frist');
  expect(done.length).toBeGreaterThan(2);
  expect(done.map(asDate)).toEqual(done.map(asDate).sort().reverse());
});

test('the dashboard view names finished tasks in the dashboard’s wording (SPEC §4: completed = Abgeschlossen)', async () => {
  await renderRoute(routes, '/tasks', { as: MEMBER_EMAIL });
  await screen.findByRole('heading', { level: 2, name: /^Offen \(\d+\)$/ });
  const done = screen.getByRole('region', { name: /^Abgeschlossen \(\d+\)$/ });
  expect(
    within(done)
      .getAllByRole('listitem')
      .every((row) => row.textContent?.includes('Abgeschlossen')),
  ).toBe(true);
  expect(screen.queryByText('Erledigt')).toBeNull();
});

test('each phase shows 20 tasks at first and pages on its own with Mehr anzeigen', async () => {
  const user = (await import('@testing-library/user-event')).default.setup();
  await renderRoute(routes, '/tasks', {
    as: MEMBER_EMAIL,
    arrange: async (ctx) => {
      const member = (await ctx.db.users.get({ email: MEMBER_EMAIL }))!;
      const template = (await ctx.db.tasks.where('assignedTo').equals(member.id).first())!;
      const { id: _id, ...fields } = template;
      await ctx.db.tasks.bulkAdd(
        Array.from({ length: 45 }, (_, i) => ({ ...fields, title: `Stapel ${i + 1}`, status: 'todo' as const })),
      );
    },
  });
  const heading = await screen.findByRole('heading', { level: 2, name: /^Offen \((\d+)\)$/ });
  const total = Number(/\((\d+)\)/.exec(heading.textContent ?? '')![1]);
  const open = screen.getByRole('region', { name: heading.textContent ?? '' });
  expect(within(open).getAllByRole('listitem')).toHaveLength(20);
  expect(within(open).getByText(`20 von ${total} angezeigt`)).toBeVisible();
  const done = screen.getByRole('region', { name: /^Abgeschlossen/ });
  const doneRows = within(done).getAllByRole('listitem').length;

  await user.click(within(open).getByRole('button', { name: 'Mehr anzeigen' }));
  await within(open).findByText(`40 von ${total} angezeigt`);
  expect(within(open).getAllByRole('listitem')).toHaveLength(40);
  expect(within(done).getAllByRole('listitem')).toHaveLength(doneRows);
});
