import { act, configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RouteObject } from 'react-router-dom';
import { ValidationError } from '../../../data/errors';
import { useToasts } from '../../../stores/toasts';
import { ADMIN_EMAIL } from '../../../testing/demo-context';
import { renderRoute } from '../../../testing/render-route';

// The seeded store is real IndexedDB work (fake-indexeddb): give it time on a busy machine.
configure({ asyncUtilTimeout: 5000 });

const REQUIRED = 'Bitte füllen Sie alle Pflichtfelder aus.';

async function routes(): Promise<RouteObject[]> {
  return [{ path: '/admin', ...(await import('../admin-route')) }];
}

async function open(path: string) {
  const view = await renderRoute(await routes(), path, { as: ADMIN_EMAIL });
  return { ...view, user: userEvent.setup() };
}

const toasts = () => useToasts.getState().toasts.map((t) => t.message);
const field = (name: string) => screen.getByRole('textbox', { name });
const select = (name: string) => screen.getByRole('combobox', { name });

/** Opens the create form and fills the required fields. */
async function openNewForm(title = 'Terminassistent') {
  const view = await open('/admin?tab=produkte&neu');
  await formReady('Neues Produkt');
  const { user } = view;
  await user.type(field('Titel'), title);
  await user.type(field('Kurzbeschreibung'), 'Vereinbart Termine in der Beratung.');
  await user.selectOptions(select('Kategorie'), 'Beratung');
  return view;
}

/** The heading comes first; the form follows once categories (and the product) are loaded. */
async function formReady(heading: string) {
  await screen.findByRole('heading', { level: 2, name: heading });
  await screen.findByRole('textbox', { name: 'Titel' });
}

beforeEach(() => useToasts.setState({ toasts: [] }));

test('the list shows every product with category and status badge, drafts included', async () => {
  await open('/admin?tab=produkte');
  const table = await screen.findByRole('table', { name: 'Alle Produkte mit Kategorie und Status' });
  expect(screen.getByRole('heading', { level: 2, name: 'Produkte' })).toBeInTheDocument();
  const row = (title: string) => within(table).getByRole('row', { name: new RegExp(`^${title}`) });
  expect(within(row('Beratungs-Copilot')).getByText('Veröffentlicht')).toBeInTheDocument();
  expect(within(row('Beratungs-Copilot')).getByText('Beratung')).toBeInTheDocument();
  expect(within(row('Bedarfsradar')).getByText('Entwurf')).toBeInTheDocument();
  expect(within(table).getAllByRole('row')).toHaveLength(1 + 11);
  expect(within(row('Bedarfsradar')).getByRole('button', { name: 'Bearbeiten: Bedarfsradar' })).toBeInTheDocument();
});

test('the search finds products by title or technology, drafts included, and says when none fits', async () => {
  const { user, router } = await open('/admin?tab=produkte');
  const table = await screen.findByRole('table', { name: 'Alle Produkte mit Kategorie und Status' });
  const search = screen.getByRole('searchbox', { name: 'Produkte durchsuchen' });
  await user.type(search, 'bedarfs');
  await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(2));
  expect(within(table).getByRole('cell', { name: /^Bedarfsradar/ })).toBeInTheDocument();
  expect(router.state.location.search).toContain('suche=bedarfs');
  await user.clear(search);
  await user.type(search, 'gibt es nicht');
  expect(await screen.findByText('Kein Produkt passt zu „gibt es nicht“.')).toBeInTheDocument();
  await user.clear(search);
  const again = await screen.findByRole('table', { name: 'Alle Produkte mit Kategorie und Status' });
  await waitFor(() => expect(within(again).getAllByRole('row')).toHaveLength(1 + 11));
});

test('a missing required field shows the spec message, marks the fields and focuses the first', async () => {
  const { user, ctx } = await open('/admin?tab=produkte&neu');
  await formReady('Neues Produkt');
  const before = await ctx.db.products.count();
  await user.click(screen.getByRole('button', { name: 'Speichern' }));
  expect(await screen.findByText(REQUIRED)).toBeVisible();
  expect(field('Titel')).toHaveAttribute('aria-invalid', 'true');
  expect(field('Titel')).toHaveFocus();
  expect(field('Kurzbeschreibung')).toHaveAttribute('aria-invalid', 'true');
  expect(select('Kategorie')).toHaveAttribute('aria-invalid', 'true');
  expect(field('Vollständige Beschreibung')).not.toHaveAttribute('aria-invalid');
  expect(field('Titel')).toHaveAccessibleDescription(expect.stringContaining(REQUIRED));

  // Only the category missing: only it is marked.
  await user.type(field('Titel'), 'Terminassistent');
  await user.type(field('Kurzbeschreibung'), 'Kurz');
  await user.click(screen.getByRole('button', { name: 'Speichern' }));
  await waitFor(() => expect(field('Titel')).not.toHaveAttribute('aria-invalid'));
  expect(select('Kategorie')).toHaveAttribute('aria-invalid', 'true');
  expect(select('Kategorie')).toHaveFocus();
  expect(await ctx.db.products.count()).toBe(before);
});

test('the category select offers active categories only, status defaults to Entwurf', async () => {
  await open('/admin?tab=produkte&neu');
  await formReady('Neues Produkt');
  await waitFor(() => expect(within(select('Kategorie')).getAllByRole('option').length).toBeGreaterThan(1));
  const names = within(select('Kategorie'))
    .getAllByRole('option')
    .map((o) => o.textContent);
  expect(names).toEqual(['Bitte wählen', 'Beratung', 'Kinder- und Jugendhilfe', 'Pflege', 'Teilhabe', 'Verwaltung']);
  expect(select('Status')).toHaveValue('draft');
  expect(
    within(select('Status'))
      .getAllByRole('option')
      .map((o) => o.textContent),
  ).toEqual(['Entwurf', 'Veröffentlicht']);
  expect(screen.getByRole('checkbox', { name: 'Auf der Startseite hervorheben' })).not.toBeChecked();
});

test('technologies: Enter adds a chip, duplicates are ignored, the button waits for text, chips are removable, the focus stays in the widget', async () => {
  const { user } = await open('/admin?tab=produkte&neu');
  await formReady('Neues Produkt');
  const input = field('Technologien');
  const add = screen.getByRole('button', { name: 'Hinzufügen' });
  expect(add).toHaveAttribute('aria-disabled', 'true');
  await user.type(input, '   ');
  expect(add).toHaveAttribute('aria-disabled', 'true');
  await user.clear(input);

  await user.type(input, 'Python{Enter}');
  const chips = () =>
    within(screen.getByRole('list', { name: 'Technologien' }))
      .getAllByRole('listitem')
      .map((li) => li.textContent);
  expect(chips()).toEqual(['Python']);
  expect(input).toHaveValue('');
  expect(add).toHaveAttribute('aria-disabled', 'true');

  await user.type(input, 'python');
  expect(add).not.toHaveAttribute('aria-disabled');
  await user.click(add);
  expect(chips()).toEqual(['Python']);

  await user.type(input, 'LLM');
  await user.click(add);
  expect(chips()).toEqual(['Python', 'LLM']);
  // Enter in the chip input adds a chip; it never submits the form.
  expect(screen.queryByText(REQUIRED)).not.toBeInTheDocument();

  // A removed chip hands the focus on: to the next chip, then to the field.
  await user.click(screen.getByRole('button', { name: 'Python entfernen' }));
  expect(chips()).toEqual(['LLM']);
  expect(screen.getByRole('button', { name: 'LLM entfernen' })).toHaveFocus();
  await user.keyboard('{Enter}');
  expect(screen.queryByRole('list', { name: 'Technologien' })).not.toBeInTheDocument();
  expect(input).toHaveFocus();

  // Tab from the field adds the typed text, and the focus stays on the button it reached.
  await user.type(input, 'Rust');
  await user.tab();
  expect(chips()).toEqual(['Rust']);
  expect(add).toHaveFocus();
  await user.keyboard('{Enter}');
  expect(chips()).toEqual(['Rust']);
});

test('a technology typed but not added yet is saved with the form, not dropped', async () => {
  const { user, ctx } = await openNewForm('Mit Technologie');
  await user.type(field('Technologien'), 'Rust');
  await user.click(screen.getByRole('button', { name: 'Speichern' }));
  await waitFor(() => expect(toasts()).toContain('Produkt wurde erstellt'));
  const saved = await ctx.db.products.where('title').equals('Mit Technologie').first();
  expect(saved?.technologies).toEqual(['Rust']);
});

test('a technology typed but not added yet counts as unsaved input for Zurück', async () => {
  const { user } = await open('/admin?tab=produkte&neu');
  await formReady('Neues Produkt');
  await user.type(field('Technologien'), 'Rust');
  await user.click(screen.getByRole('button', { name: 'Zurück' }));
  expect(await screen.findByRole('alertdialog', { name: 'Änderungen verwerfen?' })).toBeVisible();
});

test('feature rows: the last row cannot be removed and incomplete rows are dropped on save', async () => {
  const { user, ctx } = await openNewForm('Terminassistent');
  const removeFirst = screen.getByRole('button', { name: 'Funktion 1 entfernen' });
  expect(removeFirst).toBeDisabled();

  await user.click(screen.getByRole('button', { name: 'Funktion hinzufügen' }));
  expect(field('Funktion 2: Titel')).toHaveFocus();
  expect(screen.getByRole('button', { name: 'Funktion 1 entfernen' })).toBeEnabled();
  await user.click(screen.getByRole('button', { name: 'Funktion hinzufügen' }));
  await user.click(screen.getByRole('button', { name: 'Funktion hinzufügen' }));
  expect(screen.getAllByRole('group', { name: /^Funktion \d$/ })).toHaveLength(4);

  await user.type(field('Funktion 1: Titel'), 'Erinnerung');
  await user.type(field('Funktion 1: Beschreibung'), 'Per SMS am Vortag.');
  await user.type(field('Funktion 2: Titel'), 'Nur ein Titel');
  await user.type(field('Funktion 3: Beschreibung'), 'Nur eine Beschreibung');
  // Row 4 stays empty; remove it and focus lands on the row before.
  await user.click(screen.getByRole('button', { name: 'Funktion 4 entfernen' }));
  expect(screen.getAllByRole('group', { name: /^Funktion \d$/ })).toHaveLength(3);
  expect(field('Funktion 3: Titel')).toHaveFocus();

  await user.click(screen.getByRole('button', { name: 'Speichern' }));
  await waitFor(() => expect(toasts()).toContain('Produkt wurde erstellt'));
  const saved = await ctx.db.products.where('title').equals('Terminassistent').first();
  expect(saved?.features).toEqual([{ id: 1, title: 'Erinnerung', description: 'Per SMS am Vortag.', sortOrder: 0 }]);
  expect(saved?.status).toBe('draft');
  expect(saved?.category).toBe('Beratung');
  expect(await screen.findByRole('table')).toBeInTheDocument();
});

test('removing a row keeps at least one, and the remaining row can no longer be removed', async () => {
  const { user } = await open('/admin?tab=produkte&neu');
  await formReady('Neues Produkt');
  await user.click(screen.getByRole('button', { name: 'Funktion hinzufügen' }));
  await user.click(screen.getByRole('button', { name: 'Funktion 1 entfernen' }));
  expect(screen.getAllByRole('group', { name: /^Funktion \d$/ })).toHaveLength(1);
  expect(screen.getByRole('button', { name: 'Funktion 1 entfernen' })).toBeDisabled();
});

test('the submit button reads Veröffentlichen while the status is Veröffentlicht, else Speichern', async () => {
  const { user, ctx } = await openNewForm('Veröffentlichtes Produkt');
  expect(screen.getByRole('button', { name: 'Speichern' })).toHaveAttribute('type', 'submit');
  expect(screen.queryByRole('button', { name: 'Veröffentlichen' })).not.toBeInTheDocument();
  await user.selectOptions(select('Status'), 'Veröffentlicht');
  expect(screen.getByRole('button', { name: 'Veröffentlichen' })).toHaveAttribute('type', 'submit');
  expect(screen.queryByRole('button', { name: 'Speichern' })).not.toBeInTheDocument();
  await user.selectOptions(select('Status'), 'Entwurf');
  expect(screen.getByRole('button', { name: 'Speichern' })).toBeInTheDocument();

  await user.selectOptions(select('Status'), 'Veröffentlicht');
  await user.click(screen.getByRole('checkbox', { name: 'Auf der Startseite hervorheben' }));
  await user.type(field('Technologien'), 'Python{Enter}');
  await user.click(screen.getByRole('button', { name: 'Veröffentlichen' }));
  await waitFor(() => expect(toasts()).toContain('Produkt wurde erstellt'));
  const saved = await ctx.db.products.where('title').equals('Veröffentlichtes Produkt').first();
  expect(saved).toMatchObject({ status: 'published', featured: true, technologies: ['Python'], features: [] });
});

test('Als Entwurf speichern stores a draft even when Veröffentlicht is chosen', async () => {
  const { user, ctx } = await openNewForm('Entwurfsprodukt');
  await user.selectOptions(select('Status'), 'Veröffentlicht');
  await user.click(screen.getByRole('button', { name: 'Als Entwurf speichern' }));
  await waitFor(() => expect(toasts()).toContain('Produkt wurde erstellt'));
  const saved = await ctx.db.products.where('title').equals('Entwurfsprodukt').first();
  expect(saved?.status).toBe('draft');
});

test('Als Entwurf speichern also checks the required fields', async () => {
  const { user, ctx } = await open('/admin?tab=produkte&neu');
  await formReady('Neues Produkt');
  const before = await ctx.db.products.count();
  await user.click(screen.getByRole('button', { name: 'Als Entwurf speichern' }));
  expect(await screen.findByText(REQUIRED)).toBeVisible();
  expect(await ctx.db.products.count()).toBe(before);
});

test('editing opens the filled form and saves changes', async () => {
  const { user, ctx } = await open('/admin?tab=produkte&bearbeiten=1');
  await formReady('Produkt bearbeiten');
  await waitFor(() => expect(field('Titel')).toHaveValue('Beratungs-Copilot'));
  expect(select('Kategorie')).toHaveValue('Beratung');
  expect(select('Status')).toHaveValue('published');
  expect(screen.getByRole('button', { name: 'Veröffentlichen' })).toBeInTheDocument();
  expect(screen.getByRole('checkbox', { name: 'Auf der Startseite hervorheben' })).toBeChecked();
  expect(within(screen.getByRole('list', { name: 'Technologien' })).getAllByRole('listitem')).toHaveLength(4);
  expect(field('Funktion 1: Titel')).toHaveValue('Dokumente zusammenfassen');
  expect(within(screen.getByRole('group', { name: 'Hauptbild' })).getAllByRole('img')).toHaveLength(1);
  expect(within(screen.getByRole('group', { name: 'Weitere Bilder' })).getAllByRole('img')).toHaveLength(2);

  // Stored images are named 'Bild N' by ImageInput, in each group: pick the group first.
  await user.click(
    within(screen.getByRole('group', { name: 'Weitere Bilder' })).getByRole('button', {
      name: 'Weitere Bilder 1 entfernen',
    }),
  );
  await user.clear(field('Titel'));
  await user.type(field('Titel'), 'Beratungs-Copilot 2');
  await user.click(screen.getByRole('button', { name: 'Als Entwurf speichern' }));
  await waitFor(() => expect(toasts()).toContain('Produkt wurde aktualisiert'));
  const saved = await ctx.db.products.get(1);
  expect(saved).toMatchObject({
    title: 'Beratungs-Copilot 2',
    status: 'draft',
    imageUrl: '/images/products/beratungs-copilot.svg',
  });
  expect(saved?.additionalImages).toEqual(['/images/projects/schuldnerberatung.svg']);
  expect(saved?.features).toHaveLength(3);
});

test('a product deleted elsewhere while it is edited keeps the form and what was typed, and is saved as a new one', async () => {
  const { user, ctx, repo } = await open('/admin?tab=produkte&bearbeiten=1');
  await formReady('Produkt bearbeiten');
  await waitFor(() => expect(field('Titel')).toHaveValue('Beratungs-Copilot'));
  await user.clear(field('Titel'));
  await user.type(field('Titel'), 'Beratungs-Copilot neu');
  // Another tab (or admin) deletes it.
  await repo.products.remove(1);
  expect(
    await screen.findByText(
      'Dieses Produkt wurde inzwischen gelöscht. Ihre Eingaben sind noch da: Speichern legt es als neues Produkt an.',
    ),
  ).toBeVisible();
  expect(field('Titel')).toHaveValue('Beratungs-Copilot neu');
  expect(toasts()).not.toContain('Fehler beim Laden des Produkts');
  const before = await ctx.db.products.count();
  await user.click(screen.getByRole('button', { name: 'Veröffentlichen' }));
  await waitFor(() => expect(toasts()).toContain('Produkt wurde erstellt'));
  expect(await ctx.db.products.count()).toBe(before + 1);
  expect(await ctx.db.products.where('title').equals('Beratungs-Copilot neu').count()).toBe(1);
});

test('a product whose category is inactive keeps it selectable when edited', async () => {
  const { user, ctx } = await open('/admin?tab=produkte');
  await screen.findByRole('table');
  await act(() => ctx.db.products.update(2, { category: 'Wohnungslosenhilfe' }));
  await user.click(screen.getByRole('button', { name: 'Bearbeiten: Leichte-Sprache-Übersetzer' }));
  await formReady('Produkt bearbeiten');
  await waitFor(() => expect(select('Kategorie')).toHaveValue('Wohnungslosenhilfe'));
  expect(within(select('Kategorie')).getByRole('option', { name: 'Wohnungslosenhilfe (inaktiv)' })).toBeInTheDocument();
});

test('an unknown product id shows Fehler beim Laden des Produkts and returns to the list', async () => {
  const { router } = await open('/admin?tab=produkte&bearbeiten=999');
  await screen.findByRole('table');
  expect(toasts()).toContain('Fehler beim Laden des Produkts');
  expect(router.state.location.search).toBe('?tab=produkte');
});

test('a failed save shows the store message and keeps every value', async () => {
  const { user, repo } = await openNewForm('Bleibt erhalten');
  await user.type(field('Technologien'), 'RAG{Enter}');
  await user.type(field('Funktion 1: Titel'), 'Suche');
  const spy = vi.spyOn(repo.products, 'create').mockRejectedValueOnce(
    new ValidationError('Die gewählte Kategorie gibt es nicht.', {
      category: 'Die gewählte Kategorie gibt es nicht.',
    }),
  );
  await user.click(screen.getByRole('button', { name: 'Speichern' }));
  expect(await screen.findByText('Die gewählte Kategorie gibt es nicht.')).toBeVisible();
  expect(select('Kategorie')).toHaveAttribute('aria-invalid', 'true');
  expect(field('Titel')).toHaveValue('Bleibt erhalten');
  expect(field('Funktion 1: Titel')).toHaveValue('Suche');
  expect(within(screen.getByRole('list', { name: 'Technologien' })).getByText('RAG')).toBeInTheDocument();

  spy.mockRejectedValueOnce(new Error('boom'));
  await user.click(screen.getByRole('button', { name: 'Speichern' }));
  expect(await screen.findByText('Fehler beim Speichern des Produkts. Bitte versuchen Sie es erneut.')).toBeVisible();
  expect(field('Titel')).toHaveValue('Bleibt erhalten');
});

test('Zurück asks before discarding typed values', async () => {
  const { user, router } = await open('/admin?tab=produkte&neu');
  await formReady('Neues Produkt');
  await user.type(field('Titel'), 'Halb fertig');
  await user.click(screen.getByRole('button', { name: 'Zurück' }));
  const dialog = await screen.findByRole('alertdialog', { name: 'Änderungen verwerfen?' });
  await user.click(within(dialog).getByRole('button', { name: 'Verwerfen' }));
  await screen.findByRole('table');
  expect(router.state.location.search).toBe('?tab=produkte');
});

test('another tab asks too; Abbrechen keeps the form as typed, Verwerfen opens the tab', async () => {
  const { user, router } = await open('/admin?tab=produkte&neu');
  await formReady('Neues Produkt');
  await user.type(field('Titel'), 'Halb fertig');
  await user.click(screen.getByRole('tab', { name: 'Kategorien' }));
  const dialog = await screen.findByRole('alertdialog', { name: 'Änderungen verwerfen?' });
  await user.click(within(dialog).getByRole('button', { name: 'Abbrechen' }));
  await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  expect(field('Titel')).toHaveValue('Halb fertig');
  expect(router.state.location.search).toBe('?tab=produkte&neu');

  await user.click(screen.getByRole('tab', { name: 'Kategorien' }));
  await user.click(
    within(await screen.findByRole('alertdialog', { name: 'Änderungen verwerfen?' })).getByRole('button', {
      name: 'Verwerfen',
    }),
  );
  await waitFor(() => expect(router.state.location.search).toBe('?tab=kategorien'));
  // The tab's code loads lazily: the test ends once it shows, not while its loading could still finish later.
  expect(await screen.findByRole('heading', { level: 2, name: 'Kategorien' })).toBeVisible();
});

test('after saving, the form goes back to the list without asking', async () => {
  const { user, router } = await open('/admin?tab=produkte&neu');
  await formReady('Neues Produkt');
  await user.type(field('Titel'), 'Fertig');
  await user.type(field('Kurzbeschreibung'), 'Kurz');
  await user.selectOptions(screen.getByRole('combobox', { name: /Kategorie/ }), 'Beratung');
  await user.click(screen.getByRole('button', { name: 'Speichern' }));
  await waitFor(() => expect(router.state.location.search).toBe('?tab=produkte'));
  // The list is back (its code loads lazily) and has read the saved product; no dialog asked about leaving.
  expect(await screen.findByRole('row', { name: /Fertig/ })).toBeInTheDocument();
  expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
});

test('deleting a product asks first, then removes it', async () => {
  const { user, ctx } = await open('/admin?tab=produkte');
  await screen.findByRole('table');
  await user.click(screen.getByRole('button', { name: 'Löschen: Bedarfsradar' }));
  const dialog = await screen.findByRole('alertdialog', { name: '„Bedarfsradar“ löschen?' });
  await user.click(within(dialog).getByRole('button', { name: 'Löschen' }));
  await waitFor(() => expect(toasts()).toContain('Produkt wurde gelöscht'));
  expect(await ctx.db.products.get(10)).toBeUndefined();
  await waitFor(() => expect(screen.queryByRole('button', { name: 'Löschen: Bedarfsradar' })).not.toBeInTheDocument());
});

test('the table shows 50 products first and the rest on Mehr anzeigen', async () => {
  let seeded = 0;
  // Arranged before the page opens: fifty writes to an open page would each wait for it to re-read.
  const { user } = await renderRoute(await routes(), '/admin?tab=produkte', {
    as: ADMIN_EMAIL,
    arrange: async (ctx, repo) => {
      seeded = await ctx.db.products.count();
      for (let i = 1; i <= 50; i++) {
        await repo.products.create({
          title: `Zusatz ${String(i).padStart(2, '0')}`,
          description: 'Mehr davon',
          category: 'Beratung',
        });
      }
    },
  }).then((view) => ({ ...view, user: userEvent.setup() }));
  const total = seeded + 50;
  expect(await screen.findByText(`50 von ${total} angezeigt`)).toBeInTheDocument();
  expect(within(screen.getByRole('table')).getAllByRole('row')).toHaveLength(51);
  await user.click(screen.getByRole('button', { name: 'Mehr anzeigen' }));
  await waitFor(() => expect(within(screen.getByRole('table')).getAllByRole('row')).toHaveLength(total + 1));
  expect(screen.queryByRole('button', { name: 'Mehr anzeigen' })).not.toBeInTheDocument();
});
