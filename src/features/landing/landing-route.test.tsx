import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RouteObject } from 'react-router-dom';
import { renderRoute } from '../../testing/render-route';
import { useToasts } from '../../stores/toasts';
import * as landingRoute from './landing-route';
import { MethodTimeline } from './method-timeline';

// Counts how often a part of the page is drawn, and draws it as before.
vi.mock('./method-timeline', async (importOriginal) => {
  const actual = await importOriginal<typeof import('./method-timeline')>();
  return { MethodTimeline: vi.fn(actual.MethodTimeline) };
});

const routes: RouteObject[] = [
  { path: '/', ...landingRoute },
  { path: '/produkte/:id', element: <h1>Produktdetail</h1> },
];

beforeEach(() => {
  useToasts.setState({ toasts: [] });
});

test('the landing page shows the hero headline, both calls to action and the hero image from the setting', async () => {
  await renderRoute(routes, '/');
  const heading = await screen.findByRole('heading', { level: 1 });
  expect(heading).toHaveTextContent('KI-Kompetenzzentrum Sozialwirtschaft');
  expect(heading).toHaveTextContent('Gemeinsam Prototypen entwickeln – KI-gestützte Produkte für die Sozialwirtschaft');
  expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  expect(screen.getByRole('img', { name: /verbundene Kreise und Linien/ })).toHaveAttribute(
    'src',
    '/images/hero/home.svg',
  );
  expect(screen.getByRole('link', { name: 'Projekt starten' })).toHaveAttribute('href', '/kontakt');
  const academy = screen.getByRole('link', { name: /KI-Akademie entdecken/ });
  expect(academy).toHaveAttribute('href', 'https://ki-akademie.de');
  expect(academy).toHaveAttribute('target', '_blank');
  expect(academy).toHaveAttribute('rel', 'noopener noreferrer');
});

test('the three value cards and the six method steps in an ordered list with Workshop anfragen', async () => {
  await renderRoute(routes, '/');
  for (const title of ['Schnelle Entwicklung', 'Kollaborativ', 'KI-gestützt']) {
    expect(await screen.findByRole('heading', { level: 3, name: title })).toBeInTheDocument();
  }
  const steps = screen.getByRole('list', { name: 'Die sechs Schritte unserer Methode' });
  expect(steps.tagName).toBe('OL');
  const items = within(steps).getAllByRole('listitem');
  expect(items).toHaveLength(6);
  expect(items.map((li) => within(li).getByRole('heading').textContent)).toEqual([
    'Problemidentifikation',
    'Kollaborative Ideenfindung',
    'KI-gestütztes Prototyping',
    'Direktes Feedback und Iteration',
    'Öffentliche Beta',
    'Go-live mit Hosting und Wartung',
  ]);
  expect(screen.getByRole('link', { name: 'Workshop anfragen' })).toHaveAttribute('href', '/kontakt');
});

test('featured products from the seed appear as cards whose Mehr erfahren opens the product', async () => {
  const user = userEvent.setup();
  await renderRoute(routes, '/');
  const list = await screen.findByRole('list', { name: 'Ausgewählte Produkte' });
  const cards = within(list).getAllByRole('listitem');
  expect(cards).toHaveLength(3);
  const expected: [string, number][] = [
    ['Beratungs-Copilot', 1],
    ['Leichte-Sprache-Übersetzer', 2],
    ['Dienstplan-KI', 3],
  ];
  for (const [title, id] of expected) {
    expect(within(list).getByRole('heading', { name: title })).toBeInTheDocument();
    expect(within(list).getByRole('link', { name: `Mehr erfahren: ${title}` })).toHaveAttribute(
      'href',
      `/produkte/${id}`,
    );
  }
  await user.click(within(list).getByRole('link', { name: 'Mehr erfahren: Dienstplan-KI' }));
  expect(await screen.findByRole('heading', { level: 1, name: 'Produktdetail' })).toBeInTheDocument();
});

test('featured products read by the time the hero is are drawn with the page, without their loading state', async () => {
  let loadingShown = false;
  const watch = new MutationObserver(() => {
    loadingShown ||= document.body.textContent.includes('Produkte werden geladen …');
  });
  watch.observe(document.body, { childList: true, subtree: true, characterData: true });
  await renderRoute(routes, '/');
  watch.disconnect();
  expect(screen.getByRole('list', { name: 'Ausgewählte Produkte' })).toBeInTheDocument();
  expect(loadingShown).toBe(false);
});

test('featured products still being read stream in behind their loading state', async () => {
  let arrive = () => {};
  await renderRoute(routes, '/', {
    arrange: async (ctx, repo) => {
      const read = repo.publicProducts.featured;
      const held = new Promise<void>((resolve) => (arrive = resolve));
      vi.spyOn(repo.publicProducts, 'featured').mockImplementation(() => held.then(read));
    },
  });
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Gemeinsam Prototypen entwickeln');
  expect(screen.getByText('Produkte werden geladen …')).toBeInTheDocument();
  await act(async () => arrive());
  expect(await screen.findByRole('list', { name: 'Ausgewählte Produkte' })).toBeInTheDocument();
  expect(screen.queryByText('Produkte werden geladen …')).not.toBeInTheDocument();
});

test('featured products shown stay while the page reads them again', async () => {
  let arrive = () => {};
  const { plain, router } = await renderRoute(routes, '/');
  const list = await screen.findByRole('list', { name: 'Ausgewählte Produkte' });
  const { repo } = plain;
  const read = repo.publicProducts.featured;
  const held = new Promise<void>((resolve) => (arrive = resolve));
  vi.spyOn(repo.publicProducts, 'featured').mockImplementation(() => held.then(read));
  let loadingShown = false;
  const watch = new MutationObserver(() => {
    loadingShown ||= document.body.textContent.includes('Produkte werden geladen …');
  });
  watch.observe(document.body, { childList: true, subtree: true, characterData: true });
  await act(() => router.revalidate());
  expect(screen.getByRole('list', { name: 'Ausgewählte Produkte' })).toBe(list);
  await act(async () => arrive());
  watch.disconnect();
  expect(loadingShown).toBe(false);
  expect(screen.getByRole('list', { name: 'Ausgewählte Produkte' })).toBe(list);
});

test('with no featured product the page says so and still shows the method', async () => {
  const { ctx, router } = await renderRoute(routes, '/');
  await screen.findByRole('list', { name: 'Ausgewählte Produkte' });
  await act(async () => {
    await ctx.db.products.toCollection().modify({ featured: false, featuredKey: 0 });
    await router.revalidate();
  });
  expect(await screen.findByText('Keine Featured Produkte gefunden')).toBeInTheDocument();
  expect(screen.queryByRole('list', { name: 'Ausgewählte Produkte' })).not.toBeInTheDocument();
  expect(screen.getByRole('list', { name: 'Die sechs Schritte unserer Methode' })).toBeInTheDocument();
});

test('a failed featured load shows the German toast and the rest of the page', async () => {
  const { repo, router } = await renderRoute(routes, '/');
  await screen.findByRole('list', { name: 'Ausgewählte Produkte' });
  vi.spyOn(repo.publicProducts, 'featured').mockRejectedValue(new Error('offline'));
  await act(async () => {
    await router.revalidate();
  });
  await vi.waitFor(() =>
    expect(useToasts.getState().toasts.map((t) => t.message)).toContain('Fehler beim Laden der Featured Projekte'),
  );
  await vi.waitFor(() => expect(screen.queryByRole('list', { name: 'Ausgewählte Produkte' })).not.toBeInTheDocument());
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Gemeinsam Prototypen entwickeln');
  expect(screen.getByRole('list', { name: 'Die sechs Schritte unserer Methode' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Workshop anfragen' })).toBeInTheDocument();
});

test('the page is not drawn again while the page its link opens is loading', async () => {
  let arrive = () => {};
  const arrived = new Promise<null>((resolve) => (arrive = () => resolve(null)));
  const user = userEvent.setup();
  const { router } = await renderRoute(
    [
      { path: '/', ...landingRoute },
      { path: '/produkte/:id', loader: () => arrived, element: <h1>Produktdetail</h1> },
    ],
    '/',
  );
  const list = await screen.findByRole('list', { name: 'Ausgewählte Produkte' });
  const drawn = vi.mocked(MethodTimeline).mock.calls.length;
  await user.click(within(list).getByRole('link', { name: 'Mehr erfahren: Dienstplan-KI' }));
  expect(router.state.navigation.state).toBe('loading');
  expect(vi.mocked(MethodTimeline).mock.calls).toHaveLength(drawn);
  await act(async () => arrive());
  expect(await screen.findByRole('heading', { level: 1, name: 'Produktdetail' })).toBeInTheDocument();
});
