import { act, configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RouteObject } from 'react-router-dom';
import { ForbiddenError } from '../../data/errors';
import { useToasts } from '../../stores/toasts';
import { ADMIN_EMAIL, MEMBER_EMAIL } from '../../testing/demo-context';
import { renderRoute } from '../../testing/render-route';
import * as catalogue from './catalogue-route';
import * as detail from './product-detail-route';

// The seeded store is real IndexedDB work (fake-indexeddb): give it time on a busy machine.
configure({ asyncUtilTimeout: 5000 });

const routes: RouteObject[] = [
  { path: '/produkte', loader: catalogue.loader, Component: catalogue.Component },
  { path: '/produkte/:id', loader: detail.loader, action: detail.action, Component: detail.Component },
  { path: '/kontakt', element: <h1>Kontakt</h1> },
];

beforeEach(() => useToasts.setState({ toasts: [] }));

function section(name: string): HTMLElement {
  return screen.getByRole('region', { name });
}

test('the detail shows category, title, descriptions and technologies', async () => {
  await renderRoute(routes, '/produkte/1');
  expect(await screen.findByRole('heading', { level: 1, name: 'Beratungs-Copilot' })).toBeInTheDocument();
  // The product's own category and technologies come first on the page, before those of similar products.
  expect(screen.getAllByText('Beratung')[0]).toBeInTheDocument();
  expect(screen.getByText(/Ein KI-Assistent, der Beratungsgespräche vorbereitet/)).toBeInTheDocument();
  const about = section('Über das Produkt');
  expect(within(about).getAllByRole('paragraph')).toHaveLength(3);
  expect(
    within(screen.getAllByRole('list', { name: 'Technologien' })[0]!)
      .getAllByRole('listitem')
      .map((li) => li.textContent),
  ).toEqual(['LLM', 'RAG', 'Python', 'React']);
  expect(screen.getByAltText('Illustration zu Beratungs-Copilot')).toHaveAttribute(
    'src',
    '/images/products/beratungs-copilot.svg',
  );
  // Set by an effect after the commit that showed the heading.
  await waitFor(() => expect(document.title).toBe('Beratungs-Copilot – KI-Kompetenzzentrum Sozialwirtschaft'));
});

test('Funktionen lists the features in their sort order', async () => {
  const { ctx } = await renderRoute(routes, '/produkte/3');
  await screen.findByRole('heading', { level: 1, name: 'Dienstplan-KI' });
  const expected = (await ctx.db.products.get(3))!.features
    .sort((a, b) => a.sortOrder - b.sortOrder)
    .map((f) => f.title);
  const features = section('Funktionen');
  expect(
    within(features)
      .getAllByRole('heading', { level: 3 })
      .map((h) => h.textContent),
  ).toEqual(expected);
  expect(within(features).getByText('Ersatzvorschläge bei Krankheit in unter einer Minute.')).toBeInTheDocument();
});

test('features are shown by sortOrder even when stored in another order', async () => {
  const { ctx, router } = await renderRoute(routes, '/kontakt');
  await screen.findByRole('heading', { level: 1, name: 'Kontakt' });
  await act(() =>
    ctx.db.products.update(2, {
      features: [
        { id: 1, title: 'Zweiter Schritt', description: 'B', sortOrder: 1 },
        { id: 2, title: 'Erster Schritt', description: 'A', sortOrder: 0 },
      ],
    }),
  );
  await act(() => router.navigate('/produkte/2'));
  await screen.findByRole('heading', { level: 1, name: 'Leichte-Sprache-Übersetzer' });
  expect(
    within(section('Funktionen'))
      .getAllByRole('heading', { level: 3 })
      .map((h) => h.textContent),
  ).toEqual(['Erster Schritt', 'Zweiter Schritt']);
});

test('Impressionen shows the additional images, and is absent without any', async () => {
  const { router } = await renderRoute(routes, '/produkte/1');
  await screen.findByRole('heading', { level: 1, name: 'Beratungs-Copilot' });
  const images = within(section('Impressionen')).getAllByRole('img');
  expect(images.map((img) => img.getAttribute('src'))).toEqual([
    '/images/services/impression-1.svg',
    '/images/projects/schuldnerberatung.svg',
  ]);
  expect(images[0]).toHaveAttribute('alt', 'Beratungs-Copilot – Impression 1 von 2');
  expect(images[0]).toHaveAttribute('width', '1200');

  await act(() => router.navigate('/produkte/4'));
  await screen.findByRole('heading', { level: 1, name: 'Pflegedokumentation per Sprache' });
  expect(screen.queryByRole('region', { name: 'Impressionen' })).not.toBeInTheDocument();
});

test('the contact call to action leads to /kontakt', async () => {
  await renderRoute(routes, '/produkte/1');
  await screen.findByRole('heading', { level: 1, name: 'Beratungs-Copilot' });
  expect(
    within(section('Interesse an „Beratungs-Copilot“?')).getByRole('link', { name: 'Kontakt aufnehmen' }),
  ).toHaveAttribute('href', '/kontakt');
});

test('similar products are published cards that never include the product itself', async () => {
  await renderRoute(routes, '/produkte/1');
  await screen.findByRole('heading', { level: 1, name: 'Beratungs-Copilot' });
  const similar = section('Ähnliche Produkte');
  const titles = within(similar)
    .getAllByRole('heading', { level: 3 })
    .map((h) => h.textContent);
  expect(titles.length).toBeGreaterThan(0);
  expect(titles).not.toContain('Beratungs-Copilot');
  expect(titles).toContain('Wissensdatenbank Sozialrecht');
  expect(titles).not.toContain('Bedarfsradar');
  expect(within(similar).getByRole('link', { name: 'Details anzeigen: Wissensdatenbank Sozialrecht' })).toHaveAttribute(
    'href',
    '/produkte/7',
  );
});

test.each([
  ['a draft', '/produkte/10'],
  ['an unknown id', '/produkte/999'],
  ['a non-numeric id', '/produkte/abc'],
])('%s shows the not-found state to guests', async (_case, path) => {
  await renderRoute(routes, path);
  expect(await screen.findByRole('heading', { level: 1, name: 'Produkt nicht gefunden' })).toBeInTheDocument();
  expect(screen.getByText('Das gesuchte Produkt existiert nicht oder wurde entfernt.')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Zurück zur Produktübersicht' })).toHaveAttribute('href', '/produkte');
  expect(screen.queryByText('Bedarfsradar')).not.toBeInTheDocument();
});

test('an admin sees Bearbeiten and Löschen; Bearbeiten links to the admin edit path', async () => {
  await renderRoute(routes, '/produkte/1', { as: ADMIN_EMAIL });
  await screen.findByRole('heading', { level: 1, name: 'Beratungs-Copilot' });
  expect(screen.getByRole('link', { name: 'Bearbeiten' })).toHaveAttribute('href', '/admin/products/1/edit');
  expect(screen.getByRole('button', { name: 'Löschen' })).toBeInTheDocument();
});

test('a member and a guest do not see Bearbeiten or Löschen', async () => {
  await renderRoute(routes, '/produkte/1', { as: MEMBER_EMAIL });
  await screen.findByRole('heading', { level: 1, name: 'Beratungs-Copilot' });
  expect(screen.queryByRole('link', { name: 'Bearbeiten' })).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Löschen' })).not.toBeInTheDocument();
});

test('an admin deletes the product after confirming: gone from the store, toast, back to the catalogue', async () => {
  const user = userEvent.setup();
  const { ctx, router } = await renderRoute(routes, '/produkte/8', { as: ADMIN_EMAIL });
  await screen.findByRole('heading', { level: 1, name: 'Fördermittel-Assistent' });
  await user.click(screen.getByRole('button', { name: 'Löschen' }));
  const dialog = await screen.findByRole('alertdialog', { name: 'Produkt löschen?' });
  expect(dialog).toHaveTextContent('„Fördermittel-Assistent“');

  await user.click(within(dialog).getByRole('button', { name: 'Löschen' }));
  await waitFor(() => expect(router.state.location.pathname).toBe('/produkte'));
  expect(await ctx.db.products.get(8)).toBeUndefined();
  expect(useToasts.getState().toasts).toMatchObject([{ type: 'success', message: 'Produkt wurde gelöscht' }]);
  expect(await screen.findByRole('heading', { level: 1, name: 'Produkte' })).toBeInTheDocument();
  expect(screen.queryByRole('heading', { name: 'Fördermittel-Assistent' })).not.toBeInTheDocument();
});

test('cancelling the dialog keeps the product', async () => {
  const user = userEvent.setup();
  const { ctx } = await renderRoute(routes, '/produkte/8', { as: ADMIN_EMAIL });
  await screen.findByRole('heading', { level: 1, name: 'Fördermittel-Assistent' });
  await user.click(screen.getByRole('button', { name: 'Löschen' }));
  await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Abbrechen' }));
  await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  expect(await ctx.db.products.get(8)).toBeDefined();
  expect(useToasts.getState().toasts).toEqual([]);
});

test.each([
  ['the store refuses', new ForbiddenError(), 'Für diese Aktion fehlen Ihnen die Berechtigungen.'],
  ['something unexpected breaks', new Error('boom'), 'Fehler beim Löschen des Produkts'],
])('when %s, a failed delete shows a German error toast and stays on the page', async (_case, failure, message) => {
  const user = userEvent.setup();
  const { ctx, repo, router } = await renderRoute(routes, '/produkte/8', { as: ADMIN_EMAIL });
  await screen.findByRole('heading', { level: 1, name: 'Fördermittel-Assistent' });
  vi.spyOn(repo.products, 'remove').mockRejectedValueOnce(failure);
  await user.click(screen.getByRole('button', { name: 'Löschen' }));
  await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Löschen' }));
  await waitFor(() => expect(useToasts.getState().toasts).toMatchObject([{ type: 'error', message }]));
  expect(router.state.location.pathname).toBe('/produkte/8');
  expect(await ctx.db.products.get(8)).toBeDefined();
  expect(screen.getByRole('heading', { level: 1, name: 'Fördermittel-Assistent' })).toBeInTheDocument();
});

test('an admin can open a draft and sees that it is not public', async () => {
  await renderRoute(routes, '/produkte/10', { as: ADMIN_EMAIL });
  expect(await screen.findByRole('heading', { level: 1, name: 'Bedarfsradar' })).toBeInTheDocument();
  expect(
    screen.getByText('Dieses Produkt ist ein Entwurf und nur für Administratorinnen und Administratoren sichtbar.'),
  ).toBeInTheDocument();
});
