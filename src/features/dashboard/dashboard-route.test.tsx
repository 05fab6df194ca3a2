import { act, screen, within } from '@testing-library/react';
import type { RouteObject } from 'react-router-dom';
import { revalidateFor } from '../../data/change-scope';
import { NetworkError } from '../../data/errors';
import { MEMBER_EMAIL } from '../../testing/demo-context';
import { renderRoute } from '../../testing/render-route';
import * as dashboard from './dashboard-route';

const routes: RouteObject[] = [
  { path: '/dashboard', loader: dashboard.loader, Component: () => <dashboard.DashboardScreen /> },
];
const emptyTexts = ['Keine Projekte gefunden', 'Keine offenen Aufgaben', 'Keine aktiven Umfragen vorhanden'];

test('a failed load says so and shows none of the empty states', async () => {
  const { repo, router } = await renderRoute(routes, '/dashboard', { as: MEMBER_EMAIL });
  await screen.findByRole('heading', { level: 2, name: 'Meine Projekte' });
  vi.spyOn(repo.projects, 'ofMyGroups').mockRejectedValueOnce(new Error('offline'));
  await act(() => router.revalidate());
  expect(await screen.findByText('Fehler beim Laden der Daten')).toBeVisible();
  for (const text of emptyTexts) expect(screen.queryByText(text)).not.toBeInTheDocument();
});

test('when only the polls fail, the polls section says so and projects and tasks still show', async () => {
  const { repo, router } = await renderRoute(routes, '/dashboard', { as: MEMBER_EMAIL });
  await screen.findByRole('heading', { level: 2, name: 'Meine Projekte' });
  vi.spyOn(repo.polls, 'list').mockRejectedValueOnce(new Error('offline'));
  await act(() => router.revalidate());
  const polls = screen.getByRole('region', { name: 'Aktive Umfragen' });
  expect(await within(polls).findByText('Fehler beim Laden der Daten')).toBeVisible();
  expect(within(polls).queryByText('Keine aktiven Umfragen vorhanden')).not.toBeInTheDocument();
  expect(within(screen.getByRole('region', { name: 'Meine Projekte' })).getAllByRole('link').length).toBeGreaterThan(0);
  expect(screen.getAllByText('Fehler beim Laden der Daten')).toHaveLength(1);
});

test('when the server cannot be reached, the failure says so too', async () => {
  const { repo, router } = await renderRoute(routes, '/dashboard', { as: MEMBER_EMAIL });
  await screen.findByRole('heading', { level: 2, name: 'Meine Projekte' });
  vi.spyOn(repo.projects, 'ofMyGroups').mockRejectedValueOnce(new NetworkError());
  await act(() => router.revalidate());
  expect(
    await screen.findByText(
      'Fehler beim Laden der Daten. Der Server ist nicht erreichbar. Bitte prüfen Sie Ihre Verbindung.',
    ),
  ).toBeVisible();
});

test('a member without project groups sees the three empty states and no error', async () => {
  const { ctx, router } = await renderRoute(routes, '/dashboard', { as: MEMBER_EMAIL });
  await screen.findByRole('heading', { level: 2, name: 'Meine Projekte' });
  await act(async () => {
    await ctx.db.users.where('email').equals(MEMBER_EMAIL).modify({ projectGroups: [] });
    await router.revalidate();
  });
  for (const text of emptyTexts) expect(await screen.findByText(text)).toBeVisible();
  expect(screen.queryByText('Fehler beim Laden der Daten')).not.toBeInTheDocument();
});

test('many projects and notifications show a few each, with Mehr anzeigen per list', async () => {
  const { NotificationCenter } = await import('../notifications/notification-center');
  const withPanel: RouteObject[] = [
    {
      path: '/dashboard',
      loader: dashboard.loader,
      Component: () => <dashboard.DashboardScreen notificationPanel={<NotificationCenter />} />,
    },
  ];
  const user = (await import('@testing-library/user-event')).default.setup();
  await renderRoute(withPanel, '/dashboard', {
    as: MEMBER_EMAIL,
    arrange: async (ctx) => {
      const member = (await ctx.db.users.get({ email: MEMBER_EMAIL }))!;
      const { id: _p, ...project } = (await ctx.db.projects
        .where('projectGroupId')
        .equals(member.projectGroups[0]!)
        .first())!;
      await ctx.db.projects.bulkAdd(
        Array.from({ length: 8 }, (_, i) => ({ ...project, title: `Zusatzprojekt ${i + 1}` })),
      );
      const { id: _n, ...notification } = (await ctx.db.notifications
        .where('[userId+createdAt]')
        .between([member.id, ''], [member.id, '\uffff'])
        .first())!;
      await ctx.db.notifications.bulkAdd(
        Array.from({ length: 14 }, (_, i) => ({ ...notification, title: `Hinweis ${i + 1}` })),
      );
    },
  });
  const projects = await screen.findByRole('region', { name: 'Meine Projekte' });
  expect(within(projects).getAllByRole('listitem')).toHaveLength(6);
  const total = Number(
    /von (\d+) angezeigt/.exec(within(projects).getByText(/^6 von \d+ angezeigt$/).textContent!)![1],
  );
  expect(total).toBeGreaterThan(8);

  const panel = await screen.findByRole('region', { name: 'Benachrichtigungen' });
  await within(panel).findByText(/^10 von \d+ angezeigt$/);
  expect(within(panel).getAllByRole('button', { name: /Als gelesen markieren|Öffnen/ }).length).toBeGreaterThan(0);

  await user.click(within(projects).getByRole('button', { name: 'Mehr anzeigen' }));
  await within(projects).findByText(total > 12 ? `12 von ${total} angezeigt` : `Alle ${total} angezeigt`);
  // The other lists keep their own count.
  expect(within(panel).getByText(/^10 von \d+ angezeigt$/)).toBeInTheDocument();
});

test('after a vote the dashboard reads its polls again, not its projects and tasks; a comment reads nothing', async () => {
  const { repo, router } = await renderRoute(routes, '/dashboard', { as: MEMBER_EMAIL, live: false });
  await screen.findByRole('heading', { level: 2, name: 'Meine Projekte' });
  const reads = [
    vi.spyOn(repo.polls, 'list'),
    vi.spyOn(repo.projects, 'ofMyGroups'),
    vi.spyOn(repo.tasks, 'summaries'),
  ] as const;
  const counts = () => reads.map((read) => read.mock.calls.length);
  await act(() => revalidateFor(new Set(['polls poll 3']), () => router.revalidate()));
  expect(counts()).toEqual([1, 0, 0]);
  await act(() => revalidateFor(new Set(['comments task 1', 'notifications']), () => router.revalidate()));
  expect(counts()).toEqual([1, 0, 0]);
  await act(() => revalidateFor(new Set(['tasks task 5', 'tasks project 2']), () => router.revalidate()));
  expect(counts()).toEqual([1, 0, 1]);
  // What the adapter cannot name (a stream back after a gap) reads every section.
  await act(() => revalidateFor('everything', () => router.revalidate()));
  expect(counts()).toEqual([2, 1, 2]);
});
