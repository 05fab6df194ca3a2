import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RouteObject } from 'react-router-dom';
import { ADMIN_EMAIL } from '../../../testing/demo-context';
import { renderRoute } from '../../../testing/render-route';
import { useToasts } from '../../../stores/toasts';
import { chooseFiles, pickedFile } from '../../../testing/upload-files';

// The admin area is a large DOM over a real (fake-indexeddb) store: give async queries room.
configure({ asyncUtilTimeout: 5000 });
vi.setConfig({ testTimeout: 30_000 });

const REQUIRED = 'Bitte füllen Sie alle Pflichtfelder aus.';

async function routes(): Promise<RouteObject[]> {
  return [
    { path: '/admin', ...(await import('../admin-route')) },
    { path: '/project-tasks/:id', element: <h1>Projektaufgaben</h1> },
  ];
}

const toasts = () => useToasts.getState().toasts.map((t) => t.message);
const basics = () => within(screen.getByRole('group', { name: 'Grundinformationen' }));

// Warm the lazily loaded tab chunk, so the first test does not wait for its transform.
beforeAll(async () => {
  await import('./projects-tab');
});

beforeEach(() => {
  useToasts.setState({ toasts: [] });
});

test('the list shows each project with group, status, featured and a link to its tasks', async () => {
  await renderRoute(await routes(), '/admin?tab=projekte', { as: ADMIN_EMAIL });
  const table = await screen.findByRole('table', { name: 'Alle Projekte' });
  const row = within(table).getByRole('row', { name: /KI-Assistent für die Schuldnerberatung/ });
  expect(within(row).getByText('Digitale Beratung & Teilhabe')).toBeInTheDocument();
  expect(within(row).getByText('Aktiv')).toBeInTheDocument();
  expect(within(row).getByText('Ja')).toBeInTheDocument();
  expect(within(row).getByRole('link', { name: 'Aufgaben: KI-Assistent für die Schuldnerberatung' })).toHaveAttribute(
    'href',
    '/project-tasks/1',
  );
  // on_hold and planning read 'In Planung' in lists (SPEC §4).
  const paused = within(table).getByRole('row', { name: /Digitale Antragsassistenz/ });
  expect(within(paused).getByText('In Planung')).toBeInTheDocument();
  expect(within(table).getAllByRole('row')).toHaveLength(7);
});

test('the search finds projects by title or by their group, and says when none fits', async () => {
  const { router } = await renderRoute(await routes(), '/admin?tab=projekte&suche=teilhabe', { as: ADMIN_EMAIL });
  const table = await screen.findByRole('table', { name: 'Alle Projekte' });
  // 'Digitale Beratung & Teilhabe' is the group of the first project.
  expect(within(table).getByRole('row', { name: /KI-Assistent für die Schuldnerberatung/ })).toBeInTheDocument();
  expect(within(table).getAllByRole('row').length).toBeLessThan(7);
  const search = screen.getByRole('searchbox', { name: 'Projekte durchsuchen' });
  expect(search).toHaveValue('teilhabe');
  const user = userEvent.setup();
  await user.clear(search);
  await user.type(search, 'xyz');
  expect(await screen.findByText('Kein Projekt passt zu „xyz“.')).toBeInTheDocument();
  expect(router.state.location.search).toContain('suche=xyz');
});

test('saving an empty form names the required fields, focuses the first one and stores nothing', async () => {
  const user = userEvent.setup();
  const { ctx } = await renderRoute(await routes(), '/admin?tab=projekte&neu', { as: ADMIN_EMAIL });
  expect(await screen.findByRole('heading', { level: 2, name: 'Neues Projekt' })).toBeInTheDocument();
  await screen.findByRole('form', { name: 'Neues Projekt' });
  const before = await ctx.db.projects.count();
  await user.click(screen.getByRole('button', { name: 'Speichern' }));

  // One summary above the form says it once; the four fields point to it.
  expect(await screen.findByText(REQUIRED)).toBeInTheDocument();
  const title = basics().getByLabelText(/^Titel/);
  await waitFor(() => expect(title).toHaveFocus());
  expect(title).toHaveAttribute('aria-invalid', 'true');
  expect(title).toHaveAccessibleDescription(REQUIRED);
  expect(basics().getByLabelText(/^Projektgruppe/)).toHaveAttribute('aria-invalid', 'true');
  expect(basics().getByLabelText(/^Kurzbeschreibung/)).toHaveAttribute('aria-invalid', 'true');
  expect(screen.getByLabelText(/^Startdatum/)).toHaveAttribute('aria-invalid', 'true');
  expect(screen.getByLabelText(/^Enddatum/)).not.toHaveAttribute('aria-invalid');
  expect(await ctx.db.projects.count()).toBe(before);
});

test('an admin creates a project with technologies, a feature and chosen members', async () => {
  const user = userEvent.setup();
  const { ctx, router } = await renderRoute(await routes(), '/admin?tab=projekte', { as: ADMIN_EMAIL });
  await user.click(await screen.findByRole('button', { name: 'Neues Projekt' }));
  await screen.findByRole('form', { name: 'Neues Projekt' });

  await user.type(basics().getByLabelText(/^Titel/), 'Sprachassistenz im Jugendamt');
  // By value: user-event compares option innerHTML, where & is escaped.
  await user.selectOptions(basics().getByLabelText(/^Projektgruppe/), '1');
  await user.type(basics().getByLabelText(/^Kurzbeschreibung/), 'Mehrsprachig beraten.');
  await user.type(basics().getByLabelText('Vollständige Beschreibung'), 'Ausführlich.');
  await user.selectOptions(basics().getByLabelText('Status'), 'Pausiert');
  await user.click(basics().getByLabelText('Auf der Startseite hervorheben'));
  await user.type(screen.getByLabelText(/^Startdatum/), '2026-07-01');

  const tech = screen.getByRole('textbox', { name: 'Technologien' });
  await user.type(tech, 'Python{Enter}');
  await user.type(tech, 'Whisper');
  await user.click(screen.getByRole('button', { name: 'Hinzufügen' }));
  expect(screen.getByRole('list', { name: 'Technologien' })).toHaveTextContent(/Python.*Whisper/);

  // Each row's labels name the row, so they never read like the project's own Titel.
  expect(screen.getAllByRole('textbox', { name: /Titel/ }).map((field) => field.getAttribute('name'))).toEqual([
    'title',
    'features.0.title',
  ]);
  expect(screen.getByRole('textbox', { name: 'Titel' })).toHaveAttribute('name', 'title');
  const feature = within(screen.getByRole('group', { name: 'Funktion 1' }));
  await user.type(feature.getByRole('textbox', { name: 'Funktion 1: Titel' }), 'Live-Übersetzung');
  await user.type(feature.getByRole('textbox', { name: 'Funktion 1: Beschreibung' }), 'Simultan.');
  await user.click(screen.getByRole('button', { name: 'Funktion hinzufügen' }));
  expect(screen.getByRole('group', { name: 'Funktion 2' })).toBeInTheDocument();

  const members = within(screen.getByRole('group', { name: 'Mitglieder' }));
  expect(members.getAllByRole('checkbox')).toHaveLength(5);
  await user.click(members.getByRole('checkbox', { name: 'Nina Nutzer' }));

  await user.click(screen.getByRole('button', { name: 'Speichern' }));

  const table = await screen.findByRole('table', { name: 'Alle Projekte' });
  const row = within(table).getByRole('row', { name: /Sprachassistenz im Jugendamt/ });
  expect(within(row).getByText('Digitale Beratung & Teilhabe')).toBeInTheDocument();
  expect(within(row).getByText('ab 01.07.2026')).toBeInTheDocument();
  expect(toasts()).toContain('Projekt wurde erstellt');
  expect(router.state.location.search).toBe('?tab=projekte');

  const stored = await ctx.db.projects.filter((p) => p.title === 'Sprachassistenz im Jugendamt').first();
  expect(stored).toMatchObject({
    projectGroupId: 1,
    description: 'Mehrsprachig beraten.',
    fullDescription: 'Ausführlich.',
    status: 'on_hold',
    featured: true,
    technologies: ['Python', 'Whisper'],
    // The empty second row is not a feature.
    features: [{ title: 'Live-Übersetzung', description: 'Simultan.', sortOrder: 0 }],
    startDate: '2026-07-01',
    endDate: null,
    imageUrl: null,
    additionalImages: [],
  });
  const nutzer = await ctx.db.users.get({ email: 'nutzer@example.com' });
  expect(stored?.members).toEqual([nutzer?.id]);
});

test('editing shows the stored values, keeps what is not touched and offers the existing planning status', async () => {
  const user = userEvent.setup();
  const { ctx } = await renderRoute(await routes(), '/admin?tab=projekte&bearbeiten=1', { as: ADMIN_EMAIL });
  await screen.findByRole('form', { name: 'Projekt bearbeiten' });
  const title = basics().getByLabelText(/^Titel/);
  expect(title).toHaveValue('KI-Assistent für die Schuldnerberatung');
  expect(basics().getByLabelText(/^Projektgruppe/)).toHaveDisplayValue('Digitale Beratung & Teilhabe');
  expect(basics().getByLabelText('Status')).toHaveDisplayValue('Aktiv');
  expect(basics().getByLabelText('Auf der Startseite hervorheben')).toBeChecked();
  expect(screen.getByRole('list', { name: 'Technologien' })).toHaveTextContent(/LLM.*RAG.*Python.*React/);
  expect(screen.getByRole('textbox', { name: 'Funktion 3: Titel' })).toHaveValue('Datenschutz by Design');
  expect(within(screen.getByRole('group', { name: 'Bilder' })).getAllByRole('img')).toHaveLength(3);
  const before = await ctx.db.projects.get(1);

  await user.clear(title);
  await user.type(title, 'KI-Assistent Schuldnerberatung 2.0');
  await user.click(screen.getByRole('button', { name: 'Python entfernen' }));
  await user.click(screen.getByRole('button', { name: 'Funktion 2 entfernen' }));
  await user.click(screen.getByRole('button', { name: 'Speichern' }));

  await waitFor(() => expect(toasts()).toContain('Projekt wurde aktualisiert'));
  expect(await screen.findByRole('row', { name: /KI-Assistent Schuldnerberatung 2\.0/ })).toBeInTheDocument();
  const after = await ctx.db.projects.get(1);
  expect(after).toMatchObject({
    title: 'KI-Assistent Schuldnerberatung 2.0',
    technologies: ['LLM', 'RAG', 'React'],
    features: [
      { title: 'Fristen-Erkennung', sortOrder: 0 },
      { title: 'Datenschutz by Design', sortOrder: 1 },
    ],
    imageUrl: before?.imageUrl,
    additionalImages: before?.additionalImages,
    members: before?.members,
    deadline: before?.deadline,
    startDate: before?.startDate,
    endDate: before?.endDate,
    category: before?.category,
  });

  // A planning project keeps its status selectable.
  await user.click(screen.getByRole('button', { name: 'Bearbeiten: Chatbot für die Kita-Anmeldung' }));
  const status = await screen.findByLabelText('Status');
  expect(
    within(status)
      .getAllByRole('option')
      .map((o) => o.textContent),
  ).toEqual(['Aktiv', 'Abgeschlossen', 'Pausiert', 'In Planung']);
  expect(status).toHaveDisplayValue('In Planung');
});

test('a failed save shows the store message and keeps everything typed', async () => {
  const user = userEvent.setup();
  const { ctx } = await renderRoute(await routes(), '/admin?tab=projekte&neu', { as: ADMIN_EMAIL });
  await screen.findByRole('form', { name: 'Neues Projekt' });
  await user.type(basics().getByLabelText(/^Titel/), 'Verlorenes Projekt');
  await user.selectOptions(basics().getByLabelText(/^Projektgruppe/), 'Pilotphase Wohnungslosenhilfe');
  await user.type(basics().getByLabelText(/^Kurzbeschreibung/), 'Kurz');
  await user.type(screen.getByLabelText(/^Startdatum/), '2026-08-01');
  await user.type(screen.getByRole('textbox', { name: 'Technologien' }), 'Rust{Enter}');
  // The group disappears meanwhile (another admin deleted it).
  await ctx.db.groups.delete(4);

  await user.click(screen.getByRole('button', { name: 'Speichern' }));
  // In the form's alert and under the group select, which gets the focus.
  expect(await screen.findAllByText('Die gewählte Projektgruppe gibt es nicht.')).toHaveLength(2);
  await waitFor(() => expect(basics().getByLabelText(/^Projektgruppe/)).toHaveFocus());
  expect(basics().getByLabelText(/^Titel/)).toHaveValue('Verlorenes Projekt');
  expect(basics().getByLabelText(/^Kurzbeschreibung/)).toHaveValue('Kurz');
  expect(screen.getByLabelText(/^Startdatum/)).toHaveValue('2026-08-01');
  expect(screen.getByRole('list', { name: 'Technologien' })).toHaveTextContent('Rust');
  expect(await ctx.db.projects.filter((p) => p.title === 'Verlorenes Projekt').count()).toBe(0);
});

test('deleting asks first and removes the project', async () => {
  const user = userEvent.setup();
  const { ctx } = await renderRoute(await routes(), '/admin?tab=projekte', { as: ADMIN_EMAIL });
  await user.click(await screen.findByRole('button', { name: 'Löschen: Bedarfsprognose Wohnungslosenhilfe' }));
  const dialog = await screen.findByRole('alertdialog', { name: '„Bedarfsprognose Wohnungslosenhilfe“ löschen?' });
  await user.click(within(dialog).getByRole('button', { name: 'Löschen' }));
  await waitFor(() => expect(toasts()).toContain('Projekt wurde gelöscht'));
  await waitFor(() =>
    expect(screen.queryByRole('row', { name: /Bedarfsprognose Wohnungslosenhilfe/ })).not.toBeInTheDocument(),
  );
  expect(await ctx.db.projects.get(5)).toBeUndefined();
});

test('chosen images survive a failed save and are stored with the next one; a bad file gets the spec text', async () => {
  const user = userEvent.setup({ applyAccept: false });
  const { ctx } = await renderRoute(await routes(), '/admin?tab=projekte&neu', { as: ADMIN_EMAIL });
  await screen.findByRole('form', { name: 'Neues Projekt' });
  const chooseMain = (file: File) => chooseFiles(user, screen.getByRole('button', { name: 'Bild auswählen' }), file);
  const chooseExtra = (files: File[]) =>
    chooseFiles(user, screen.getByRole('button', { name: 'Bilder hinzufügen' }), files);

  await chooseMain(new File(['kein Bild'], 'notiz.txt', { type: 'text/plain' }));
  expect(await screen.findByText(/^Fehler beim Verarbeiten des Bildes/)).toBeInTheDocument();
  await chooseExtra([new File(['x'], 'liste.csv', { type: 'text/csv' })]);
  expect(await screen.findByText(/^Fehler beim Verarbeiten der Bilder/)).toBeInTheDocument();

  // jsdom decodes no images: a small PNG, as the browser would measure it.
  vi.stubGlobal('createImageBitmap', vi.fn().mockResolvedValue({ width: 4, height: 4, close: () => {} }));
  onTestFinished(() => void vi.unstubAllGlobals());
  const png = (name: string) => pickedFile(name, 'image/png');
  await chooseMain(png('titel.png'));
  await chooseExtra([png('a.png'), png('b.png')]);
  expect(await screen.findByRole('img', { name: 'titel.png' })).toBeInTheDocument();
  expect(await screen.findByRole('img', { name: 'b.png' })).toBeInTheDocument();

  await user.type(basics().getByLabelText(/^Titel/), 'Mit Bildern');
  await user.selectOptions(basics().getByLabelText(/^Projektgruppe/), '2');
  await user.type(basics().getByLabelText(/^Kurzbeschreibung/), 'Kurz');
  await user.type(screen.getByLabelText(/^Startdatum/), '2026-09-01');
  ctx.signOut();
  await user.click(screen.getByRole('button', { name: 'Speichern' }));
  expect(await screen.findByText('Bitte melden Sie sich an.')).toBeInTheDocument();
  expect(screen.getByRole('img', { name: 'titel.png' })).toBeInTheDocument();
  expect(screen.getByRole('img', { name: 'a.png' })).toBeInTheDocument();
  expect(screen.getByRole('img', { name: 'b.png' })).toBeInTheDocument();

  await ctx.signInAs(ADMIN_EMAIL);
  await user.click(screen.getByRole('button', { name: 'Speichern' }));
  await waitFor(() => expect(toasts()).toContain('Projekt wurde erstellt'));
  const table = await screen.findByRole('table', { name: 'Alle Projekte' });
  expect(await within(table).findByRole('row', { name: /Mit Bildern/ })).toBeInTheDocument();
  const stored = await ctx.db.projects.filter((p) => p.title === 'Mit Bildern').first();
  expect(stored?.imageUrl).toBeTruthy();
  expect(stored?.additionalImages).toHaveLength(2);
});
