import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RouteObject } from 'react-router-dom';
import { ADMIN_EMAIL, MEMBER_EMAIL } from '../../testing/demo-context';
import { renderRoute } from '../../testing/render-route';
import { formatDate } from '../../lib/format';
import * as projectDetailRoute from './project-detail-route';

const routes: RouteObject[] = [{ path: '/projekte/:id', ...projectDetailRoute }];
const TITLE = 'KI-Assistent für die Schuldnerberatung';

test('a guest sees hero, creation date, description, full description and a login note instead of tasks', async () => {
  const { ctx } = await renderRoute(routes, '/projekte/1');
  expect(await screen.findByRole('heading', { level: 1, name: TITLE })).toBeInTheDocument();
  expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  const record = await ctx.db.projects.get(1);
  expect(screen.getByText(`Erstellt am ${formatDate(record?.createdAt)}`)).toBeInTheDocument();
  expect(screen.getByText(`Erstellt am ${formatDate(record?.createdAt)}`).textContent).toMatch(/\d{2}\.\d{2}\.\d{4}/);
  expect(screen.getByText('Aktiv')).toBeInTheDocument();
  expect(screen.getByText(/hilft, Unterlagen von Ratsuchenden schneller zu sichten/)).toBeInTheDocument();
  // The full description keeps its two paragraphs.
  expect(screen.getByText(/^In der Schuldnerberatung verbringen Fachkräfte/).tagName).toBe('P');
  expect(screen.getByText(/^Der Prototyp wird in mehreren Iterationen/).tagName).toBe('P');
  expect(screen.getByText(/nach dem Login für Projektmitglieder sichtbar/)).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Zum Login' })).toHaveAttribute('href', '/login');
  expect(screen.queryByRole('list', { name: 'Aufgaben des Projekts' })).not.toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Kontakt aufnehmen' })).toHaveAttribute('href', '/kontakt');
  expect(screen.getByRole('link', { name: 'Zurück zu allen Projekten' })).toHaveAttribute('href', '/projekte');
});

test('a member of the project group sees the task list linking to the task details', async () => {
  await renderRoute(routes, '/projekte/1', { as: MEMBER_EMAIL });
  const list = await screen.findByRole('list', { name: 'Aufgaben des Projekts' });
  const link = within(list).getByRole('link', { name: 'Anforderungen der Beratungsstellen sammeln' });
  expect(link).toHaveAttribute('href', '/tasks/1');
  expect(within(list).getAllByRole('listitem')).toHaveLength(7);
  expect(within(list).getAllByText('Erledigt').length).toBeGreaterThan(0);
  expect(screen.queryByRole('link', { name: 'Zum Login' })).not.toBeInTheDocument();
});

test('an admin sees the tasks of any project', async () => {
  await renderRoute(routes, '/projekte/4', { as: ADMIN_EMAIL });
  const list = await screen.findByRole('list', { name: 'Aufgaben des Projekts' });
  expect(within(list).getByRole('link', { name: 'Häufige Elternfragen sammeln' })).toHaveAttribute('href', '/tasks/25');
});

test('a signed-in user outside the project group gets a note instead of tasks', async () => {
  await renderRoute(routes, '/projekte/4', { as: MEMBER_EMAIL });
  expect(await screen.findByRole('heading', { level: 1, name: 'Chatbot für die Kita-Anmeldung' })).toBeInTheDocument();
  expect(
    screen.getByText('Die Aufgaben dieses Projekts sind nur für Mitglieder der Projektgruppe sichtbar.'),
  ).toBeInTheDocument();
  expect(screen.queryByRole('list', { name: 'Aufgaben des Projekts' })).not.toBeInTheDocument();
});

test.each(['/projekte/999', '/projekte/abc', '/projekte/1.5'])(
  '%s shows Projekt nicht gefunden with a link back',
  async (path) => {
    await renderRoute(routes, path);
    expect(await screen.findByRole('heading', { level: 1, name: 'Projekt nicht gefunden' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Zur Projektübersicht' })).toHaveAttribute('href', '/projekte');
  },
);

test('any other failure shows Fehler beim Laden des Projekts', async () => {
  const { repo, router } = await renderRoute(routes, '/projekte/1');
  await screen.findByRole('heading', { level: 1, name: TITLE });
  vi.spyOn(repo.projects, 'get').mockRejectedValueOnce(new Error('offline'));
  await act(async () => {
    await router.revalidate();
  });
  expect(await screen.findByRole('alert')).toHaveTextContent('Fehler beim Laden des Projekts');
  expect(screen.queryByText('Projekt nicht gefunden')).not.toBeInTheDocument();
});

test('a long task list shows the 20 newest first and the next 20 on Mehr anzeigen', async () => {
  const { ctx, router } = await renderRoute(routes, '/projekte/1', { as: MEMBER_EMAIL });
  await screen.findByRole('list', { name: 'Aufgaben des Projekts' });
  const template = (await ctx.db.tasks.where('projectId').equals(1).first())!;
  const { id: _id, ...fields } = template;
  // Newer than every seeded task, numbered by age: Neu 30 is the newest.
  await ctx.db.tasks.bulkAdd(
    Array.from({ length: 30 }, (_, i) => ({
      ...fields,
      title: `Neu ${String(i + 1).padStart(2, '0')}`,
      createdAt: new Date(Date.UTC(2030, 0, 1, 0, i)).toISOString(),
    })),
  );
  await act(() => router.revalidate());
  const items = () => within(screen.getByRole('list', { name: 'Aufgaben des Projekts' })).getAllByRole('listitem');
  expect(items()).toHaveLength(20);
  expect(items()[0]).toHaveTextContent('Neu 30');
  expect(screen.getByText('20 von 37 angezeigt')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Mehr anzeigen' }));
  await waitFor(() => expect(items()).toHaveLength(37));
  expect(router.state.location.search).toBe('?anzahl=40');
  expect(items()[36]).toHaveTextContent('Anforderungen der Beratungsstellen sammeln');
});
