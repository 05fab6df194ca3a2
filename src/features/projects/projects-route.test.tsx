import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RouteObject } from 'react-router-dom';
import { renderRoute } from '../../testing/render-route';
import { getByRoleHolding } from '../../testing/queries';
import * as projectsRoute from './projects-route';

const routes: RouteObject[] = [{ path: '/projekte', ...projectsRoute }];

test('project cards show title, description, status label and a Details link', async () => {
  await renderRoute(routes, '/projekte');
  expect(await screen.findByRole('heading', { level: 1, name: 'Projekte' })).toBeInTheDocument();
  const list = screen.getByRole('list', { name: 'Projekte' });
  const cards = within(list).getAllByRole('listitem');
  expect(cards).toHaveLength(6);
  const card = (title: string) => getByRoleHolding('listitem', title, list);
  const expected: [string, number, string][] = [
    ['KI-Assistent für die Schuldnerberatung', 1, 'Aktiv'],
    ['Barrierefreie Leichte-Sprache-Übersetzung', 2, 'Abgeschlossen'],
    ['Dienstplan-Optimierung in der Pflege', 3, 'Aktiv'],
    ['Chatbot für die Kita-Anmeldung', 4, 'In Planung'],
    ['Bedarfsprognose Wohnungslosenhilfe', 5, 'Abgeschlossen'],
    ['Digitale Antragsassistenz in der Eingliederungshilfe', 6, 'In Planung'],
  ];
  for (const [title, id, status] of expected) {
    expect(within(card(title)).getByText(status)).toBeInTheDocument();
    expect(within(card(title)).getByRole('link', { name: `Details: ${title}` })).toHaveAttribute(
      'href',
      `/projekte/${id}`,
    );
  }
  expect(within(card('Chatbot für die Kita-Anmeldung')).getByText(/mehrsprachiger Chatbot/)).toBeInTheDocument();
});

test('without projects the page says Keine Projekte gefunden', async () => {
  const { ctx, router } = await renderRoute(routes, '/projekte');
  await screen.findByRole('list', { name: 'Projekte' });
  await act(async () => {
    await ctx.db.projects.clear();
    await router.revalidate();
  });
  expect(await screen.findByText('Keine Projekte gefunden')).toBeInTheDocument();
  expect(screen.queryByRole('list', { name: 'Projekte' })).not.toBeInTheDocument();
});

test('a failed load shows Fehler beim Laden der Projekte and a retry that recovers', async () => {
  const { repo, router } = await renderRoute(routes, '/projekte');
  await screen.findByRole('list', { name: 'Projekte' });
  const spy = vi.spyOn(repo.projects, 'page').mockRejectedValueOnce(new Error('offline'));
  await act(async () => {
    await router.revalidate();
  });
  expect(await screen.findByRole('alert')).toHaveTextContent('Fehler beim Laden der Projekte');
  await userEvent.click(screen.getByRole('button', { name: 'Erneut versuchen' }));
  expect(await screen.findByRole('list', { name: 'Projekte' })).toBeInTheDocument();
  expect(spy).toHaveBeenCalledTimes(2);
});

test('a long project list shows 24 cards first and the rest on Mehr anzeigen', async () => {
  const { ctx, router } = await renderRoute(routes, '/projekte');
  await screen.findByRole('heading', { level: 1, name: 'Projekte' });
  const { id: _id, ...template } = (await ctx.db.projects.get(1))!;
  await ctx.db.projects.bulkAdd(
    Array.from({ length: 30 }, (_, i) => ({ ...template, title: `Weiteres Projekt ${i + 1}` })),
  );
  await act(() => router.revalidate());
  const cards = () => within(screen.getByRole('list', { name: 'Projekte' })).getAllByRole('listitem');
  expect(cards()).toHaveLength(24);
  expect(screen.getByText('24 von 36 angezeigt')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Mehr anzeigen' }));
  await waitFor(() => expect(cards()).toHaveLength(36));
  expect(router.state.location.search).toBe('?anzahl=48');
  expect(screen.queryByRole('button', { name: 'Mehr anzeigen' })).not.toBeInTheDocument();
});
