import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RouteObject } from 'react-router-dom';
import { useToasts } from '../../../stores/toasts';
import { ADMIN_EMAIL, MEMBER_EMAIL } from '../../../testing/demo-context';
import { renderRoute } from '../../../testing/render-route';

const routes = async (): Promise<RouteObject[]> => [{ path: '/admin', ...(await import('../admin-route')) }];
const open = async (path: string, as: string | null = ADMIN_EMAIL) =>
  renderRoute(await routes(), path, as ? { as } : {});
// The tab is a lazily loaded chunk: the first render may take a moment.
const slow = { timeout: 5000 };

beforeEach(() => useToasts.setState({ toasts: [] }));

const field = (name: string) => screen.getByRole('textbox', { name });
const save = () => screen.getByRole('button', { name: 'Speichern' });

async function openForm() {
  const view = await open('/admin?tab=benutzer&neu');
  await screen.findByRole('heading', { level: 2, name: 'Neuer Benutzer' }, slow);
  await screen.findByRole('textbox', { name: 'Name' });
  return view;
}

test("the list shows name, e-mail, company, role label and groups; the own row's delete button says why it cannot", async () => {
  await open('/admin?tab=benutzer');
  expect(await screen.findByRole('heading', { level: 2, name: 'Benutzer' }, slow)).toBeInTheDocument();
  const table = await screen.findByRole('table', { name: 'Alle Benutzer' });
  const headers = within(table)
    .getAllByRole('columnheader')
    .map((th) => th.textContent);
  expect(headers).toEqual(['Name', 'E-Mail-Adresse', 'Unternehmen', 'Rolle', 'Projektgruppen', 'Aktionen']);
  const nina = within(table).getByRole('row', { name: /Nina Nutzer/ });
  expect(within(nina).getByText('nutzer@example.com')).toBeInTheDocument();
  expect(within(nina).getByText('Caritas Erfurt')).toBeInTheDocument();
  expect(within(nina).getByText('Benutzer')).toBeInTheDocument();
  expect(within(nina).getByText('Digitale Beratung & Teilhabe, Pflege & Organisation')).toBeInTheDocument();
  const anna = within(table).getByRole('row', { name: /Anna Admin/ });
  expect(within(anna).getByText('Admin')).toBeInTheDocument();
  expect(within(anna).getByRole('button', { name: 'Bearbeiten: Anna Admin' })).toBeInTheDocument();
  expect(within(nina).getByRole('button', { name: 'Löschen: Nina Nutzer' })).toBeInTheDocument();
  expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(1);

  await userEvent.click(within(anna).getByRole('button', { name: 'Löschen: Anna Admin' }));
  const notice = await screen.findByRole('alertdialog', { name: '„Anna Admin“ kann nicht gelöscht werden' });
  expect(notice).toHaveTextContent('Das eigene Konto lässt sich hier nicht löschen');
  expect(within(notice).queryByRole('button', { name: 'Löschen' })).not.toBeInTheDocument();
});

test('the search finds users by name, company or group, keeps its text in the address and says when none fits', async () => {
  const { router } = await open('/admin?tab=benutzer');
  const user = userEvent.setup();
  const table = await screen.findByRole('table', { name: 'Alle Benutzer' }, slow);
  const all = within(table).getAllByRole('row').length;
  const search = screen.getByRole('searchbox', { name: 'Benutzer durchsuchen' });
  await user.type(search, 'caritas');
  await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(2));
  expect(within(table).getByRole('row', { name: /Nina Nutzer/ })).toBeInTheDocument();
  expect(router.state.location.search).toContain('suche=caritas');
  await user.clear(search);
  await user.type(search, 'Pflege & Organisation');
  // The rows follow the search once it has reached the address, a moment after the last key.
  await waitFor(() =>
    expect(new URLSearchParams(router.state.location.search).get('suche')).toBe('Pflege & Organisation'),
  );
  await waitFor(() => expect(within(table).queryByRole('row', { name: /Anna Admin/ })).not.toBeInTheDocument());
  expect(within(table).getByRole('row', { name: /Nina Nutzer/ })).toBeInTheDocument();
  await user.clear(search);
  // The umlaut typed as u + combining diaeresis.
  await user.type(search, 'Kru\u0308ger');
  await waitFor(() => expect(new URLSearchParams(router.state.location.search).get('suche')).toBe('Kru\u0308ger'));
  await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(2));
  expect(within(table).getByRole('row', { name: /Sabine Krüger/ })).toBeInTheDocument();
  await user.clear(search);
  await user.type(search, 'niemand');
  expect(await screen.findByText('Kein Benutzer passt zu „niemand“.')).toBeInTheDocument();
  await user.clear(search);
  const again = await screen.findByRole('table', { name: 'Alle Benutzer' });
  expect(within(again).getAllByRole('row')).toHaveLength(all);
});

test('a failed load shows the spec message as toast and in the tab', async () => {
  // The store refuses the list to a member: a failure that is not the end of the session.
  await open('/admin?tab=benutzer', MEMBER_EMAIL);
  expect(
    await screen.findByText('Fehler beim Laden der Benutzer', { selector: '[role="alert"]' }, slow),
  ).toBeInTheDocument();
  await waitFor(() =>
    expect(useToasts.getState().toasts).toMatchObject([{ type: 'error', message: 'Fehler beim Laden der Benutzer' }]),
  );
});

test('a load refused because the session ended (e.g. demo data reset) shows no load error toast', async () => {
  await open('/admin?tab=benutzer', null);
  expect(
    await screen.findByText('Fehler beim Laden der Benutzer', { selector: '[role="alert"]' }, slow),
  ).toBeInTheDocument();
  expect(useToasts.getState().toasts).toEqual([]);
});

test('required fields: one message, the fields marked and tied to it, focus on the first, nothing saved', async () => {
  const { ctx } = await openForm();
  const user = userEvent.setup();
  const before = await ctx.db.users.count();
  await user.click(save());
  const alert = await screen.findByText('Bitte füllen Sie alle Pflichtfelder aus.');
  expect(alert).toBeVisible();
  for (const name of ['Name', 'E-Mail-Adresse', 'Unternehmen']) {
    expect(field(name)).toHaveAttribute('aria-invalid', 'true');
    expect(field(name)).toHaveAccessibleDescription('Bitte füllen Sie alle Pflichtfelder aus.');
  }
  expect(field('Name')).toHaveFocus();
  expect(screen.getByRole('combobox', { name: 'Rolle' })).toHaveValue('user');
  expect(await ctx.db.users.count()).toBe(before);
});

test('an invalid e-mail address gets the spec message under the field', async () => {
  const { ctx } = await openForm();
  const user = userEvent.setup();
  await user.type(field('Name'), 'Erika Muster');
  await user.type(field('E-Mail-Adresse'), 'erika@beispiel');
  await user.type(field('Unternehmen'), 'Muster e. V.');
  await user.click(save());
  expect(await screen.findByText('Bitte geben Sie eine gültige E-Mail-Adresse ein.')).toBeVisible();
  expect(field('E-Mail-Adresse')).toHaveAttribute('aria-invalid', 'true');
  expect(field('E-Mail-Adresse')).toHaveAccessibleDescription('Bitte geben Sie eine gültige E-Mail-Adresse ein.');
  expect(field('E-Mail-Adresse')).toHaveFocus();
  expect(screen.queryByText('Bitte füllen Sie alle Pflichtfelder aus.')).not.toBeInTheDocument();
  expect(await ctx.db.users.get({ email: 'erika@beispiel' })).toBeUndefined();
});

test('an e-mail address already taken shows the store message and keeps every typed value', async () => {
  const { ctx } = await openForm();
  const user = userEvent.setup();
  await user.type(field('Name'), 'Zweite Nina');
  await user.type(field('E-Mail-Adresse'), 'Nutzer@Example.com');
  await user.type(field('Unternehmen'), 'Caritas Gotha');
  await user.selectOptions(screen.getByRole('combobox', { name: 'Rolle' }), 'Admin');
  await user.click(screen.getByRole('checkbox', { name: 'Pflege & Organisation' }));
  await user.click(save());
  expect(await screen.findByText('Diese E-Mail-Adresse ist bereits registriert.')).toBeVisible();
  expect(field('E-Mail-Adresse')).toHaveFocus();
  expect(field('Name')).toHaveValue('Zweite Nina');
  expect(field('E-Mail-Adresse')).toHaveValue('Nutzer@Example.com');
  expect(field('Unternehmen')).toHaveValue('Caritas Gotha');
  expect(screen.getByRole('combobox', { name: 'Rolle' })).toHaveValue('admin');
  expect(screen.getByRole('checkbox', { name: 'Pflege & Organisation' })).toBeChecked();
  expect(await ctx.db.users.filter((u) => u.name === 'Zweite Nina').count()).toBe(0);
});

test('creating a user: toast, row in the table, stored with role and groups', async () => {
  const { ctx } = await openForm();
  const user = userEvent.setup();
  await user.type(field('Name'), 'Erika Muster');
  await user.type(field('E-Mail-Adresse'), ' Erika.Muster@Example.org ');
  await user.type(field('Unternehmen'), 'Muster e. V.');
  await user.click(screen.getByRole('checkbox', { name: 'Kinder- und Jugendhilfe digital' }));
  await user.click(save());
  const table = await screen.findByRole('table', { name: 'Alle Benutzer' }, slow);
  expect(useToasts.getState().toasts).toMatchObject([{ type: 'success', message: 'Benutzer wurde erstellt' }]);
  const row = await within(table).findByRole('row', { name: /Erika Muster/ });
  expect(within(row).getByText('erika.muster@example.org')).toBeInTheDocument();
  expect(within(row).getByText('Kinder- und Jugendhilfe digital')).toBeInTheDocument();
  const stored = await ctx.db.users.get({ email: 'erika.muster@example.org' });
  expect(stored).toMatchObject({ name: 'Erika Muster', companyName: 'Muster e. V.', role: 'user', projectGroups: [3] });
  expect((await ctx.db.groups.get(3))!.memberIds).toContain(stored!.id);
});

test('editing a user: values prefilled, toast, stored', async () => {
  const { ctx } = await open('/admin?tab=benutzer');
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Bearbeiten: Nina Nutzer' }, slow));
  expect(await screen.findByRole('heading', { level: 2, name: 'Benutzer bearbeiten' })).toBeInTheDocument();
  expect(await screen.findByRole('textbox', { name: 'E-Mail-Adresse' })).toHaveValue('nutzer@example.com');
  expect(field('E-Mail-Adresse')).toHaveValue('nutzer@example.com');
  expect(screen.getByRole('checkbox', { name: 'Pflege & Organisation' })).toBeChecked();
  await user.clear(field('Unternehmen'));
  await user.type(field('Unternehmen'), 'Caritas Thüringen');
  await user.click(screen.getByRole('checkbox', { name: 'Pflege & Organisation' }));
  await user.click(save());
  await screen.findByRole('table', { name: 'Alle Benutzer' }, slow);
  expect(useToasts.getState().toasts).toMatchObject([{ type: 'success', message: 'Benutzer wurde aktualisiert' }]);
  expect(await ctx.db.users.get(2)).toMatchObject({ companyName: 'Caritas Thüringen', projectGroups: [1] });
  expect((await ctx.db.groups.get(2))!.memberIds).not.toContain(2);
});

test('the last administrator cannot lose the role: the store message shows in the form and as toast', async () => {
  const { ctx } = await open('/admin?tab=benutzer&bearbeiten=1');
  const user = userEvent.setup();
  await user.selectOptions(await screen.findByRole('combobox', { name: 'Rolle' }, slow), 'Benutzer');
  await user.click(save());
  expect(
    await screen.findByText('Das letzte Admin-Konto kann nicht entfernt werden.', { selector: '[role="alert"]' }),
  ).toBeVisible();
  expect(useToasts.getState().toasts).toMatchObject([
    { type: 'error', message: 'Das letzte Admin-Konto kann nicht entfernt werden.' },
  ]);
  expect((await ctx.db.users.get(1))!.role).toBe('admin');
});

test('deleting asks first, says it cannot be undone, then removes the user', async () => {
  const { ctx } = await open('/admin?tab=benutzer');
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Löschen: Thomas Becker' }, slow));
  const dialog = await screen.findByRole('alertdialog', { name: '„Thomas Becker“ löschen?' });
  expect(within(dialog).getByText('Diese Aktion kann nicht rückgängig gemacht werden.')).toBeInTheDocument();
  await user.click(within(dialog).getByRole('button', { name: 'Abbrechen' }));
  expect(await ctx.db.users.get(3)).toBeDefined();
  await user.click(screen.getByRole('button', { name: 'Löschen: Thomas Becker' }));
  await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Löschen' }));
  await waitFor(() => expect(screen.queryByRole('row', { name: /Thomas Becker/ })).not.toBeInTheDocument());
  await waitFor(() =>
    expect(useToasts.getState().toasts).toMatchObject([{ type: 'success', message: 'Benutzer wurde gelöscht' }]),
  );
  expect(await ctx.db.users.get(3)).toBeUndefined();
});

test('an unknown id in the edit URL says so and offers the way back', async () => {
  await open('/admin?tab=benutzer&bearbeiten=999');
  expect(await screen.findByText(/Dieses Benutzerkonto wurde nicht gefunden/, {}, slow)).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Zurück' })).toBeInTheDocument();
});

test('a long user table shows 50 rows first and the rest on Mehr anzeigen', async () => {
  const { ctx } = await open('/admin?tab=gruppen');
  await screen.findByRole('heading', { level: 2, name: 'Gruppen' }, slow);
  const { id: _id, ...nina } = (await ctx.db.users.get({ email: 'nutzer@example.com' }))!;
  await ctx.db.users.bulkAdd(
    Array.from({ length: 60 }, (_, i) => ({
      ...nina,
      name: `Testperson ${i + 1}`,
      email: `person${i + 1}@example.com`,
    })),
  );
  const total = await ctx.db.users.count();
  await userEvent.click(screen.getByRole('tab', { name: 'Benutzer' }));
  const table = await screen.findByRole('table', { name: 'Alle Benutzer' }, slow);
  expect(within(table).getAllByRole('row')).toHaveLength(1 + 50);
  expect(screen.getByText(`50 von ${total} angezeigt`)).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Mehr anzeigen' }));
  await waitFor(() =>
    expect(within(screen.getByRole('table', { name: 'Alle Benutzer' })).getAllByRole('row')).toHaveLength(1 + total),
  );
  expect(screen.queryByRole('button', { name: 'Mehr anzeigen' })).not.toBeInTheDocument();
});
