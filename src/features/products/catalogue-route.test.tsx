import { act, configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RouteObject } from 'react-router-dom';
import { NetworkError } from '../../data/errors';
import { nextTask } from '../../testing/calls-inside-act';
import { renderRoute } from '../../testing/render-route';
import { getByRoleHolding } from '../../testing/queries';
import { StoredImage } from '../../ui/stored-image';
import * as catalogue from './catalogue-route';

// Counts how often a picture is drawn, and draws it as before.
vi.mock('../../ui/stored-image', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../ui/stored-image')>();
  return { ...actual, StoredImage: vi.fn(actual.StoredImage) };
});

// The seeded store is real IndexedDB work (fake-indexeddb): give it time on a busy machine.
configure({ asyncUtilTimeout: 5000 });

const routes: RouteObject[] = [
  { path: '/produkte', loader: catalogue.loader, Component: catalogue.Component },
  { path: '/produkte/:id', element: <h1>Produktdetail</h1> },
];

const PUBLISHED = [
  'Antrags-Lotse',
  'Beratungs-Copilot',
  'Dienstplan-KI',
  'Fallnotizen Jugendhilfe',
  'Fördermittel-Assistent',
  'Kita-Platz-Chatbot',
  'Leichte-Sprache-Übersetzer',
  'Pflegedokumentation per Sprache',
  'Wissensdatenbank Sozialrecht',
];

/** Titles of the cards in the list, in order. */
function cardTitles(): string[] {
  const list = screen.getByRole('list', { name: 'Produktliste' });
  return within(list)
    .getAllByRole('heading', { level: 2 })
    .map((h) => h.textContent ?? '');
}

test('the catalogue shows every published product and no draft', async () => {
  await renderRoute(routes, '/produkte');
  expect(await screen.findByRole('heading', { level: 1, name: 'Produkte' })).toBeInTheDocument();
  expect(cardTitles()).toEqual(PUBLISHED);
  expect(screen.queryByText('Bedarfsradar')).not.toBeInTheDocument();
  expect(screen.queryByText('Gebärdensprach-Avatar')).not.toBeInTheDocument();
  expect(screen.getByText('9 Produkte gefunden')).toBeInTheDocument();
});

test('a card shows category, technologies and links to its detail page', async () => {
  await renderRoute(routes, '/produkte');
  await screen.findByRole('heading', { level: 2, name: 'Beratungs-Copilot' });
  const card = getByRoleHolding('article', 'Beratungs-Copilot');
  expect(within(card).getByText('Beratung')).toBeInTheDocument();
  expect(
    within(within(card).getByRole('list', { name: 'Technologien' }))
      .getAllByRole('listitem')
      .map((li) => li.textContent),
  ).toEqual(['LLM', 'RAG', 'Python', 'React']);
  expect(within(card).getByRole('link', { name: 'Details anzeigen: Beratungs-Copilot' })).toHaveAttribute(
    'href',
    '/produkte/1',
  );
});

test('the hero uses the product-hero setting with its description as alt text', async () => {
  await renderRoute(routes, '/produkte');
  const image = await screen.findByAltText(/Bausteine und Karten/);
  expect(image).toHaveAttribute('src', '/images/hero/products.svg');
  expect(image).toHaveStyle({ opacity: '0.6' });
});

test('searching by a technology narrows the list as you type and keeps the input', async () => {
  const user = userEvent.setup();
  const { router } = await renderRoute(routes, '/produkte');
  const search = await screen.findByRole('searchbox', { name: 'Produkte durchsuchen' });
  await user.type(search, 'whisper');
  await waitFor(() => expect(cardTitles()).toEqual(['Pflegedokumentation per Sprache']));
  expect(search).toHaveValue('whisper');
  expect(search).toHaveFocus();
  expect(screen.getByText('1 Produkt gefunden')).toBeInTheDocument();
  expect(router.state.location.search).toBe('?q=whisper');
});

test('while the list follows a search, the cards shown are not drawn again', async () => {
  const user = userEvent.setup();
  const { plain, router } = await renderRoute(routes, '/produkte');
  const search = await screen.findByRole('searchbox', { name: 'Produkte durchsuchen' });
  const cardPictures = () =>
    vi.mocked(StoredImage).mock.calls.filter(([props]) => props.src?.startsWith('/images/products/')).length;
  const drawn = cardPictures();
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  const products = plain.repo.publicProducts;
  const page = products.page.bind(products);
  vi.spyOn(products, 'page').mockImplementation(async (...args) => {
    await released;
    return page(...args);
  });
  await user.type(search, 'whisper');
  await waitFor(() => expect(router.state.navigation.state).toBe('loading'));
  // The page takes in the navigation's state before the test looks.
  await act(nextTask);
  expect(cardPictures()).toBe(drawn);
  await act(async () => release());
  await waitFor(() => expect(cardTitles()).toEqual(['Pflegedokumentation per Sprache']));
});

test('search matches title and description case-insensitively', async () => {
  const user = userEvent.setup();
  await renderRoute(routes, '/produkte');
  await user.type(await screen.findByRole('searchbox', { name: 'Produkte durchsuchen' }), 'DIENSTPLÄNE');
  await waitFor(() => expect(cardTitles()).toEqual(['Dienstplan-KI']));
});

test('typing replaces the history entry instead of adding one per letter', async () => {
  const user = userEvent.setup();
  const { router } = await renderRoute(routes, '/produkte');
  await user.type(await screen.findByRole('searchbox', { name: 'Produkte durchsuchen' }), 'vue');
  await waitFor(() => expect(router.state.location.search).toBe('?q=vue'));
  expect(router.state.historyAction).toBe('REPLACE');
});

test('a search without hits shows the empty state; resetting restores the full list', async () => {
  const user = userEvent.setup();
  const { router } = await renderRoute(routes, '/produkte?kategorie=Pflege');
  await user.type(await screen.findByRole('searchbox', { name: 'Produkte durchsuchen' }), 'zzz');
  expect(await screen.findByText('Keine Produkte gefunden')).toBeInTheDocument();
  expect(screen.queryByRole('list', { name: 'Produktliste' })).not.toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'Filter zurücksetzen' }));
  await waitFor(() => expect(cardTitles()).toEqual(PUBLISHED));
  expect(router.state.location.search).toBe('');
  expect(screen.getByRole('searchbox', { name: 'Produkte durchsuchen' })).toHaveValue('');
  expect(screen.getByRole('combobox', { name: 'Kategorie' })).toHaveValue('');
  expect(screen.getByRole('searchbox', { name: 'Produkte durchsuchen' })).toHaveFocus();
});

test('the category filter offers active categories only and narrows the list', async () => {
  const user = userEvent.setup();
  const { router } = await renderRoute(routes, '/produkte');
  const select = await screen.findByRole('combobox', { name: 'Kategorie' });
  expect(
    within(select)
      .getAllByRole('option')
      .map((o) => o.textContent),
  ).toEqual(['Alle Kategorien', 'Beratung', 'Kinder- und Jugendhilfe', 'Pflege', 'Teilhabe', 'Verwaltung']);
  expect(select).toHaveValue('');
  await user.selectOptions(select, 'Pflege');
  await waitFor(() => expect(cardTitles()).toEqual(['Dienstplan-KI', 'Pflegedokumentation per Sprache']));
  expect(router.state.location.search).toBe('?kategorie=Pflege');
});

test('search and category from a shared link are applied and shown in the controls', async () => {
  await renderRoute(routes, '/produkte?q=llm&kategorie=Beratung');
  expect(await screen.findByRole('searchbox', { name: 'Produkte durchsuchen' })).toHaveValue('llm');
  expect(screen.getByRole('combobox', { name: 'Kategorie' })).toHaveValue('Beratung');
  expect(cardTitles()).toEqual(['Beratungs-Copilot', 'Wissensdatenbank Sozialrecht']);
});

test('a URL change from outside the form is copied into the search box', async () => {
  const { router } = await renderRoute(routes, '/produkte?q=llm');
  const search = await screen.findByRole('searchbox', { name: 'Produkte durchsuchen' });
  await act(() => router.navigate('/produkte?q=rag'));
  await waitFor(() => expect(search).toHaveValue('rag'));
  expect(cardTitles()).toEqual([
    'Antrags-Lotse',
    'Beratungs-Copilot',
    'Kita-Platz-Chatbot',
    'Wissensdatenbank Sozialrecht',
  ]);
});

test('a failing list shows the German error message and can be retried', async () => {
  const user = userEvent.setup();
  const { repo, router } = await renderRoute([{ path: '/', element: <p>Start</p> }, ...routes], '/');
  await screen.findByText('Start');
  const list = vi.spyOn(repo.publicProducts, 'page').mockRejectedValueOnce(new NetworkError());
  await act(() => router.navigate('/produkte'));
  expect(await screen.findByRole('alert')).toHaveTextContent('Fehler beim Laden der Produkte');
  expect(screen.getByRole('heading', { level: 1, name: 'Produkte' })).toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'Erneut versuchen' }));
  await waitFor(() => expect(cardTitles()).toEqual(PUBLISHED));
  expect(list).toHaveBeenCalledTimes(2);
});

test('a long catalogue shows 24 cards first and the next ones on Mehr anzeigen, kept in the URL', async () => {
  const { ctx, repo, router } = await renderRoute(routes, '/produkte');
  await screen.findByText('9 Produkte gefunden');
  await ctx.signInAs('admin@example.com');
  for (let i = 1; i <= 30; i++) {
    await repo.products.create({
      title: `Zusatzprodukt ${String(i).padStart(2, '0')}`,
      description: 'Mehr davon',
      category: 'Beratung',
      status: 'published',
    });
  }
  expect(await screen.findByText('39 Produkte gefunden')).toBeInTheDocument();
  expect(cardTitles()).toHaveLength(24);
  expect(screen.getByText('24 von 39 angezeigt')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Mehr anzeigen' }));
  await waitFor(() => expect(cardTitles()).toHaveLength(39));
  expect(router.state.location.search).toBe('?anzahl=48');
  expect(screen.queryByRole('button', { name: 'Mehr anzeigen' })).not.toBeInTheDocument();
  // The button is gone after the last step; keyboard focus is on the line that says all are shown.
  await waitFor(() => expect(screen.getByText('Alle 39 angezeigt')).toHaveFocus());
});
