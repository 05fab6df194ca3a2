import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RouteObject } from 'react-router-dom';
import { useToasts } from '../../../stores/toasts';
import { ADMIN_EMAIL } from '../../../testing/demo-context';
import { getByRoleHolding } from '../../../testing/queries';
import { renderRoute } from '../../../testing/render-route';

// The seeded store is real IndexedDB work (fake-indexeddb): give it time on a busy machine.
configure({ asyncUtilTimeout: 5000 });

const REQUIRED = 'Bitte füllen Sie alle Pflichtfelder aus.';

async function open(path: string) {
  const routes: RouteObject[] = [{ path: '/admin', ...(await import('../admin-route')) }];
  const view = await renderRoute(routes, path, { as: ADMIN_EMAIL });
  return { ...view, user: userEvent.setup() };
}

const toasts = () => useToasts.getState().toasts.map((t) => t.message);
const nameField = () => screen.getByRole('textbox', { name: 'Name' });
const rowOf = (table: HTMLElement, name: string) => getByRoleHolding('row', name, table);

beforeEach(() => useToasts.setState({ toasts: [] }));

test('the list shows name, description and Ja/Nein for active', async () => {
  await open('/admin?tab=kategorien');
  const table = await screen.findByRole('table', { name: 'Alle Produktkategorien' });
  expect(screen.getByRole('heading', { level: 2, name: 'Kategorien' })).toBeInTheDocument();
  expect(
    within(table)
      .getAllByRole('columnheader')
      .map((th) => th.textContent),
  ).toEqual(['Name', 'Beschreibung', 'Aktiv', 'Aktionen']);
  expect(within(rowOf(table, 'Pflege')).getByText('Ja')).toBeInTheDocument();
  expect(within(rowOf(table, 'Wohnungslosenhilfe')).getByText('Nein')).toBeInTheDocument();
  expect(within(rowOf(table, 'Pflege')).getByText(/Werkzeuge für ambulante/)).toBeInTheDocument();
});

test('Neue Kategorie requires a name and creates the category', async () => {
  const { user, ctx } = await open('/admin?tab=kategorien');
  await screen.findByRole('table');
  await user.click(screen.getByRole('button', { name: 'Neue Kategorie' }));
  // The pressed button is gone with the list: focus lands on the form's heading, not on the page.
  const formHeading = await screen.findByRole('heading', { level: 2, name: 'Neue Kategorie' });
  await waitFor(() => expect(formHeading).toHaveFocus());
  expect(screen.getByRole('checkbox', { name: 'Aktiv' })).toBeChecked();

  await user.click(screen.getByRole('button', { name: 'Speichern' }));
  expect(await screen.findByText(REQUIRED)).toBeVisible();
  expect(nameField()).toHaveAttribute('aria-invalid', 'true');
  expect(nameField()).toHaveFocus();
  expect(nameField()).toHaveAccessibleDescription(REQUIRED);

  await user.type(nameField(), 'Digitale Bildung');
  await user.type(screen.getByRole('textbox', { name: 'Beschreibung' }), 'Lernangebote für Fachkräfte.');
  await user.click(screen.getByRole('checkbox', { name: 'Aktiv' }));
  await user.click(screen.getByRole('button', { name: 'Speichern' }));
  await waitFor(() => expect(toasts()).toContain('Kategorie wurde erstellt'));
  const table = await screen.findByRole('table');
  await waitFor(() => expect(screen.getByRole('heading', { level: 2, name: 'Kategorien' })).toHaveFocus());
  expect(within(rowOf(table, 'Digitale Bildung')).getByText('Nein')).toBeInTheDocument();
  expect(await ctx.db.categories.get({ name: 'Digitale Bildung' })).toMatchObject({
    description: 'Lernangebote für Fachkräfte.',
    active: false,
  });
});

test('Kategorie bearbeiten shows the stored values and saves changes', async () => {
  const { user, ctx } = await open('/admin?tab=kategorien');
  await screen.findByRole('table');
  await user.click(screen.getByRole('button', { name: 'Bearbeiten: Teilhabe' }));
  expect(await screen.findByRole('heading', { level: 2, name: 'Kategorie bearbeiten' })).toBeInTheDocument();
  await waitFor(() => expect(nameField()).toHaveValue('Teilhabe'));
  expect(screen.getByRole('checkbox', { name: 'Aktiv' })).toBeChecked();

  await user.clear(nameField());
  await user.click(screen.getByRole('button', { name: 'Speichern' }));
  expect(await screen.findByText(REQUIRED)).toBeVisible();

  await user.type(nameField(), 'Teilhabe & Inklusion');
  await user.click(screen.getByRole('button', { name: 'Speichern' }));
  await waitFor(() => expect(toasts()).toContain('Kategorie wurde aktualisiert'));
  const stored = await ctx.db.categories.get(4);
  expect(stored).toMatchObject({ name: 'Teilhabe & Inklusion', icon: 'accessibility' });
});

test('a name that is taken is refused at the field and everything typed stays', async () => {
  const { user } = await open('/admin?tab=kategorien&neu');
  await screen.findByRole('heading', { level: 2, name: 'Neue Kategorie' });
  await user.type(await screen.findByRole('textbox', { name: 'Name' }), 'pflege');
  await user.type(screen.getByRole('textbox', { name: 'Beschreibung' }), 'Doppelt');
  await user.click(screen.getByRole('button', { name: 'Speichern' }));
  expect(await screen.findByText('Eine Kategorie mit diesem Namen gibt es bereits.', { selector: 'p' })).toBeVisible();
  expect(toasts()).toContain('Eine Kategorie mit diesem Namen gibt es bereits.');
  expect(nameField()).toHaveAttribute('aria-invalid', 'true');
  expect(nameField()).toHaveValue('pflege');
  expect(screen.getByRole('textbox', { name: 'Beschreibung' })).toHaveValue('Doppelt');
});

test('a category used by products cannot be deleted: the dialog names the count and offers no delete', async () => {
  const { user, ctx } = await open('/admin?tab=kategorien');
  await screen.findByRole('table');
  const used = await ctx.db.products.where('category').equals('Verwaltung').count();
  expect(used).toBeGreaterThan(1);

  // Keyboard only: Enter opens, the one button has focus, Enter closes and focus returns.
  const trigger = screen.getByRole('button', { name: 'Löschen: Verwaltung' });
  trigger.focus();
  await user.keyboard('{Enter}');
  const dialog = await screen.findByRole('alertdialog', { name: '„Verwaltung“ kann nicht gelöscht werden' });
  expect(dialog).toHaveAccessibleDescription(
    `${used} Produkte verwenden diese Kategorie noch. Ordnen Sie sie zuerst einer anderen Kategorie zu, dann können Sie die Kategorie löschen.`,
  );
  expect(
    within(dialog)
      .getAllByRole('button')
      .map((b) => b.textContent),
  ).toEqual(['Verstanden']);
  expect(within(dialog).getByRole('button', { name: 'Verstanden' })).toHaveFocus();
  await user.keyboard('{Enter}');
  await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  expect(trigger).toHaveFocus();

  expect(await ctx.db.categories.get({ name: 'Verwaltung' })).toBeDefined();
  expect(toasts()).toEqual([]);
});

test('deleting an unused category after confirming removes it', async () => {
  const { user, ctx } = await open('/admin?tab=kategorien');
  await screen.findByRole('table');
  const deletes = screen.getAllByRole('button', { name: /^Löschen: / });
  const deleted = deletes.findIndex((button) => button.getAttribute('aria-label') === 'Löschen: Wohnungslosenhilfe');
  const next = (deletes[deleted + 1] ?? deletes[deleted - 1])!.getAttribute('aria-label')!;
  await user.click(deletes[deleted]!);
  const dialog = await screen.findByRole('alertdialog', { name: '„Wohnungslosenhilfe“ löschen?' });
  expect(dialog).not.toHaveTextContent('Achtung');
  await user.click(within(dialog).getByRole('button', { name: 'Löschen' }));
  await waitFor(() => expect(toasts()).toContain('Kategorie wurde gelöscht'));
  expect(await ctx.db.categories.get({ name: 'Wohnungslosenhilfe' })).toBeUndefined();
  await waitFor(() => expect(screen.queryByRole('cell', { name: 'Wohnungslosenhilfe' })).not.toBeInTheDocument());
  // The row's delete button went with it: focus moves to the one of the row that took its place.
  await waitFor(() => expect(screen.getByRole('button', { name: next })).toHaveFocus());
});

test('an unknown category id returns to the list', async () => {
  const { router } = await open('/admin?tab=kategorien&bearbeiten=999');
  await screen.findByRole('table');
  expect(toasts()).toContain('Kategorie nicht gefunden');
  expect(router.state.location.search).toBe('?tab=kategorien');
});
