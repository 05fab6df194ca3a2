import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RouteObject } from 'react-router-dom';
import { NetworkError } from '../../../data/errors';
import { useSession } from '../../../stores/session';
import { useToasts } from '../../../stores/toasts';
import { ADMIN_EMAIL } from '../../../testing/demo-context';
import { renderRoute } from '../../../testing/render-route';

const routes = async (): Promise<RouteObject[]> => [{ path: '/admin', ...(await import('../admin-route')) }];
const open = async (path: string, as: string | null = ADMIN_EMAIL) =>
  renderRoute(await routes(), path, as ? { as } : {});
// The tab is a lazily loaded chunk: the first render may take a moment.
const slow = { timeout: 5000 };

beforeEach(() => useToasts.setState({ toasts: [] }));

const save = () => screen.getByRole('button', { name: 'Speichern' });
const members = () => screen.getByRole('group', { name: /Mitglieder/ });

async function openForm(path = '/admin?tab=gruppen&neu') {
  const view = await open(path);
  await screen.findByRole('textbox', { name: 'Name' }, slow);
  await within(members()).findAllByRole('checkbox');
  return view;
}

test('the list shows name, description, status and type labels and the member count', async () => {
  await open('/admin?tab=gruppen');
  expect(await screen.findByRole('heading', { level: 2, name: 'Gruppen' }, slow)).toBeInTheDocument();
  const table = await screen.findByRole('table', { name: 'Alle Projektgruppen' }, slow);
  expect(
    within(table)
      .getAllByRole('columnheader')
      .map((th) => th.textContent),
  ).toEqual(['Name', 'Beschreibung', 'Status', 'Typ', 'Mitglieder', 'Aktionen']);
  const pflege = within(table).getByRole('row', { name: /Pflege & Organisation/ });
  expect(within(pflege).getByText(/Ambulante und stationäre Pflegedienste/)).toBeInTheDocument();
  expect(within(pflege).getByText('Aktiv')).toBeInTheDocument();
  expect(within(pflege).getByText('Kollaborativ')).toBeInTheDocument();
  expect(within(pflege).getByRole('cell', { name: '4' })).toBeInTheDocument();
  const jugend = within(table).getByRole('row', { name: /Kinder- und Jugendhilfe digital/ });
  expect(within(jugend).getByText('Privat')).toBeInTheDocument();
  const pilot = within(table).getByRole('row', { name: /Pilotphase Wohnungslosenhilfe/ });
  expect(within(pilot).getByText('Archiviert')).toBeInTheDocument();
});

test('a new group defaults to active and collaborative; name and members are required with the spec messages', async () => {
  const { ctx } = await openForm();
  const user = userEvent.setup();
  expect(screen.getByRole('heading', { level: 2, name: 'Neue Projektgruppe' })).toBeInTheDocument();
  expect(screen.getByRole('combobox', { name: 'Status' })).toHaveValue('active');
  expect(screen.getByRole('combobox', { name: 'Typ' })).toHaveValue('collaborative');
  const before = await ctx.db.groups.count();

  await user.click(save());
  expect(await screen.findByText('Bitte geben Sie einen Namen für die Gruppe ein.')).toBeVisible();
  expect(screen.getByText('Bitte wählen Sie mindestens ein Mitglied aus.')).toBeVisible();
  expect(screen.getByRole('textbox', { name: 'Name' })).toHaveFocus();
  expect(screen.getByRole('textbox', { name: 'Name' })).toHaveAccessibleDescription(
    'Bitte geben Sie einen Namen für die Gruppe ein.',
  );
  expect(members()).toHaveAccessibleDescription(/Bitte wählen Sie mindestens ein Mitglied aus\./);

  await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Eingliederungshilfe');
  await user.click(save());
  await waitFor(() =>
    expect(screen.queryByText('Bitte geben Sie einen Namen für die Gruppe ein.')).not.toBeInTheDocument(),
  );
  expect(screen.getByText('Bitte wählen Sie mindestens ein Mitglied aus.')).toBeVisible();
  expect(within(members()).getAllByRole('checkbox')[0]).toHaveFocus();
  expect(await ctx.db.groups.count()).toBe(before);
});

test('creating a group with members: toast, row, stored with defaults, members get the group', async () => {
  const { ctx } = await openForm();
  const user = userEvent.setup();
  await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Eingliederungshilfe');
  await user.type(screen.getByRole('textbox', { name: 'Beschreibung' }), 'Träger der Eingliederungshilfe');
  // Members show name and company; the filter narrows the list.
  expect(within(members()).getByText('Lebenshilfe Weimar')).toBeInTheDocument();
  await user.type(screen.getByRole('searchbox', { name: 'Mitglieder filtern' }), 'weimar');
  expect(within(members()).getAllByRole('checkbox')).toHaveLength(1);
  await user.click(within(members()).getByRole('checkbox', { name: /Mehmet Yılmaz/ }));
  await user.clear(screen.getByRole('searchbox', { name: 'Mitglieder filtern' }));
  await user.click(within(members()).getByRole('checkbox', { name: /Julia Hoffmann/ }));
  expect(within(members()).getByText('2 Mitglieder ausgewählt')).toBeInTheDocument();
  await user.click(save());

  const table = await screen.findByRole('table', { name: 'Alle Projektgruppen' }, slow);
  await waitFor(() =>
    expect(useToasts.getState().toasts).toMatchObject([{ type: 'success', message: 'Projektgruppe wurde erstellt' }]),
  );
  const row = within(table).getByRole('row', { name: /Eingliederungshilfe/ });
  expect(within(row).getByRole('cell', { name: '2' })).toBeInTheDocument();
  const stored = await ctx.db.groups.filter((g) => g.name === 'Eingliederungshilfe').first();
  expect(stored).toMatchObject({
    description: 'Träger der Eingliederungshilfe',
    status: 'active',
    type: 'collaborative',
    memberIds: [5, 6],
  });
  expect((await ctx.db.users.get(5))!.projectGroups).toContain(stored!.id);
  expect((await ctx.db.users.get(6))!.projectGroups).toContain(stored!.id);
});

test('a taken group name is refused at the name field, and what was typed stays', async () => {
  const { ctx } = await openForm();
  const user = userEvent.setup();
  await user.type(screen.getByRole('textbox', { name: 'Name' }), 'pflege & organisation');
  await user.type(screen.getByRole('textbox', { name: 'Beschreibung' }), 'Zweite Pflegegruppe');
  await user.click(within(members()).getByRole('checkbox', { name: /Julia Hoffmann/ }));
  await user.click(save());

  const name = screen.getByRole('textbox', { name: 'Name' });
  await waitFor(() =>
    expect(name).toHaveAccessibleDescription(/Eine Projektgruppe mit diesem Namen gibt es bereits\./),
  );
  expect(name).toHaveValue('pflege & organisation');
  expect(screen.getByRole('textbox', { name: 'Beschreibung' })).toHaveValue('Zweite Pflegegruppe');
  expect(within(members()).getByRole('checkbox', { name: /Julia Hoffmann/ })).toBeChecked();
  expect(await ctx.db.groups.count()).toBe(4);
});

test('editing members: the group and the users’ groups follow; the toast says updated', async () => {
  const { ctx } = await open('/admin?tab=gruppen');
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Bearbeiten: Pflege & Organisation' }, slow));
  expect(await screen.findByRole('heading', { level: 2, name: 'Projektgruppe bearbeiten' })).toBeInTheDocument();
  expect(await screen.findByRole('textbox', { name: 'Name' })).toHaveValue('Pflege & Organisation');
  const box = (name: RegExp) => within(members()).getByRole('checkbox', { name });
  expect(box(/Nina Nutzer/)).toBeChecked();
  expect(box(/Peter Neumann/)).not.toBeChecked();
  await user.click(box(/Nina Nutzer/));
  await user.click(box(/Peter Neumann/));
  await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Archiviert');
  await user.selectOptions(screen.getByRole('combobox', { name: 'Typ' }), 'Privat');
  await user.click(save());

  await screen.findByRole('table', { name: 'Alle Projektgruppen' }, slow);
  await waitFor(() =>
    expect(useToasts.getState().toasts).toMatchObject([
      { type: 'success', message: 'Projektgruppe wurde aktualisiert' },
    ]),
  );
  const group = await ctx.db.groups.get(2);
  expect(group).toMatchObject({ status: 'archived', type: 'private' });
  expect([...group!.memberIds].sort()).toEqual([5, 7, 8, 9]);
  expect((await ctx.db.users.get(2))!.projectGroups).not.toContain(2);
  expect((await ctx.db.users.get(9))!.projectGroups).toContain(2);
});

test('adding oneself to a group updates the signed-in user', async () => {
  await openForm('/admin?tab=gruppen&bearbeiten=2');
  const user = userEvent.setup();
  expect(useSession.getState().user!.projectGroups).not.toContain(2);
  await user.click(within(members()).getByRole('checkbox', { name: /Anna Admin/ }));
  await user.click(save());
  await waitFor(() => expect(useSession.getState().user!.projectGroups).toContain(2));
});

test('a group with projects says so instead of asking to delete', async () => {
  const { ctx } = await open('/admin?tab=gruppen');
  const user = userEvent.setup();
  const projects = await ctx.db.projects.where('projectGroupId').equals(2).count();
  await user.click(await screen.findByRole('button', { name: 'Löschen: Pflege & Organisation' }, slow));
  const notice = await screen.findByRole('alertdialog', { name: '„Pflege & Organisation“ kann nicht gelöscht werden' });
  expect(notice).toHaveTextContent(`Zu dieser Gruppe gehören noch ${projects} Projekte.`);
  expect(within(notice).queryByRole('button', { name: 'Löschen' })).not.toBeInTheDocument();
  await user.click(within(notice).getByRole('button', { name: 'Verstanden' }));
  expect(await ctx.db.groups.get(2)).toBeDefined();
});

test('a group without projects is deleted after confirming', async () => {
  const { ctx } = await renderRoute(await routes(), '/admin?tab=gruppen', {
    as: ADMIN_EMAIL,
    arrange: (arranged) => arranged.db.projects.where('projectGroupId').equals(4).delete(),
  });
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Löschen: Pilotphase Wohnungslosenhilfe' }, slow));
  await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Löschen' }));
  await waitFor(() =>
    expect(useToasts.getState().toasts).toMatchObject([{ type: 'success', message: 'Projektgruppe wurde gelöscht' }]),
  );
  await waitFor(() =>
    expect(screen.queryByRole('row', { name: /Pilotphase Wohnungslosenhilfe/ })).not.toBeInTheDocument(),
  );
  expect(await ctx.db.groups.get(4)).toBeUndefined();
  expect((await ctx.db.users.get(3))!.projectGroups).not.toContain(4);
});

test('a failed load shows the spec message', async () => {
  // The server cannot be reached: a failure that is not the end of the session (that one gives no toast).
  const { repo } = await open('/admin?tab=benutzer');
  vi.spyOn(repo.groups, 'list').mockRejectedValue(new NetworkError());
  await userEvent.setup().click(await screen.findByRole('tab', { name: 'Gruppen' }, slow));
  expect(
    await screen.findByText('Fehler beim Laden der Projektgruppen', { selector: '[role="alert"]' }, slow),
  ).toBeInTheDocument();
  expect(useToasts.getState().toasts).toMatchObject([
    { type: 'error', message: 'Fehler beim Laden der Projektgruppen' },
  ]);
});
