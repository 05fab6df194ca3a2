import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RouteObject } from 'react-router-dom';
import { ADMIN_EMAIL, MEMBER_EMAIL } from '../../testing/demo-context';
import { renderRoute } from '../../testing/render-route';
import { getByRoleHolding } from '../../testing/queries';
import { useSession } from '../../stores/session';
import * as detailRoute from './collaborative-detail-route';
import * as listRoute from './collaborative-list-route';

const routes: RouteObject[] = [
  { path: '/kollaborativ', ...listRoute },
  { path: '/kollaborativ/:id', ...detailRoute },
  { path: '/dashboard', element: <h1>Dashboard</h1> },
];

function cardTitles() {
  const list = screen.getByRole('list', { name: 'Ihre kollaborativen Projekte' });
  return within(list)
    .getAllByRole('heading', { level: 2 })
    .map((h) => h.textContent);
}

test('a member sees only the collaborative projects of groups 1 and 2', async () => {
  await renderRoute(routes, '/kollaborativ', { as: MEMBER_EMAIL });
  expect(await screen.findByRole('heading', { level: 1, name: 'Kollaborative Projekte' })).toBeInTheDocument();
  expect(cardTitles()).toEqual([
    'Gemeinsame Wissensbasis Sozialberatung',
    'Leichte Sprache im Trägerverbund',
    'Springerpool Pflege Mittelthüringen',
    'Sprachdokumentation im ambulanten Dienst',
  ]);
  expect(screen.queryByText('Digitale Elternbriefe in der Kita')).not.toBeInTheDocument();
});

test('a card shows status, progress, deadline and task counts and links to the detail', async () => {
  await renderRoute(routes, '/kollaborativ', { as: MEMBER_EMAIL });
  const link = await screen.findByRole('link', { name: 'Gemeinsame Wissensbasis Sozialberatung' });
  expect(link).toHaveAttribute('href', '/kollaborativ/1');
  const card = getByRoleHolding('article', 'Gemeinsame Wissensbasis Sozialberatung');
  expect(within(card).getByText('Aktiv')).toBeInTheDocument();
  expect(
    within(card).getByRole('progressbar', { name: 'Fortschritt von „Gemeinsame Wissensbasis Sozialberatung“' }),
  ).toHaveAttribute('aria-valuenow', '33');
  expect(within(card).getByText('33 %')).toBeInTheDocument();
  expect(within(card).getByText('Frist')).toBeInTheDocument();
  expect(within(card).getByText('4 offen · 2 abgeschlossen')).toBeInTheDocument();
  const archived = getByRoleHolding('article', 'Sprachdokumentation im ambulanten Dienst');
  expect(within(archived).getByText('Archiviert')).toBeInTheDocument();
  const completed = getByRoleHolding('article', 'Leichte Sprache im Trägerverbund');
  expect(within(completed).getByText('Abgeschlossen')).toBeInTheDocument();
});

test('an admin sees every collaborative project', async () => {
  await renderRoute(routes, '/kollaborativ', { as: ADMIN_EMAIL });
  await screen.findByRole('heading', { level: 1, name: 'Kollaborative Projekte' });
  expect(cardTitles()).toHaveLength(5);
});

test('a member whose groups have no collaborative projects sees Keine Projekte gefunden', async () => {
  const { router } = await renderRoute(routes, '/kollaborativ', { as: MEMBER_EMAIL });
  await screen.findByRole('heading', { level: 1, name: 'Kollaborative Projekte' });
  const member = useSession.getState().user!;
  await act(async () => {
    useSession.setState({ user: { ...member, projectGroups: [4] } });
    await router.revalidate();
  });
  expect(screen.getByText('Keine Projekte gefunden')).toBeInTheDocument();
  expect(screen.queryByRole('list', { name: 'Ihre kollaborativen Projekte' })).not.toBeInTheDocument();
});

test('the detail shows progress, group, deadline, participants, overview, team and an empty documents panel', async () => {
  await renderRoute(routes, '/kollaborativ/1', { as: MEMBER_EMAIL });
  expect(
    await screen.findByRole('heading', { level: 1, name: 'Gemeinsame Wissensbasis Sozialberatung' }),
  ).toBeInTheDocument();
  expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  expect(screen.getByRole('progressbar', { name: /Fortschritt/ })).toHaveAttribute('aria-valuenow', '33');
  expect(screen.getByText('Digitale Beratung & Teilhabe')).toBeInTheDocument();
  const participants = screen.getByRole('list', { name: 'Teilnehmende' });
  expect(within(participants).getByText('Nina Nutzer')).toBeInTheDocument();
  expect(within(participants).getAllByRole('listitem')).toHaveLength(5);

  const overview = screen.getByRole('region', { name: 'Übersicht' });
  const count = (label: string) => within(overview).getByText(label).nextSibling?.textContent;
  expect(count('Gesamt')).toBe('6');
  expect(count('Offen')).toBe('3');
  expect(count('In Bearbeitung')).toBe('1');
  expect(count('Abgeschlossen')).toBe('2');
  expect(count('Bald fällig')).toBe('2');

  const team = screen.getByRole('region', { name: 'Team' });
  expect(within(team).getByText('Nina Nutzer (Sie)')).toBeInTheDocument();
  expect(
    within(screen.getByRole('region', { name: 'Dokumente' })).getByText('Noch keine Dokumente vorhanden'),
  ).toBeInTheDocument();
});

test('the filter Meine shows only tasks assigned to the member', async () => {
  const user = userEvent.setup();
  await renderRoute(routes, '/kollaborativ/1', { as: MEMBER_EMAIL });
  const tasks = await screen.findByRole('list', { name: 'Aufgaben' });
  expect(within(tasks).getAllByRole('listitem')).toHaveLength(6);

  const mine = screen.getByRole('button', { name: /^Meine/ });
  expect(mine).toHaveAttribute('aria-pressed', 'false');
  await user.click(mine);
  await waitFor(() => expect(screen.getByRole('button', { name: /^Meine/ })).toHaveAttribute('aria-pressed', 'true'));
  const items = within(screen.getByRole('list', { name: 'Aufgaben' })).getAllByRole('listitem');
  expect(items.map((li) => within(li).getByRole('heading').textContent)).toEqual([
    'Quellen der Träger zusammentragen',
    'Handreichungen zum Bürgergeld aufbereiten',
    'Testfragen für die Qualitätsprüfung sammeln',
  ]);
  for (const li of items) expect(li).toHaveTextContent('Nina Nutzer (Sie)');
});

test('the filters Unerledigt and Abgeschlossen split the tasks by phase', async () => {
  const user = userEvent.setup();
  await renderRoute(routes, '/kollaborativ/1', { as: MEMBER_EMAIL });
  const shown = () => within(screen.getByRole('list', { name: 'Aufgaben' })).getAllByRole('listitem');
  await user.click(await screen.findByRole('button', { name: /^Unerledigt/ }));
  await waitFor(() => expect(shown()).toHaveLength(4));
  expect(screen.getByRole('status')).toHaveTextContent('4 Aufgaben · Unerledigt');
  await user.click(screen.getByRole('button', { name: /^Abgeschlossen/ }));
  await waitFor(() => expect(shown()).toHaveLength(2));
  await user.click(screen.getByRole('button', { name: /^Alle/ }));
  await waitFor(() => expect(shown()).toHaveLength(6));
});

test('a task due within 3 days is marked Bald fällig, one due later is not', async () => {
  await renderRoute(routes, '/kollaborativ/1', { as: MEMBER_EMAIL });
  const tasks = await screen.findByRole('list', { name: 'Aufgaben' });
  const item = (title: string) => getByRoleHolding('listitem', title, tasks);
  expect(within(item('Handreichungen zum Bürgergeld aufbereiten')).getByText('Bald fällig')).toBeInTheDocument();
  expect(within(item('Freigabeprozess für neue Dokumente festlegen')).getByText('Bald fällig')).toBeInTheDocument();
  expect(
    within(item('Testfragen für die Qualitätsprüfung sammeln')).queryByText('Bald fällig'),
  ).not.toBeInTheDocument();
  expect(within(item('Quellen der Träger zusammentragen')).queryByText('Bald fällig')).not.toBeInTheDocument();
});

test.each([
  ['an unknown id', '/kollaborativ/999'],
  ['a non-numeric id', '/kollaborativ/abc'],
  ['a project of another group', '/kollaborativ/5'],
])('%s shows Projekt nicht gefunden with a link back', async (_name, path) => {
  await renderRoute(routes, path, { as: MEMBER_EMAIL });
  expect(await screen.findByRole('heading', { level: 1, name: 'Projekt nicht gefunden' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Zurück zur Übersicht' })).toHaveAttribute('href', '/kollaborativ');
});
