import { act, configure, screen, waitFor } from '@testing-library/react';
import type { RouteObject } from 'react-router-dom';
import { NetworkError } from '../../data/errors';
import { useToasts } from '../../stores/toasts';
import { ADMIN_EMAIL, TEST_NOW } from '../../testing/demo-context';
import { renderRoute } from '../../testing/render-route';
import * as footerPage from './footer-page-route';

// The seeded store is real IndexedDB work (fake-indexeddb): give it time on a busy machine.
configure({ asyncUtilTimeout: 5000 });

const routes: RouteObject[] = [
  { path: '/', element: <h1>Startseite</h1> },
  { path: '/:slug', loader: footerPage.loader, Component: footerPage.Component },
];

beforeEach(() => useToasts.setState({ toasts: [] }));
afterEach(() => vi.useRealTimers());

test('a published page shows its title as the h1 and its HTML content', async () => {
  await renderRoute(routes, '/datenschutz');
  expect(await screen.findByRole('heading', { level: 1, name: 'Datenschutzerklärung' })).toBeInTheDocument();
  expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  expect(screen.getByRole('heading', { level: 2, name: '1. Datenschutz auf einen Blick' })).toBeInTheDocument();
  expect(screen.getByText('Auskunft über Ihre gespeicherten Daten (Art. 15 DSGVO)')).toBeInTheDocument();
  expect(screen.getByText(/^Stand: \d{2}\.\d{2}\.\d{4}$/)).toBeInTheDocument();
  // Set by an effect after the commit that shows the heading.
  await waitFor(() => expect(document.title).toBe('Datenschutzerklärung – KI-Kompetenzzentrum Sozialwirtschaft'));
});

test('scripts and event handler attributes in the content are removed', async () => {
  const { ctx, router } = await renderRoute(routes, '/');
  await screen.findByRole('heading', { level: 1, name: 'Startseite' });
  await act(() =>
    ctx.db.footerPages.add({
      title: 'Nutzungsbedingungen',
      slug: 'nutzungsbedingungen',
      content:
        '<h2>Geltungsbereich</h2><p onclick="window.__clicked = true">Diese Bedingungen gelten.</p>' +
        '<script>window.__hacked = true</script><img src="x" alt="Bild" onerror="window.__hacked = true">' +
        '<a href="javascript:alert(1)">Gefährlicher Link</a>',
      status: 'published',
      createdAt: TEST_NOW.toISOString(),
      updatedAt: null,
      updatedBy: null,
    }),
  );
  await act(() => router.navigate('/nutzungsbedingungen'));
  expect(await screen.findByRole('heading', { level: 1, name: 'Nutzungsbedingungen' })).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 2, name: 'Geltungsbereich' })).toBeInTheDocument();
  const paragraph = screen.getByText('Diese Bedingungen gelten.');
  expect(paragraph).not.toHaveAttribute('onclick');
  expect(document.body.innerHTML).not.toContain('<script');
  expect(screen.getByAltText('Bild')).not.toHaveAttribute('onerror');
  expect(screen.getByText('Gefährlicher Link')).not.toHaveAttribute('href', expect.stringContaining('javascript:'));
  expect((window as { __hacked?: boolean }).__hacked).toBeUndefined();
});

test.each([
  ['a draft slug', '/barrierefreiheit'],
  ['an unknown slug', '/gibt-es-nicht'],
])('%s shows Seite nicht gefunden with a link home', async (_case, path) => {
  await renderRoute(routes, path);
  expect(await screen.findByRole('heading', { level: 1, name: 'Seite nicht gefunden' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Zur Startseite' })).toHaveAttribute('href', '/');
  expect(screen.queryByText(/Stand der Vereinbarkeit/)).not.toBeInTheDocument();
});

test('an admin may preview a draft page, marked as such', async () => {
  await renderRoute(routes, '/barrierefreiheit', { as: ADMIN_EMAIL });
  expect(await screen.findByRole('heading', { level: 1, name: 'Erklärung zur Barrierefreiheit' })).toBeInTheDocument();
  expect(
    screen.getByText('Diese Seite ist ein Entwurf und nur für Administratorinnen und Administratoren sichtbar.'),
  ).toBeInTheDocument();
});

test('a load failure shows a toast and sends the visitor home after 2000 ms', async () => {
  const { repo, router } = await renderRoute(routes, '/');
  await screen.findByRole('heading', { level: 1, name: 'Startseite' });
  vi.spyOn(repo.footerPages, 'bySlug').mockRejectedValue(new NetworkError());
  vi.useFakeTimers({ shouldAdvanceTime: true });
  await act(() => router.navigate('/impressum'));
  expect(await screen.findByText('Sie werden in Kürze zur Startseite weitergeleitet …')).toBeInTheDocument();
  expect(useToasts.getState().toasts).toMatchObject([{ type: 'error', message: 'Fehler beim Laden der Seite' }]);

  await act(() => vi.advanceTimersByTimeAsync(1900));
  expect(router.state.location.pathname).toBe('/impressum');
  await act(() => vi.advanceTimersByTimeAsync(200));
  await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  expect(useToasts.getState().toasts.filter((t) => t.type === 'error')).toHaveLength(1);
});
