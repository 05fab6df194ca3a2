import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RouteObject } from 'react-router-dom';
import { ADMIN_EMAIL, TEST_NOW } from '../../../testing/demo-context';
import { renderRoute } from '../../../testing/render-route';
import { useToasts } from '../../../stores/toasts';

// The admin area is a large DOM over a real (fake-indexeddb) store: give async queries room.
configure({ asyncUtilTimeout: 5000 });
vi.setConfig({ testTimeout: 30_000 });

const REQUIRED = 'Bitte füllen Sie alle Pflichtfelder aus.';
const GROUPS = 'Bitte wählen Sie mindestens eine Projektgruppe aus.';
const OPTIONS = 'Bitte geben Sie mindestens zwei Antwortoptionen ein.';

async function routes(): Promise<RouteObject[]> {
  return [{ path: '/admin', ...(await import('../admin-route')) }];
}

// A running poll ends with its end date: one ahead of the frozen clock.
const nextNewYearsEve = `${TEST_NOW.getFullYear()}-12-31`;
const toasts = () => useToasts.getState().toasts.map((t) => t.message);
const basics = () => within(screen.getByRole('group', { name: 'Grundinformationen' }));
const optionInputs = () => within(screen.getByRole('group', { name: /^Antwortoptionen/ })).getAllByRole('textbox');
const removeButtons = () => screen.getAllByRole('button', { name: /^Antwortoption \d+ entfernen$/ });

// Warm the lazily loaded tab chunk, so the first test does not wait for its transform.
beforeAll(async () => {
  await import('./polls-tab');
});

// The seed's dates are relative to TEST_NOW; freeze Date there so running polls are running on screen too.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(TEST_NOW);
  useToasts.setState({ toasts: [] });
});
afterEach(() => {
  vi.useRealTimers();
});

async function openNew() {
  const view = await renderRoute(await routes(), '/admin?tab=umfragen&neu', { as: ADMIN_EMAIL });
  await screen.findByRole('form', { name: 'Neue Umfrage' });
  return view;
}

test('the list shows title, description and Aktiv only for running polls', async () => {
  await renderRoute(await routes(), '/admin?tab=umfragen', { as: ADMIN_EMAIL });
  const table = await screen.findByRole('table', { name: 'Alle Umfragen' });
  expect(within(table).getAllByRole('row')).toHaveLength(6);
  const open = within(table).getByRole('row', { name: /Thema für den nächsten Praxis-Workshop/ });
  expect(within(open).getByText('Aktiv')).toBeInTheDocument();
  expect(within(open).getByText(/Welches Thema interessiert Sie am meisten/)).toBeInTheDocument();
  expect(
    within(within(table).getByRole('row', { name: /Name für den Leichte-Sprache-Übersetzer/ })).getByText('Inaktiv'),
  ).toBeInTheDocument();
  expect(
    within(within(table).getByRole('row', { name: /Videokonferenz-Lösung/ })).getByText('Inaktiv'),
  ).toBeInTheDocument();
});

test('the search finds polls by title or description, and says when none fits', async () => {
  await renderRoute(await routes(), '/admin?tab=umfragen', { as: ADMIN_EMAIL });
  const table = await screen.findByRole('table', { name: 'Alle Umfragen' });
  const search = screen.getByRole('searchbox', { name: 'Umfragen durchsuchen' });
  const user = userEvent.setup();
  await user.type(search, 'workshop');
  await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(2));
  expect(within(table).getByRole('row', { name: /Thema für den nächsten Praxis-Workshop/ })).toBeInTheDocument();
  await user.clear(search);
  await user.type(search, 'Umfrage ohne Namen');
  expect(await screen.findByText('Keine Umfrage passt zu „Umfrage ohne Namen“.')).toBeInTheDocument();
});

test('a running poll whose end date has passed is listed as Abgelaufen, as the dashboard says; Inaktiv stays for switched-off polls', async () => {
  await renderRoute(await routes(), '/admin?tab=umfragen', {
    as: ADMIN_EMAIL,
    arrange: (ctx) =>
      ctx.db.polls
        .filter((p) => p.title === 'Thema für den nächsten Praxis-Workshop')
        .modify({ endDate: '2020-01-31' }),
  });
  const table = await screen.findByRole('table', { name: 'Alle Umfragen' });
  expect(
    within(within(table).getByRole('row', { name: /Thema für den nächsten Praxis-Workshop/ })).getByText('Abgelaufen'),
  ).toBeInTheDocument();
  expect(
    within(within(table).getByRole('row', { name: /Name für den Leichte-Sprache-Übersetzer/ })).getByText('Inaktiv'),
  ).toBeInTheDocument();
  expect(
    within(within(table).getByRole('row', { name: /Auswertungstreffen Dienstplanung/ })).getByText('Aktiv'),
  ).toBeInTheDocument();
});

test('an active poll whose start date is ahead is listed with the day it opens', async () => {
  await renderRoute(await routes(), '/admin?tab=umfragen', {
    as: ADMIN_EMAIL,
    arrange: (ctx) =>
      ctx.db.polls
        .filter((p) => p.title === 'Thema für den nächsten Praxis-Workshop')
        .modify({ startDate: '2030-05-04' }),
  });
  const table = await screen.findByRole('table', { name: 'Alle Umfragen' });
  const row = within(table).getByRole('row', { name: /Thema für den nächsten Praxis-Workshop/ });
  expect(within(row).getByText('Ab 04.05.2030')).toBeInTheDocument();
  expect(within(row).queryByText('Aktiv')).not.toBeInTheDocument();
});

test('each rule has its message, tied to its field, and the first invalid field gets the focus', async () => {
  const user = userEvent.setup();
  const { ctx } = await openNew();
  const before = await ctx.db.polls.count();
  const start = screen.getByRole('button', { name: 'Umfrage starten' });

  await user.click(start);
  // One summary above the form says it once; both fields point to it.
  expect(await screen.findByText(REQUIRED)).toBeInTheDocument();
  expect(screen.getByText(GROUPS)).toBeInTheDocument();
  expect(screen.getByText(OPTIONS)).toBeInTheDocument();
  const title = basics().getByLabelText(/^Titel/);
  await waitFor(() => expect(title).toHaveFocus());
  // The focused field says what is wrong; four alerts at once (two of them the same) said it over each other.
  expect(screen.queryAllByRole('alert')).toEqual([]);
  expect(title).toHaveAccessibleDescription(REQUIRED);
  expect(basics().getByLabelText(/^Beschreibung/)).toHaveAttribute('aria-invalid', 'true');

  await user.type(title, 'Teamtag');
  await user.type(basics().getByLabelText(/^Beschreibung/), 'Wohin?');
  await user.type(optionInputs()[0]!, 'Erfurt');
  await user.click(start);
  await waitFor(() => expect(screen.queryByText(REQUIRED)).not.toBeInTheDocument());
  expect(screen.getByText(OPTIONS)).toBeInTheDocument();
  expect(screen.getByText(GROUPS)).toBeInTheDocument();
  // Only the empty option is marked, described by the message, and focused.
  const [filled, empty] = optionInputs();
  expect(filled).not.toHaveAttribute('aria-invalid');
  expect(empty).toHaveAccessibleDescription(OPTIONS);
  await waitFor(() => expect(empty).toHaveFocus());

  await user.type(empty!, 'Weimar');
  await user.click(start);
  await waitFor(() => expect(screen.queryByText(OPTIONS)).not.toBeInTheDocument());
  const group = screen.getByRole('checkbox', { name: 'Digitale Beratung & Teilhabe' });
  expect(group).toHaveAccessibleDescription(`5 Mitglieder ${GROUPS}`);
  await waitFor(() => expect(group).toHaveFocus());
  expect(await ctx.db.polls.count()).toBe(before);
});

test('an answer given twice is marked where it repeats, described by the message and focused', async () => {
  const user = userEvent.setup();
  const { ctx } = await openNew();
  const before = await ctx.db.polls.count();
  await user.type(basics().getByLabelText(/^Titel/), 'Teamtag');
  await user.type(basics().getByLabelText(/^Beschreibung/), 'Wohin?');
  await user.type(optionInputs()[0]!, 'Erfurt');
  await user.type(optionInputs()[1]!, ' erfurt');
  await user.click(screen.getByRole('checkbox', { name: 'Digitale Beratung & Teilhabe' }));
  await user.click(screen.getByRole('button', { name: 'Umfrage starten' }));
  const [first, repeated] = optionInputs();
  await waitFor(() => expect(repeated).toHaveFocus());
  expect(repeated).toHaveAccessibleDescription('Jede Antwortoption darf nur einmal vorkommen.');
  expect(first).not.toHaveAttribute('aria-invalid');
  expect(await ctx.db.polls.count()).toBe(before);
});

test('option rows never drop below two: the remove buttons are disabled at two', async () => {
  const user = userEvent.setup();
  await openNew();
  expect(optionInputs()).toHaveLength(2);
  removeButtons().forEach((b) => expect(b).toBeDisabled());

  await user.click(screen.getByRole('button', { name: 'Option hinzufügen' }));
  expect(optionInputs()).toHaveLength(3);
  removeButtons().forEach((b) => expect(b).toBeEnabled());
  await user.type(optionInputs()[2]!, 'Dritte');
  await user.click(screen.getByRole('button', { name: 'Antwortoption 1 entfernen' }));
  expect(optionInputs()).toHaveLength(2);
  expect(optionInputs()[1]).toHaveValue('Dritte');
  removeButtons().forEach((b) => expect(b).toBeDisabled());
  // The removed row's button is gone: the option that took its place has the focus.
  await waitFor(() => expect(optionInputs()[0]).toHaveFocus());
});

test('the status select labels draft as Geöscht, verbatim', async () => {
  await openNew();
  const status = basics().getByLabelText('Status');
  expect(
    within(status)
      .getAllByRole('option')
      .map((o) => [(o as HTMLOptionElement).value, o.textContent]),
  ).toEqual([
    ['active', 'Aktiv'],
    ['completed', 'Abgeschlossen'],
    ['draft', 'Geöscht'],
  ]);
});

async function fillNewPoll(user: ReturnType<typeof userEvent.setup>, title: string) {
  await user.type(basics().getByLabelText(/^Titel/), title);
  await user.type(basics().getByLabelText(/^Beschreibung/), 'Bitte abstimmen.');
  const [first, second] = optionInputs();
  await user.type(first!, 'Ja');
  await user.type(second!, 'Nein');
  const card = screen.getByRole('checkbox', { name: 'Digitale Beratung & Teilhabe' });
  expect(card).toHaveAccessibleDescription('5 Mitglieder');
  await user.click(card);
  expect(card).toBeChecked();
}

test('Als Entwurf speichern stores a draft that is not active', async () => {
  const user = userEvent.setup();
  const { ctx } = await openNew();
  await fillNewPoll(user, 'Entwurfsumfrage');
  // Ticked by default; a draft is stored inactive all the same.
  expect(screen.getByRole('checkbox', { name: 'Sofort aktivieren' })).toBeChecked();
  await user.click(screen.getByRole('button', { name: 'Als Entwurf speichern' }));

  const row = await screen.findByRole('row', { name: /Entwurfsumfrage/ });
  expect(within(row).getByText('Inaktiv')).toBeInTheDocument();
  expect(toasts()).toContain('Umfrage wurde erstellt');
  const stored = await ctx.db.polls.filter((p) => p.title === 'Entwurfsumfrage').first();
  expect(stored).toMatchObject({ status: 'draft', isActive: false, projectGroupIds: [1] });
});

test('Umfrage starten creates an active poll with numbered options: Sofort aktivieren is ticked for a new poll', async () => {
  const user = userEvent.setup();
  const { ctx } = await openNew();
  await fillNewPoll(user, 'Startumfrage');
  // Keyboard: the group cards are checkboxes, Space toggles.
  const care = screen.getByRole('checkbox', { name: /Pflege & Organisation/ });
  care.focus();
  await user.keyboard(' ');
  expect(care).toBeChecked();
  await user.type(screen.getByLabelText('Enddatum'), nextNewYearsEve);
  // Members can vote right away, without the admin remembering to tick anything.
  expect(screen.getByRole('checkbox', { name: 'Sofort aktivieren' })).toBeChecked();
  await user.click(screen.getByRole('button', { name: 'Umfrage starten' }));

  const row = await screen.findByRole('row', { name: /Startumfrage/ });
  expect(within(row).getByText('Aktiv')).toBeInTheDocument();
  const stored = await ctx.db.polls.filter((p) => p.title === 'Startumfrage').first();
  expect(stored).toMatchObject({
    status: 'active',
    isActive: true,
    projectGroupIds: [1, 2],
    endDate: nextNewYearsEve,
    startDate: null,
    options: [
      { id: 1, text: 'Ja', votes: 0 },
      { id: 2, text: 'Nein', votes: 0 },
    ],
  });
});

test('a poll ending before it starts is refused at the end date and not stored', async () => {
  const user = userEvent.setup();
  const { ctx } = await openNew();
  await fillNewPoll(user, 'Rückwärtsumfrage');
  await user.type(screen.getByLabelText('Startdatum'), '2026-06-10');
  await user.type(screen.getByLabelText('Enddatum'), '2026-06-01');
  await user.click(screen.getByRole('button', { name: 'Umfrage starten' }));
  await waitFor(() =>
    expect(screen.getByLabelText('Enddatum')).toHaveAccessibleDescription(
      expect.stringContaining('Das Enddatum darf nicht vor dem Startdatum liegen.'),
    ),
  );
  expect(screen.getByLabelText('Startdatum')).toHaveValue('2026-06-10');
  expect(await ctx.db.polls.filter((p) => p.title === 'Rückwärtsumfrage').count()).toBe(0);
});

test('editing an inactive poll keeps Sofort aktivieren unticked, as stored', async () => {
  await renderRoute(await routes(), '/admin?tab=umfragen&bearbeiten=3', { as: ADMIN_EMAIL });
  await screen.findByRole('form', { name: 'Umfrage bearbeiten' });
  expect(basics().getByLabelText(/^Titel/)).toHaveValue('Name für den Leichte-Sprache-Übersetzer');
  expect(screen.getByRole('checkbox', { name: 'Sofort aktivieren' })).not.toBeChecked();
});

test('editing an option text keeps its id and votes; a new option gets a fresh id', async () => {
  const user = userEvent.setup();
  const { ctx } = await renderRoute(await routes(), '/admin?tab=umfragen&bearbeiten=1', { as: ADMIN_EMAIL });
  await screen.findByRole('form', { name: 'Umfrage bearbeiten' });
  expect(basics().getByLabelText(/^Titel/)).toHaveValue('Thema für den nächsten Praxis-Workshop');
  expect(screen.getByRole('checkbox', { name: /Digitale Beratung & Teilhabe/ })).toBeChecked();
  expect(screen.getByRole('checkbox', { name: /Pflege & Organisation/ })).toBeChecked();
  expect(screen.getByRole('checkbox', { name: 'Sofort aktivieren' })).toBeChecked();
  expect(screen.getByRole('button', { name: 'Speichern' })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Umfrage starten' })).not.toBeInTheDocument();
  const before = await ctx.db.polls.get(1);
  const votesBefore = await ctx.db.votes.filter((v) => v.pollId === 1 && v.optionId === 2).count();
  expect(votesBefore).toBeGreaterThan(0);

  const second = screen.getByRole('textbox', { name: /^Antwortoption 2/ });
  expect(second).toHaveValue('Prompting für Beratungsfachkräfte');
  await user.clear(second);
  await user.type(second, 'Prompting im Beratungsalltag');
  await user.click(screen.getByRole('button', { name: 'Option hinzufügen' }));
  await user.type(optionInputs()[4]!, 'Barrierefreiheit');
  await user.click(screen.getByRole('button', { name: 'Speichern' }));

  await waitFor(() => expect(toasts()).toContain('Umfrage wurde aktualisiert'));
  await screen.findByRole('table', { name: 'Alle Umfragen' });
  const after = await ctx.db.polls.get(1);
  const old = before!.options;
  expect(after?.options).toEqual([
    old[0],
    { id: 2, text: 'Prompting im Beratungsalltag', votes: old[1]!.votes },
    old[2],
    old[3],
    { id: 5, text: 'Barrierefreiheit', votes: 0 },
  ]);
  expect(await ctx.db.votes.filter((v) => v.pollId === 1 && v.optionId === 2).count()).toBe(votesBefore);
});

test('removing an option that has votes says before saving that those votes go', async () => {
  const user = userEvent.setup();
  const { ctx } = await renderRoute(await routes(), '/admin?tab=umfragen&bearbeiten=1', { as: ADMIN_EMAIL });
  await screen.findByRole('form', { name: 'Umfrage bearbeiten' });
  const votes = (await ctx.db.polls.get(1))!.options[1]!.votes;
  expect(votes).toBeGreaterThan(1);
  expect(screen.queryByText(/für entfernte Antwortoptionen gelöscht/)).not.toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Antwortoption 2 entfernen' }));
  expect(screen.getByRole('status')).toHaveTextContent(
    `Beim Speichern werden ${votes} Stimmen für entfernte Antwortoptionen gelöscht; wer sie abgegeben hat, kann erneut abstimmen.`,
  );
});

test('a failed save keeps everything typed and shows the store message', async () => {
  const user = userEvent.setup();
  const { ctx } = await openNew();
  await fillNewPoll(user, 'Bleibt erhalten');
  // Unticked on purpose: the choice must survive the failed save.
  await user.click(screen.getByRole('checkbox', { name: 'Sofort aktivieren' }));
  // The session ends meanwhile: the store refuses the write.
  ctx.signOut();
  await user.click(screen.getByRole('button', { name: 'Umfrage starten' }));
  const alert = await screen.findByText('Bitte melden Sie sich an.');
  // eslint-disable-next-line testing-library/no-node-access -- the focus target is the alert's plain wrapper (no role)
  await waitFor(() => expect(alert.closest('[tabindex="-1"]')).toHaveFocus());
  expect(basics().getByLabelText(/^Titel/)).toHaveValue('Bleibt erhalten');
  expect(basics().getByLabelText(/^Beschreibung/)).toHaveValue('Bitte abstimmen.');
  expect(optionInputs().map((i) => (i as HTMLInputElement).value)).toEqual(['Ja', 'Nein']);
  expect(screen.getByRole('checkbox', { name: 'Digitale Beratung & Teilhabe' })).toBeChecked();
  expect(screen.getByRole('checkbox', { name: 'Sofort aktivieren' })).not.toBeChecked();
  expect(await ctx.db.polls.filter((p) => p.title === 'Bleibt erhalten').count()).toBe(0);
});

test('a group deleted while the form is open leaves the selection', async () => {
  const user = userEvent.setup();
  const { ctx } = await openNew();
  await fillNewPoll(user, 'Gruppe weg');
  await ctx.db.groups.delete(1);
  await waitFor(() =>
    expect(screen.queryByRole('checkbox', { name: 'Digitale Beratung & Teilhabe' })).not.toBeInTheDocument(),
  );
  await user.click(screen.getByRole('button', { name: 'Umfrage starten' }));
  expect(await screen.findByText(GROUPS)).toBeInTheDocument();
});

test('deleting asks first and removes the poll', async () => {
  const user = userEvent.setup();
  const { ctx } = await renderRoute(await routes(), '/admin?tab=umfragen', { as: ADMIN_EMAIL });
  await user.click(await screen.findByRole('button', { name: 'Löschen: Name für den Leichte-Sprache-Übersetzer' }));
  const dialog = await screen.findByRole('alertdialog', { name: '„Name für den Leichte-Sprache-Übersetzer“ löschen?' });
  await user.click(within(dialog).getByRole('button', { name: 'Löschen' }));
  await waitFor(() => expect(toasts()).toContain('Umfrage wurde gelöscht'));
  await waitFor(() =>
    expect(screen.queryByRole('row', { name: /Leichte-Sprache-Übersetzer/ })).not.toBeInTheDocument(),
  );
  expect(await ctx.db.polls.get(3)).toBeUndefined();
});

test('the table shows the 50 newest polls first and the rest on Mehr anzeigen; the search pages too', async () => {
  await renderRoute(await routes(), '/admin?tab=umfragen', {
    as: ADMIN_EMAIL,
    // Older than every seeded poll, so the seeded five lead the table.
    arrange: (ctx) =>
      ctx.db.polls.bulkAdd(
        Array.from({ length: 60 }, (_, i) => ({
          title: `Rückblick ${String(i + 1).padStart(2, '0')}`,
          description: 'Archiv',
          options: [
            { id: 1, text: 'Ja', votes: 0 },
            { id: 2, text: 'Nein', votes: 0 },
          ],
          startDate: null,
          endDate: null,
          projectGroupIds: [1],
          isActive: false,
          status: 'completed' as const,
          createdAt: new Date(Date.UTC(2020, 0, 60 - i)).toISOString(),
        })),
      ),
  });
  const rows = () => within(screen.getByRole('table', { name: 'Alle Umfragen' })).getAllByRole('row');
  expect(await screen.findByText('50 von 65 angezeigt')).toBeInTheDocument();
  expect(rows()).toHaveLength(51);
  expect(rows()[6]).toHaveAccessibleName(/Rückblick 01/);
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: 'Mehr anzeigen' }));
  await waitFor(() => expect(rows()).toHaveLength(66));
  expect(rows()[65]).toHaveAccessibleName(/Rückblick 60/);

  await user.type(screen.getByRole('searchbox', { name: 'Umfragen durchsuchen' }), 'rückblick');
  // queryBy: a failing getBy prints the whole table each time, which starves the store's work in this DOM.
  await waitFor(() => expect(screen.queryAllByText('50 von 60 angezeigt')).toHaveLength(1));
  expect(rows()).toHaveLength(51);
});
