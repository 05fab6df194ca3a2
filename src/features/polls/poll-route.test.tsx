import { act, isInaccessible, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation, type RouteObject } from 'react-router-dom';
import { MEMBER_EMAIL, TEST_NOW } from '../../testing/demo-context';
import { getByRoleHolding } from '../../testing/queries';
import { renderRoute } from '../../testing/render-route';
import { repository } from '../../data/repository-instance';
import { useToasts } from '../../stores/toasts';
import * as pollRoute from './poll-route';

/** The value a fact list gives for `term` (a term and its definition side by side). */
function factValue(term: string) {
  const index = screen.getAllByRole('term').findIndex((t) => t.textContent?.trim() === term);
  return screen.getAllByRole('definition')[index];
}

const routes: RouteObject[] = [
  { path: '/polls/:id', ...pollRoute },
  { path: '/dashboard', element: <h1>Dashboard</h1> },
];

// The seed's dates are relative to TEST_NOW; freeze Date there so open polls are open on screen too.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(TEST_NOW);
  useToasts.setState({ toasts: [] });
});
afterEach(() => {
  vi.useRealTimers();
});

test('an open poll shows its details and one choice per option with a disabled Abstimmen', async () => {
  await renderRoute(routes, '/polls/1', { as: MEMBER_EMAIL });
  expect(
    await screen.findByRole('heading', { level: 1, name: 'Thema für den nächsten Praxis-Workshop' }),
  ).toBeInTheDocument();
  expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  expect(screen.getByText('Aktiv')).toBeInTheDocument();
  expect(screen.getByText('Digitale Beratung & Teilhabe')).toBeInTheDocument();
  expect(screen.getByText('Pflege & Organisation')).toBeInTheDocument();
  const group = screen.getByRole('group', { name: 'Antwortmöglichkeiten' });
  expect(within(group).getAllByRole('radio')).toHaveLength(4);
  expect(screen.getByRole('button', { name: 'Abstimmen' })).toBeDisabled();
  expect(screen.queryByRole('heading', { name: 'Ergebnisse' })).not.toBeInTheDocument();
});

test('a member votes on poll 1: results appear, a vote row is written and the vote buttons are gone', async () => {
  const user = userEvent.setup();
  const { ctx } = await renderRoute(routes, '/polls/1', { as: MEMBER_EMAIL });
  await user.click(await screen.findByRole('radio', { name: 'Prompting für Beratungsfachkräfte' }));
  const submit = screen.getByRole('button', { name: 'Abstimmen' });
  expect(submit).toBeEnabled();
  await user.click(submit);

  const heading = await screen.findByRole('heading', { name: 'Ergebnisse' });
  await waitFor(() => expect(heading).toHaveFocus());
  expect(screen.queryByRole('button', { name: 'Abstimmen' })).not.toBeInTheDocument();
  expect(screen.queryByRole('radio')).not.toBeInTheDocument();
  // 10 seeded votes + 1: option 2 now has 4 of 11.
  const own = getByRoleHolding('listitem', 'Ihre Stimme');
  expect(within(own).getByText('Prompting für Beratungsfachkräfte')).toBeInTheDocument();
  expect(within(own).getByText('36 %')).toBeInTheDocument();
  expect(within(own).getByText('4 Stimmen')).toBeInTheDocument();
  expect(screen.getByText('Abgestimmt')).toBeInTheDocument();
  expect(await ctx.db.votes.get([1, 2])).toMatchObject({ pollId: 1, userId: 2, optionId: 2 });
  expect(screen.getByText('Vielen Dank! Ihre Stimme wurde gezählt.')).toBeInTheDocument();
});

test('the choices are keyboard operable', async () => {
  const user = userEvent.setup();
  await renderRoute(routes, '/polls/1', { as: MEMBER_EMAIL });
  const first = await screen.findByRole('radio', { name: 'Datenschutz bei KI-Anwendungen' });
  first.focus();
  await user.keyboard(' ');
  expect(first).toBeChecked();
  await user.keyboard('{ArrowDown}');
  expect(screen.getByRole('radio', { name: 'Prompting für Beratungsfachkräfte' })).toBeChecked();
  expect(screen.getByRole('button', { name: 'Abstimmen' })).toBeEnabled();
});

test('a double click on Abstimmen casts one vote and shows no error', async () => {
  const user = userEvent.setup();
  const { ctx } = await renderRoute(routes, '/polls/1', { as: MEMBER_EMAIL });
  await user.click(await screen.findByRole('radio', { name: 'Prompting für Beratungsfachkräfte' }));
  await user.dblClick(screen.getByRole('button', { name: 'Abstimmen' }));
  expect(await screen.findByText('Vielen Dank! Ihre Stimme wurde gezählt.')).toBeInTheDocument();
  expect(useToasts.getState().toasts.filter((t) => t.type === 'error')).toEqual([]);
  expect(await ctx.db.votes.get([1, 2])).toMatchObject({ optionId: 2 });
  const own = getByRoleHolding('listitem', 'Ihre Stimme');
  expect(within(own).getByText('4 Stimmen')).toBeInTheDocument();
});

test('a refused vote shows the store message as an error toast and writes nothing', async () => {
  const user = userEvent.setup();
  // Someone closes the poll while the member is choosing, and this page has not heard of it yet.
  const { ctx } = await renderRoute(routes, '/polls/1', { as: MEMBER_EMAIL, live: false });
  await user.click(await screen.findByRole('radio', { name: 'KI in der Pflegedokumentation' }));
  await act(() => ctx.db.polls.update(1, { status: 'completed', isActive: false }));
  await user.click(screen.getByRole('button', { name: 'Abstimmen' }));
  // The page revalidates and now shows the closed poll's results.
  expect(await screen.findByText('Die Abstimmung ist beendet.')).toBeInTheDocument();
  expect(useToasts.getState().toasts.map((t) => [t.type, t.message])).toContainEqual([
    'error',
    'Diese Umfrage ist nicht aktiv.',
  ]);
  expect(await ctx.db.votes.get([1, 2])).toBeUndefined();
});

test('an active poll whose start date is ahead shows when voting begins, and no vote form', async () => {
  const { ctx } = await renderRoute(routes, '/polls/1', {
    as: MEMBER_EMAIL,
    live: false,
    arrange: (c) => c.db.polls.update(1, { startDate: '2030-05-04' }),
  });
  expect(await screen.findByText('Die Abstimmung beginnt am 04.05.2030.')).toBeInTheDocument();
  expect(screen.getByText('Inaktiv')).toBeInTheDocument();
  expect(factValue('Startdatum')).toHaveTextContent('04.05.2030');
  expect(screen.queryByRole('button', { name: 'Abstimmen' })).not.toBeInTheDocument();
  expect(screen.queryByRole('radio')).not.toBeInTheDocument();
  expect(await ctx.db.votes.get([1, 2])).toBeUndefined();
});

test('an active poll past its end date reads Abgelaufen, as in the admin list and on the dashboard, not Inaktiv', async () => {
  await renderRoute(routes, '/polls/1', {
    as: MEMBER_EMAIL,
    live: false,
    arrange: (c) => c.db.polls.update(1, { endDate: '2020-01-31' }),
  });
  expect(await screen.findByText('Die Abstimmung ist beendet.')).toBeInTheDocument();
  expect(screen.getAllByText('Abgelaufen')).toHaveLength(1);
  expect(screen.queryByText('Inaktiv')).not.toBeInTheDocument();
});

test('a guest who opens a poll link signs in and comes back to the poll', async () => {
  function Login() {
    const { search } = useLocation();
    return <h1>Login {search}</h1>;
  }
  await renderRoute([...routes, { path: '/login', Component: Login }], '/polls/1');
  expect(await screen.findByRole('heading', { level: 1, name: 'Login ?redirectTo=%2Fpolls%2F1' })).toBeInTheDocument();
});

test('poll 2 (already voted) shows results with the member’s choice as Ihre Stimme', async () => {
  await renderRoute(routes, '/polls/2', { as: MEMBER_EMAIL });
  expect(await screen.findByRole('heading', { name: 'Ergebnisse' })).toBeInTheDocument();
  const own = getByRoleHolding('listitem', 'Ihre Stimme');
  expect(within(own).getByText('Mittwoch, 14:00 Uhr')).toBeInTheDocument();
  expect(within(own).getByText('50 %')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Abstimmen' })).not.toBeInTheDocument();
});

test('poll 3 (completed) shows results, Inaktiv, Abgelaufen and no vote button', async () => {
  await renderRoute(routes, '/polls/3', { as: MEMBER_EMAIL });
  expect(await screen.findByRole('heading', { name: 'Ergebnisse' })).toBeInTheDocument();
  expect(screen.getByText('Inaktiv')).toBeInTheDocument();
  expect(screen.getAllByText('Abgelaufen').length).toBeGreaterThan(0);
  expect(screen.getByText('Die Abstimmung ist beendet.')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Abstimmen' })).not.toBeInTheDocument();
  expect(screen.queryByRole('radio')).not.toBeInTheDocument();
});

test('bar widths are relative to the top option: the top option is 100%', async () => {
  await renderRoute(routes, '/polls/3', { as: MEMBER_EMAIL });
  await screen.findByRole('heading', { name: 'Ergebnisse' });
  // Votes 3, 1, 5 of 9: bars 60%, 20%, 100%; the texts carry the shares of all votes.
  const bars = screen.getAllByTestId('poll-result-bar');
  expect(bars.map((b) => b.style.width)).toEqual(['60%', '20%', '100%']);
  expect(bars.every((b) => isInaccessible(b))).toBe(true);
  expect(screen.getByText('56 %')).toBeInTheDocument();
  expect(screen.getByText('5 Stimmen')).toBeInTheDocument();
  expect(screen.getByText('1 Stimme')).toBeInTheDocument();
});

test.each([
  ['a draft', '/polls/4'],
  ['an unknown id', '/polls/999'],
  ['a non-numeric id', '/polls/abc'],
  ['a poll of another group', '/polls/5'],
])('%s shows Umfrage nicht gefunden with a link to the dashboard', async (_name, path) => {
  await renderRoute(routes, path, { as: MEMBER_EMAIL });
  expect(await screen.findByRole('heading', { level: 1, name: 'Umfrage nicht gefunden' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Zum Dashboard' })).toHaveAttribute('href', '/dashboard');
});

test('a failing store shows Fehler beim Laden der Umfrage', async () => {
  const failing: RouteObject = {
    path: '/polls/:id',
    ...pollRoute,
    loader: (args) => {
      repository().polls.get = () => Promise.reject(new Error('Verbindung unterbrochen'));
      return pollRoute.loader(args);
    },
  };
  await renderRoute([failing], '/polls/1', { as: MEMBER_EMAIL });
  expect(await screen.findByRole('alert')).toHaveTextContent('Fehler beim Laden der Umfrage');
  expect(screen.getByRole('button', { name: 'Erneut versuchen' })).toBeInTheDocument();
});

test('the results show the poll the store answered the vote with, before the page reads it again', async () => {
  const user = userEvent.setup();
  // Nothing re-reads: neither after the action nor for the store's change report.
  const quiet: RouteObject[] = [{ path: '/polls/:id', ...pollRoute, shouldRevalidate: () => false }];
  await renderRoute(quiet, '/polls/1', { as: MEMBER_EMAIL, live: false });
  await user.click(await screen.findByRole('radio', { name: 'Prompting für Beratungsfachkräfte' }));
  await user.click(screen.getByRole('button', { name: 'Abstimmen' }));

  await screen.findByText('Ihre Stimme');
  const own = screen.getAllByRole('listitem').find((item) => within(item).queryByText('Ihre Stimme'))!;
  expect(within(own).getByText('4 Stimmen')).toBeInTheDocument();
  expect(screen.getByText('Vielen Dank! Ihre Stimme wurde gezählt.')).toBeInTheDocument();
});
