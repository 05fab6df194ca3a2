import { act, screen, within } from '@testing-library/react';
import type { RouteObject } from 'react-router-dom';
import { NetworkError } from '../../data/errors';
import { MEMBER_EMAIL } from '../../testing/demo-context';
import { renderRoute } from '../../testing/render-route';
import * as dashboard from './dashboard-route';

const routes: RouteObject[] = [{ path: '/dashboard', loader: dashboard.loader, Component: () => <dashboard.DashboardScreen /> }];
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
  const projectsHeading = await screen.findByRole('heading', { level: 2, name: 'Meine Projekte' });
  vi.spyOn(repo.polls, 'list').mockRejectedValueOnce(new Error('offline'));
  await act(() => router.revalidate());
  const polls = screen.getByRole('heading', { level: 2, name: 'Aktive Umfragen' }).closest('section')!;
  expect(await within(polls).findByText('Fehler beim Laden der Daten')).toBeVisible();
  expect(within(polls).queryByText('Keine aktiven Umfragen vorhanden')).not.toBeInTheDocument();
  expect(within(projectsHeading.closest('section')!).getAllByRole('link').length).toBeGreaterThan(0);
  expect(screen.getAllByText('Fehler beim Laden der Daten')).toHaveLength(1);
});

test('when the server cannot be reached, the failure says so too', async () => {
  const { repo, router } = await renderRoute(routes, '/dashboard', { as: MEMBER_EMAIL });
  await screen.findByRole('heading', { level: 2, name: 'Meine Projekte' });
  vi.spyOn(repo.projects, 'ofMyGroups').mockRejectedValueOnce(new NetworkError());
  await act(() => router.revalidate());
  expect(await screen.findByText('Fehler beim Laden der Daten. Der Server ist nicht erreichbar. Bitte prüfen Sie Ihre Verbindung.')).toBeVisible();
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
