import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useToasts } from '../../../stores/toasts';
import { renderRoute } from '../../../testing/render-route';

const ADMIN = { as: 'admin@example.com' };

async function renderAdmin(path: string) {
  const routes = [{ path: '/admin', ...(await import('../admin-route')) }];
  return renderRoute(routes, path, ADMIN);
}

const toastMessages = () => useToasts.getState().toasts.map((t) => [t.type, t.message]);

beforeEach(() => useToasts.setState({ toasts: [] }));

async function openForm() {
  const view = await renderAdmin('/admin?tab=footer-seiten&neu');
  await screen.findByRole('heading', { level: 2, name: 'Neue Seite' }, { timeout: 5000 });
  return view;
}

const field = {
  title: () => screen.getByRole('textbox', { name: 'Titel' }),
  slug: () => screen.getByRole('textbox', { name: 'URL-Slug' }),
  content: () => screen.getByRole('textbox', { name: 'Inhalt (HTML)' }),
  status: () => screen.getByRole('combobox', { name: 'Status' }),
};

async function fill(
  user: ReturnType<typeof userEvent.setup>,
  values: { title?: string; slug?: string; content?: string },
) {
  if (values.title) await user.type(field.title(), values.title);
  if (values.slug) await user.type(field.slug(), values.slug);
  if (values.content) await user.type(field.content(), values.content);
}

function tableRows() {
  const table = screen.getByRole('table', { name: 'Footer-Seiten' });
  return within(table).getAllByRole('row').slice(1);
}

test('the list shows title, slug with a leading slash, status badge, edit and delete', async () => {
  await renderAdmin('/admin?tab=footer-seiten');
  await screen.findByRole('table', { name: 'Footer-Seiten' }, { timeout: 5000 });
  expect(tableRows()).toHaveLength(3);
  const row = tableRows().find((r) => within(r).queryByText('Datenschutzerklärung'));
  expect(row).toBeDefined();
  const cells = within(row!);
  // Narrow screens show slug and status inside the title cell as well (CSS decides), hence the first match.
  expect(cells.getAllByRole('link', { name: '/datenschutz' })[0]).toHaveAttribute('href', '/datenschutz');
  expect(cells.getAllByText('Veröffentlicht')[0]).toBeVisible();
  expect(cells.getByRole('button', { name: 'Bearbeiten: Datenschutzerklärung' })).toBeVisible();
  expect(cells.getByRole('button', { name: 'Löschen: Datenschutzerklärung' })).toBeVisible();
  const draft = tableRows().find((r) => within(r).queryByText('Erklärung zur Barrierefreiheit'));
  expect(within(draft!).getAllByText('Entwurf')[0]).toBeVisible();
});

test('the status filter narrows the table and Alle shows every page again', async () => {
  const user = userEvent.setup();
  await renderAdmin('/admin?tab=footer-seiten');
  await screen.findByRole('table', { name: 'Footer-Seiten' }, { timeout: 5000 });
  const filter = screen.getByRole('combobox', { name: 'Nach Status filtern' });

  await user.selectOptions(filter, 'Entwurf');
  await waitFor(() => expect(tableRows()).toHaveLength(1));
  expect(within(tableRows()[0]!).getByText('Erklärung zur Barrierefreiheit')).toBeVisible();
  expect(screen.getByRole('status')).toHaveTextContent('1 Seite');

  await user.selectOptions(filter, 'Veröffentlicht');
  await waitFor(() => expect(tableRows()).toHaveLength(2));
  expect(screen.queryByText('Erklärung zur Barrierefreiheit')).not.toBeInTheDocument();

  await user.selectOptions(filter, 'Alle');
  await waitFor(() => expect(tableRows()).toHaveLength(3));
});

test('saving an empty form names the required fields, marks them and focuses the first', async () => {
  const user = userEvent.setup();
  const { ctx } = await openForm();
  await user.click(screen.getByRole('button', { name: 'Speichern' }));
  expect(await screen.findByText('Bitte füllen Sie alle Pflichtfelder aus.')).toBeVisible();
  for (const control of [field.title(), field.slug(), field.content()]) {
    expect(control).toHaveAttribute('aria-invalid', 'true');
    expect(control).toHaveAccessibleDescription(expect.stringContaining('Bitte füllen Sie alle Pflichtfelder aus.'));
  }
  expect(field.title()).toHaveFocus();
  expect(field.content()).toHaveAttribute('rows', '15');
  expect(field.status()).toHaveValue('draft');
  expect(await ctx.db.footerPages.count()).toBe(3);
});

test('an invalid slug shows the domain message at the slug field', async () => {
  const user = userEvent.setup();
  await openForm();
  await fill(user, { title: 'Über uns', slug: 'über uns', content: '<p>Wer wir sind</p>' });
  await user.click(screen.getByRole('button', { name: 'Speichern' }));
  const message = 'Der URL-Slug darf nur Kleinbuchstaben, Ziffern und Bindestriche enthalten.';
  expect(await screen.findByText(message)).toBeVisible();
  expect(field.slug()).toHaveAttribute('aria-invalid', 'true');
  expect(field.slug()).toHaveAccessibleDescription(expect.stringContaining(message));
  expect(field.slug()).toHaveFocus();
  expect(screen.queryByText('Bitte füllen Sie alle Pflichtfelder aus.')).not.toBeInTheDocument();
});

test('a slug already taken shows the store message and keeps everything typed', async () => {
  const user = userEvent.setup();
  const { ctx } = await openForm();
  await fill(user, { title: 'Zweites Impressum', slug: 'impressum', content: '<p>Angaben gemäß DDG</p>' });
  await user.selectOptions(field.status(), 'Veröffentlicht');
  await user.click(screen.getByRole('button', { name: 'Speichern' }));
  const message = 'Dieser URL-Slug wird bereits verwendet.';
  expect(await screen.findByText(message)).toBeVisible();
  expect(field.slug()).toHaveAccessibleDescription(expect.stringContaining(message));
  expect(field.slug()).toHaveFocus();
  expect(field.title()).toHaveValue('Zweites Impressum');
  expect(field.slug()).toHaveValue('impressum');
  expect(field.content()).toHaveValue('<p>Angaben gemäß DDG</p>');
  expect(field.status()).toHaveValue('published');
  expect(await ctx.db.footerPages.count()).toBe(3);

  // Changing the slug clears the message; the save then goes through.
  await user.clear(field.slug());
  await user.type(field.slug(), 'impressum-2');
  expect(screen.queryByText(message)).not.toBeInTheDocument();
});

test('a slug of an app route is refused at the field, before anything is stored', async () => {
  const user = userEvent.setup();
  const { ctx } = await openForm();
  await fill(user, { title: 'Admin-Hilfe', slug: 'admin', content: '<p>Hilfe</p>' });
  await user.click(screen.getByRole('button', { name: 'Speichern' }));
  expect(await screen.findByText('Dieser URL-Slug ist für eine Seite der Anwendung reserviert.')).toBeVisible();
  expect(field.slug()).toHaveAttribute('aria-invalid', 'true');
  expect(field.content()).toHaveValue('<p>Hilfe</p>');
  expect(await ctx.db.footerPages.count()).toBe(3);
});

test('the content preview renders sanitised HTML as it is typed', async () => {
  const user = userEvent.setup();
  await openForm();
  const preview = screen.getByRole('region', { name: 'Vorschau' });
  expect(within(preview).getByText('Die Vorschau erscheint, sobald Sie Inhalt eingeben.')).toBeVisible();
  await user.type(field.content(), '<h2>Kontakt</h2><img src="x" onerror="alert(1)">');
  expect(within(preview).getByRole('heading', { name: 'Kontakt' })).toBeVisible();
  expect(within(preview).getByRole('img')).not.toHaveAttribute('onerror');
});

test('creating a page shows the toast and the list row with /slug', async () => {
  const user = userEvent.setup();
  const { ctx, router } = await openForm();
  await fill(user, { title: 'Barrierefreiheit im Alltag', slug: 'barrierearm', content: '<p>So gehen wir vor.</p>' });
  await user.selectOptions(field.status(), 'Veröffentlicht');
  await user.click(screen.getByRole('button', { name: 'Speichern' }));

  await screen.findByRole('table', { name: 'Footer-Seiten' }, { timeout: 5000 });
  expect(toastMessages()).toContainEqual(['success', 'Seite wurde erstellt']);
  expect(router.state.location.search).toBe('?tab=footer-seiten');
  const row = await waitFor(() => {
    const found = tableRows().find((r) => within(r).queryByText('Barrierefreiheit im Alltag'));
    expect(found).toBeDefined();
    return found!;
  });
  expect(within(row).getAllByRole('link', { name: '/barrierearm' })[0]).toHaveAttribute('href', '/barrierearm');
  expect(within(row).getAllByText('Veröffentlicht')[0]).toBeVisible();
  expect(await ctx.db.footerPages.get({ slug: 'barrierearm' })).toMatchObject({
    title: 'Barrierefreiheit im Alltag',
    content: '<p>So gehen wir vor.</p>',
    status: 'published',
  });
});

test('editing a page saves it, deleting asks first', async () => {
  const user = userEvent.setup();
  const { ctx } = await renderAdmin('/admin?tab=footer-seiten');
  await screen.findByRole('table', { name: 'Footer-Seiten' }, { timeout: 5000 });
  await user.click(screen.getByRole('button', { name: 'Bearbeiten: Erklärung zur Barrierefreiheit' }));
  await screen.findByRole('heading', { level: 2, name: 'Seite bearbeiten' });
  // The heading stands while the page loads; the form follows with it.
  expect(await screen.findByRole('textbox', { name: 'URL-Slug' })).toHaveValue('barrierefreiheit');
  expect(field.status()).toHaveValue('draft');
  await user.selectOptions(field.status(), 'Veröffentlicht');
  await user.click(screen.getByRole('button', { name: 'Speichern' }));
  await screen.findByRole('table', { name: 'Footer-Seiten' }, { timeout: 5000 });
  expect(toastMessages()).toContainEqual(['success', 'Seite wurde aktualisiert']);
  expect((await ctx.db.footerPages.get(3))?.status).toBe('published');

  await user.click(screen.getByRole('button', { name: 'Löschen: Impressum' }));
  const dialog = await screen.findByRole('alertdialog', { name: '„Impressum“ löschen?' });
  await user.click(within(dialog).getByRole('button', { name: 'Löschen' }));
  await waitFor(() => expect(toastMessages()).toContainEqual(['success', 'Seite wurde gelöscht']));
  expect(await ctx.db.footerPages.get(2)).toBeUndefined();
  await waitFor(() => expect(screen.queryByText('Impressum')).not.toBeInTheDocument());
});

test('a failed save keeps the form and says why', async () => {
  const user = userEvent.setup();
  const { ctx } = await openForm();
  await fill(user, { title: 'Nutzungsbedingungen', slug: 'nutzung', content: '<p>Regeln</p>' });
  ctx.signOut();
  await user.click(screen.getByRole('button', { name: 'Speichern' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Bitte melden Sie sich an.');
  expect(toastMessages()).toContainEqual(['error', 'Bitte melden Sie sich an.']);
  expect(field.title()).toHaveValue('Nutzungsbedingungen');
  expect(field.content()).toHaveValue('<p>Regeln</p>');
});

test('moving or unpublishing the privacy page warns that the contact form links to /datenschutz', async () => {
  const user = userEvent.setup();
  await renderAdmin('/admin?tab=footer-seiten');
  await screen.findByRole('table', { name: 'Footer-Seiten' }, { timeout: 5000 });
  const warning =
    'Das Kontaktformular verweist auf /datenschutz. Ohne veröffentlichte Seite unter dieser Adresse führt sein Datenschutz-Link ins Leere.';

  await user.click(screen.getByRole('button', { name: 'Löschen: Datenschutzerklärung' }));
  const dialog = await screen.findByRole('alertdialog', { name: '„Datenschutzerklärung“ löschen?' });
  expect(dialog).toHaveTextContent(
    'Das Kontaktformular verweist auf /datenschutz; sein Datenschutz-Link führt danach ins Leere.',
  );
  await user.click(within(dialog).getByRole('button', { name: 'Abbrechen' }));

  await user.click(screen.getByRole('button', { name: 'Bearbeiten: Datenschutzerklärung' }));
  await screen.findByRole('textbox', { name: 'URL-Slug' });
  expect(screen.queryByText(warning)).not.toBeInTheDocument();
  await user.type(field.slug(), '-alt');
  expect(screen.getByRole('status')).toHaveTextContent(warning);
  await user.clear(field.slug());
  await user.type(field.slug(), 'Datenschutz');
  expect(screen.queryByText(warning)).not.toBeInTheDocument();
  await user.selectOptions(field.status(), 'Entwurf');
  expect(screen.getByText(warning)).toBeVisible();
});
