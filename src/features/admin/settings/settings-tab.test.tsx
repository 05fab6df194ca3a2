import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NotFoundError, RepositoryError } from '../../../data/errors';
import { useToasts } from '../../../stores/toasts';
import { renderRoute } from '../../../testing/render-route';
import { chooseFiles, fileStarts } from '../../../testing/upload-files';

async function renderSettings(path = '/admin?tab=einstellungen') {
  const routes = [{ path: '/admin', ...(await import('../admin-route')) }];
  const view = await renderRoute(routes, path, { as: 'admin@example.com' });
  await screen.findByRole('tablist', { name: 'Hero-Einstellungen' }, { timeout: 5000 });
  return view;
}

/** The panel of the selected sub-tab (the other two stay mounted but hidden). */
async function activePanel() {
  const tablist = screen.getByRole('tablist', { name: 'Hero-Einstellungen' });
  const selected = within(tablist).getByRole('tab', { selected: true });
  const panel = screen.getByRole('tabpanel', { name: selected.textContent ?? '' });
  await within(panel).findByRole('button', { name: 'Speichern' }, { timeout: 3000 });
  return panel;
}

const toastMessages = () => useToasts.getState().toasts.map((t) => [t.type, t.message]);

beforeEach(() => useToasts.setState({ toasts: [] }));

test('the settings offer three hero sub-tabs and switch between them', async () => {
  const user = userEvent.setup();
  const { router } = await renderSettings();
  const tabs = within(screen.getByRole('tablist', { name: 'Hero-Einstellungen' })).getAllByRole('tab');
  expect(tabs.map((t) => t.textContent)).toEqual(['Hero Sektion', 'Produkt Hero', 'Service Hero']);
  expect(tabs[0]).toHaveAttribute('aria-selected', 'true');
  let panel = await activePanel();
  expect(within(panel).getByText('Erscheint oben auf der Startseite (/).')).toBeVisible();

  await user.click(screen.getByRole('tab', { name: 'Produkt Hero' }));
  expect(screen.getByRole('tab', { name: 'Produkt Hero' })).toHaveAttribute('aria-selected', 'true');
  expect(router.state.location.search).toContain('hero=product-hero');
  panel = await activePanel();
  expect(within(panel).getByText('Erscheint oben im Produktkatalog (/produkte).')).toBeVisible();
  // Seed: the product hero has opacity 0.6.
  expect(within(panel).getByRole('slider', { name: 'Deckkraft des Bildes' })).toHaveAttribute('aria-valuetext', '0,6');
});

test('the opacity slider runs from 0 to 1 in steps of 0.1 and shows its value', async () => {
  await renderSettings();
  const panel = await activePanel();
  const slider = within(panel).getByRole('slider', { name: 'Deckkraft des Bildes' });
  expect(slider).toHaveAttribute('min', '0');
  expect(slider).toHaveAttribute('max', '1');
  expect(slider).toHaveAttribute('step', '0.1');
  expect(slider).toHaveValue('0.5');
  expect(slider).toHaveAttribute('aria-valuetext', '0,5');
  expect(within(panel).getByText('0,5')).toBeVisible();

  fireEvent.change(slider, { target: { value: '0.8' } });
  expect(await within(panel).findByText('0,8')).toBeVisible();
  expect(slider).toHaveAttribute('aria-valuetext', '0,8');
});

test('the live preview uses the chosen description as alt text', async () => {
  const user = userEvent.setup();
  await renderSettings();
  const panel = await activePanel();
  const preview = within(panel).getByRole('region', { name: 'Vorschau' });
  const description = within(panel).getByRole('textbox', { name: 'Bildbeschreibung' });
  await user.clear(description);
  await user.type(description, 'Team am Whiteboard');
  expect(within(preview).getByRole('img', { name: 'Team am Whiteboard' })).toBeInTheDocument();
});

test('unsaved changes survive the sub-tabs, and leaving the settings asks first', async () => {
  const user = userEvent.setup();
  const { router } = await renderSettings();
  const description = within(await activePanel()).getByRole('textbox', { name: 'Bildbeschreibung' });
  await user.clear(description);
  await user.type(description, 'Noch nicht gespeichert');
  await user.click(screen.getByRole('tab', { name: 'Service Hero' }));
  expect(router.state.location.search).toContain('hero=service-hero');
  expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();

  await user.click(screen.getByRole('tab', { name: 'Benutzer' }));
  const dialog = await screen.findByRole('alertdialog', { name: 'Änderungen verwerfen?' });
  await user.click(within(dialog).getByRole('button', { name: 'Abbrechen' }));
  expect(router.state.location.search).toContain('tab=einstellungen');
  await user.click(screen.getByRole('tab', { name: 'Hero Sektion' }));
  expect(within(await activePanel()).getByRole('textbox', { name: 'Bildbeschreibung' })).toHaveValue(
    'Noch nicht gespeichert',
  );
});

test('saving writes opacity and description to the store and confirms', async () => {
  const user = userEvent.setup();
  const { ctx } = await renderSettings();
  const panel = await activePanel();
  const description = within(panel).getByRole('textbox', { name: 'Bildbeschreibung' });
  await user.clear(description);
  await user.type(description, 'Menschen im Workshop mit Post-its');
  fireEvent.change(within(panel).getByRole('slider', { name: 'Deckkraft des Bildes' }), { target: { value: '0.3' } });
  await user.click(within(panel).getByRole('button', { name: 'Speichern' }));

  await waitFor(() => expect(toastMessages()).toContainEqual(['success', 'Konfiguration wurde gespeichert']));
  const stored = await ctx.db.configurations.get('hero');
  expect(stored?.value).toEqual({
    file: '/images/hero/home.svg',
    opacity: 0.3,
    imageDescription: 'Menschen im Workshop mit Post-its',
  });
  // The other heroes are untouched.
  expect((await ctx.db.configurations.get('product-hero'))?.value.opacity).toBe(0.6);
});

test('removing the image and saving clears it from the setting', async () => {
  const user = userEvent.setup();
  const { ctx } = await renderSettings('/admin?tab=einstellungen&hero=service-hero');
  const panel = await activePanel();
  await user.click(within(panel).getByRole('button', { name: 'Hintergrundbild 1 entfernen' }));
  expect(within(panel).getByText('Kein Bild gewählt: der Hero zeigt eine dunkelblaue Fläche.')).toBeVisible();
  await user.click(within(panel).getByRole('button', { name: 'Speichern' }));
  await waitFor(() => expect(toastMessages()).toContainEqual(['success', 'Konfiguration wurde gespeichert']));
  expect((await ctx.db.configurations.get('service-hero'))?.value).toMatchObject({ file: null, opacity: 0.4 });
  expect(within(panel).getByRole('button', { name: 'Bild auswählen' })).toBeVisible();
});

test('a failed save keeps the typed description and the chosen opacity', async () => {
  const user = userEvent.setup();
  const { ctx } = await renderSettings();
  const panel = await activePanel();
  const description = within(panel).getByRole('textbox', { name: 'Bildbeschreibung' });
  await user.clear(description);
  await user.type(description, 'Neue Beschreibung');
  fireEvent.change(within(panel).getByRole('slider', { name: 'Deckkraft des Bildes' }), { target: { value: '0.9' } });
  ctx.signOut();
  await user.click(within(panel).getByRole('button', { name: 'Speichern' }));
  expect(await within(panel).findByRole('alert')).toHaveTextContent('Bitte melden Sie sich an.');
  expect(toastMessages()).toContainEqual(['error', 'Bitte melden Sie sich an.']);
  expect(description).toHaveValue('Neue Beschreibung');
  expect(within(panel).getByRole('slider', { name: 'Deckkraft des Bildes' })).toHaveAttribute('aria-valuetext', '0,9');
});

test('a save the server refuses with its status text says Fehler beim Speichern der Konfiguration', async () => {
  const user = userEvent.setup();
  const { repo } = await renderSettings();
  const panel = await activePanel();
  // What the HTTP adapter raises for a configuration call answered with 500 (SPEC §8).
  vi.spyOn(repo.configurations, 'save').mockRejectedValueOnce(new RepositoryError('Internal Server Error'));
  await user.click(within(panel).getByRole('button', { name: 'Speichern' }));
  expect(await within(panel).findByRole('alert')).toHaveTextContent('Fehler beim Speichern der Konfiguration');
  expect(toastMessages()).toContainEqual(['error', 'Fehler beim Speichern der Konfiguration']);
});

test('a setting the server does not have yet (404) opens with the defaults instead of a load error', async () => {
  const routes = [{ path: '/admin', ...(await import('../admin-route')) }];
  await renderRoute(routes, '/admin?tab=einstellungen', {
    as: 'admin@example.com',
    arrange: async (_ctx, repo) =>
      vi.spyOn(repo.configurations, 'get').mockRejectedValue(new NotFoundError('Not Found')),
  });
  const panel = await activePanel();
  expect(within(panel).getByRole('slider', { name: 'Deckkraft des Bildes' })).toHaveAttribute('aria-valuetext', '0,5');
  expect(screen.queryByText('Fehler beim Laden der Konfiguration')).not.toBeInTheDocument();
});

test('a new image is previewed, saved as a stored file, and a non-image is refused', async () => {
  // The chooser's "all files" lets a person pick a non-image despite accept="image/*".
  const user = userEvent.setup({ applyAccept: false });
  // jsdom has no object URLs; the preview of a picked image needs one.
  const original = { create: URL.createObjectURL, revoke: URL.revokeObjectURL };
  URL.createObjectURL = vi.fn(() => 'blob:vorschau');
  URL.revokeObjectURL = vi.fn();
  onTestFinished(() => {
    URL.createObjectURL = original.create;
    URL.revokeObjectURL = original.revoke;
  });
  const { ctx } = await renderSettings();
  const panel = await activePanel();
  // Found again each time: a save starts the picker afresh.
  const choose = (file: File) => chooseFiles(user, within(panel).getByRole('button', { name: 'Bild ersetzen' }), file);

  await choose(new File(['kein Bild'], 'notiz.txt', { type: 'text/plain' }));
  expect(await within(panel).findByText(/^Fehler beim Verarbeiten des Bildes/)).toBeVisible();

  // Saving the other values ends the message about the refused file.
  await user.click(within(panel).getByRole('button', { name: 'Speichern' }));
  await waitFor(() => expect(toastMessages()).toContainEqual(['success', 'Konfiguration wurde gespeichert']));
  expect(within(panel).queryByText(/^Fehler beim Verarbeiten des Bildes/)).not.toBeInTheDocument();
  useToasts.setState({ toasts: [] });

  // SVG is refused: opened on its own it could run script on this site.
  await choose(new File([fileStarts.svg], 'team.svg', { type: 'image/svg+xml' }));
  expect(
    await within(panel).findByText(
      'Fehler beim Verarbeiten des Bildes: „team.svg“ ist beschädigt oder kein unterstütztes Bildformat.',
    ),
  ).toBeVisible();
  // jsdom decodes no images: a small PNG, as the browser would measure it.
  vi.stubGlobal('createImageBitmap', vi.fn().mockResolvedValue({ width: 4, height: 4, close: () => {} }));
  onTestFinished(() => void vi.unstubAllGlobals());
  await choose(new File([fileStarts.png], 'team.png', { type: 'image/png' }));
  const preview = within(panel).getByRole('region', { name: 'Vorschau' });
  await waitFor(() => expect(within(preview).getByRole('img')).toHaveAttribute('src', 'blob:vorschau'));
  expect(within(panel).queryByText(/^Fehler beim Verarbeiten des Bildes/)).not.toBeInTheDocument();

  await user.click(within(panel).getByRole('button', { name: 'Speichern' }));
  await waitFor(() => expect(toastMessages()).toContainEqual(['success', 'Konfiguration wurde gespeichert']));
  const stored = await ctx.db.configurations.get('hero');
  expect(stored?.value.file).toMatch(/^stored-file:\d+$/);
});
