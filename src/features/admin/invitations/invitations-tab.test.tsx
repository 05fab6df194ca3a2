import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RouteObject } from 'react-router-dom';
import { NetworkError } from '../../../data/errors';
import { useToasts } from '../../../stores/toasts';
import { ADMIN_EMAIL, MEMBER_EMAIL } from '../../../testing/demo-context';
import { getByRoleHolding } from '../../../testing/queries';
import { renderRoute } from '../../../testing/render-route';

const routes = async (): Promise<RouteObject[]> => [{ path: '/admin', ...(await import('../admin-route')) }];
const open = async (path: string, as: string | null = ADMIN_EMAIL) =>
  renderRoute(await routes(), path, as ? { as } : {});
// The tab is a lazily loaded chunk: the first render may take a moment.
const slow = { timeout: 5000 };

beforeEach(() => useToasts.setState({ toasts: [] }));

const emails = () => screen.getByRole('textbox', { name: 'E-Mail-Adressen' });
const group = () => screen.getByRole('combobox', { name: 'Projektgruppe' });
const submit = () => screen.getByRole('button', { name: 'Einladungen erstellen' });

async function openForm() {
  const view = await open('/admin?tab=einladungen&neu');
  await screen.findByRole('textbox', { name: 'E-Mail-Adressen' }, slow);
  return view;
}

/** Types text with line breaks into the textarea (userEvent reads {Enter} as a key). */
async function typeLines(user: ReturnType<typeof userEvent.setup>, lines: string[]) {
  await user.click(emails());
  await user.paste(lines.join('\n'));
}

test('the list shows e-mail, group name or „Keine Gruppe“ and the Aktiv/Inaktiv badge', async () => {
  await open('/admin?tab=einladungen');
  expect(await screen.findByRole('heading', { level: 2, name: 'Einladungen' }, slow)).toBeInTheDocument();
  const table = await screen.findByRole('table', { name: /Whitelist/ }, slow);
  expect(
    within(table)
      .getAllByRole('columnheader')
      .map((th) => th.textContent),
  ).toEqual(['E-Mail-Adresse', 'Projektgruppe', 'Status', 'Aktionen']);
  const invited = within(table).getByRole('row', { name: /eingeladen@example.com/ });
  expect(within(invited).getByText('Digitale Beratung & Teilhabe')).toBeInTheDocument();
  expect(within(invited).getByText('Aktiv')).toBeInTheDocument();
  expect(
    within(within(table).getByRole('row', { name: /ehemalige.kollegin@example.com/ })).getByText('Inaktiv'),
  ).toBeInTheDocument();
  expect(
    within(within(table).getByRole('row', { name: /info@example.com/ })).getByText('Keine Gruppe'),
  ).toBeInTheDocument();
});

test('text and group are both required', async () => {
  const { ctx } = await openForm();
  const user = userEvent.setup();
  const before = await ctx.db.whitelist.count();
  await user.click(submit());
  expect(await screen.findByText('Bitte füllen Sie alle Pflichtfelder aus.')).toBeVisible();
  expect(emails()).toHaveAttribute('aria-invalid', 'true');
  expect(group()).toHaveAttribute('aria-invalid', 'true');
  expect(emails()).toHaveFocus();

  await typeLines(user, ['neu@example.org']);
  await user.click(submit());
  expect(await screen.findByText('Bitte füllen Sie alle Pflichtfelder aus.')).toBeVisible();
  expect(emails()).not.toHaveAttribute('aria-invalid');
  expect(group()).toHaveAttribute('aria-invalid', 'true');
  expect(group()).toHaveAccessibleDescription('Bitte füllen Sie alle Pflichtfelder aus.');
  expect(group()).toHaveFocus();
  expect(await ctx.db.whitelist.count()).toBe(before);
});

test('an invalid line is reported with its number and nothing is created', async () => {
  const { ctx } = await openForm();
  const user = userEvent.setup();
  const before = await ctx.db.whitelist.count();
  await typeLines(user, ['eins@example.org', '', 'zwei-at-example.org', 'drei@example.org', 'vier@example']);
  await user.selectOptions(group(), within(group()).getByRole('option', { name: 'Pflege & Organisation' }));
  await user.click(submit());
  const message = await screen.findByText(
    /Zeile 3 \(zwei-at-example.org\): Bitte geben Sie eine gültige E-Mail-Adresse ein./,
  );
  expect(message).toHaveTextContent(
    'Zeile 3 (zwei-at-example.org): Bitte geben Sie eine gültige E-Mail-Adresse ein. Zeile 5 (vier@example): Bitte geben Sie eine gültige E-Mail-Adresse ein.',
  );
  expect(emails()).toHaveAttribute('aria-invalid', 'true');
  expect(emails()).toHaveAccessibleDescription(/Zeile 3 \(zwei-at-example.org\)/);
  expect(emails()).toHaveFocus();
  expect(await ctx.db.whitelist.count()).toBe(before);
});

test('an address followed by markup is refused by its line, nothing is created and the text stays', async () => {
  const { ctx } = await openForm();
  const user = userEvent.setup();
  const before = await ctx.db.whitelist.count();
  const lines = ['eins@example.org', 'a@b.de<script>alert(1)</script>', '"Anna Neu" <anna@example.org>'];
  await typeLines(user, lines);
  await user.selectOptions(group(), within(group()).getByRole('option', { name: 'Pflege & Organisation' }));
  await user.click(submit());
  expect(
    await screen.findByText(
      /Zeile 2 \(a@b.de<script>alert\(1\)<\/script>\): Bitte geben Sie eine gültige E-Mail-Adresse ein./,
    ),
  ).toBeVisible();
  expect(
    screen.getByText(/Zeile 3 \("Anna Neu" <anna@example.org>\): Bitte geben Sie eine gültige E-Mail-Adresse ein./),
  ).toBeVisible();
  expect(emails()).toHaveValue(lines.join('\n'));
  expect(emails()).toHaveFocus();
  expect(await ctx.db.whitelist.count()).toBe(before);
});

test('two valid lines (trimmed, empty lines dropped) create two entries, one call each, and the toast', async () => {
  const { ctx, repo } = await openForm();
  const create = vi.spyOn(repo.whitelist, 'create');
  const user = userEvent.setup();
  await typeLines(user, ['  Anna.Neu@Traeger.de ', '', '   ', 'ben@verein.org']);
  await user.selectOptions(group(), within(group()).getByRole('option', { name: 'Pflege & Organisation' }));
  await user.click(submit());

  await screen.findByRole('table', { name: /Whitelist/ }, slow);
  await waitFor(() =>
    expect(useToasts.getState().toasts).toMatchObject([
      { type: 'success', message: '2 Einladungen wurden erfolgreich erstellt' },
    ]),
  );
  expect(create).toHaveBeenCalledTimes(2);
  expect(create).toHaveBeenNthCalledWith(1, { email: 'anna.neu@traeger.de', projectGroupId: 2, isActive: true });
  expect(create).toHaveBeenNthCalledWith(2, { email: 'ben@verein.org', projectGroupId: 2, isActive: true });
  const stored = await ctx.db.whitelist
    .filter((e) => ['anna.neu@traeger.de', 'ben@verein.org'].includes(e.email))
    .toArray();
  expect(stored).toHaveLength(2);
  expect(stored.every((e) => e.projectGroupId === 2 && e.isActive)).toBe(true);
  const row = await screen.findByRole('row', { name: /ben@verein.org/ });
  expect(within(row).getByText('Pflege & Organisation')).toBeInTheDocument();
  // The demo store "sends" the invitation to the Demo-Postfach.
  expect(await ctx.db.mails.filter((m) => m.to === 'ben@verein.org').count()).toBe(1);
});

test('duplicates are created once: repeats in the text and addresses already invited are reported', async () => {
  const { ctx, repo } = await openForm();
  const create = vi.spyOn(repo.whitelist, 'create');
  const user = userEvent.setup();
  expect(screen.getByRole('link', { name: 'Demo-Postfach' })).toHaveAttribute('href', '/demo-postfach');
  await typeLines(user, ['neu@example.org', 'eingeladen@example.com', 'NEU@example.org', 'zwei@example.org']);
  await user.selectOptions(group(), within(group()).getByRole('option', { name: 'Digitale Beratung & Teilhabe' }));
  await user.click(submit());

  const report = await screen.findByText(/Zeilen wurden übersprungen/);
  const box = getByRoleHolding('status', /Zeilen wurden übersprungen/);
  expect(
    within(box).getByText('Zeile 2 (eingeladen@example.com): Diese E-Mail-Adresse ist bereits eingeladen.'),
  ).toBeInTheDocument();
  expect(within(box).getByText('Zeile 3 (neu@example.org): steht bereits in Zeile 1')).toBeInTheDocument();
  expect(report).toHaveTextContent('2 Einladungen wurden erfolgreich erstellt');
  expect(useToasts.getState().toasts).toMatchObject([
    { type: 'success', message: '2 Einladungen wurden erfolgreich erstellt' },
  ]);
  expect(create).toHaveBeenCalledTimes(3);
  expect(await ctx.db.whitelist.filter((e) => e.email === 'neu@example.org').count()).toBe(1);
  expect(await ctx.db.whitelist.filter((e) => e.email === 'eingeladen@example.com').count()).toBe(1);
  // The form stays for the report, the text is cleared, the group kept.
  expect(emails()).toHaveValue('');
  expect(group()).toHaveDisplayValue('Digitale Beratung & Teilhabe');
});

test('a failure that is not about one address stops, says so, and keeps the lines not yet created', async () => {
  const { ctx, repo } = await openForm();
  const original = repo.whitelist.create.bind(repo.whitelist);
  vi.spyOn(repo.whitelist, 'create').mockImplementation(async (draft) => {
    if (draft.email === 'zwei@example.org') throw new NetworkError();
    return original(draft);
  });
  const user = userEvent.setup();
  await typeLines(user, ['eins@example.org', 'zwei@example.org', 'drei@example.org']);
  await user.selectOptions(group(), within(group()).getByRole('option', { name: 'Pflege & Organisation' }));
  await user.click(submit());
  expect(
    await screen.findByText('Der Server ist nicht erreichbar. Bitte prüfen Sie Ihre Verbindung.', {
      selector: '[role="alert"]',
    }),
  ).toBeVisible();
  expect(useToasts.getState().toasts).toMatchObject([
    { type: 'success', message: '1 Einladung wurde erfolgreich erstellt' },
    { type: 'error', message: 'Der Server ist nicht erreichbar. Bitte prüfen Sie Ihre Verbindung.' },
  ]);
  expect(emails()).toHaveValue('zwei@example.org\ndrei@example.org');
  expect(await ctx.db.whitelist.filter((e) => e.email.endsWith('@example.org')).count()).toBe(1);
});

test('deleting an entry asks first, then removes it with the spec toast', async () => {
  const { ctx } = await open('/admin?tab=einladungen');
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Löschen: kita-verwaltung@example.com' }, slow));
  const dialog = await screen.findByRole('alertdialog', { name: '„kita-verwaltung@example.com“ löschen?' });
  expect(within(dialog).getByText('Diese Aktion kann nicht rückgängig gemacht werden.')).toBeInTheDocument();
  await user.click(within(dialog).getByRole('button', { name: 'Löschen' }));
  await waitFor(() =>
    expect(useToasts.getState().toasts).toMatchObject([
      { type: 'success', message: 'E-Mail wurde aus der Whitelist entfernt' },
    ]),
  );
  await waitFor(() =>
    expect(screen.queryByRole('row', { name: /kita-verwaltung@example.com/ })).not.toBeInTheDocument(),
  );
  expect(await ctx.db.whitelist.get(4)).toBeUndefined();
});

test('a failed load shows the spec message', async () => {
  // The store refuses the list to a member: a failure that is not the end of the session (that one gives no toast).
  await open('/admin?tab=einladungen', MEMBER_EMAIL);
  expect(
    await screen.findByText('Fehler beim Laden der Whitelist', { selector: '[role="alert"]' }, slow),
  ).toBeInTheDocument();
  expect(useToasts.getState().toasts).toMatchObject([{ type: 'error', message: 'Fehler beim Laden der Whitelist' }]);
});
