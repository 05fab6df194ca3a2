import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RouteObject } from 'react-router-dom';
import { renderRoute } from '../../testing/render-route';
import * as serviceDetailRoute from './service-detail-route';
import { otherServices, services } from './services-data';

const routes: RouteObject[] = [
  { path: '/services/:id', ...serviceDetailRoute },
  { path: '/services', element: <h1>Übersicht</h1> },
];

const LOADED = { timeout: 2000 };

test('a service shows a busy skeleton first, then its description, facts and benefits', async () => {
  const { container } = await renderRoute(routes, '/services/1');
  // Checked synchronously after the first render, before the 500 ms timer can fire.
  expect(screen.getByRole('status')).toHaveTextContent('Service wird geladen …');
  // The skeleton in the page's shape says it is busy.
  expect(container.innerHTML).toContain('aria-busy="true"');
  expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();

  expect(await screen.findByRole('heading', { level: 1, name: 'Workshop & Prototyping' }, LOADED)).toBeInTheDocument();
  expect(container.innerHTML).not.toContain('aria-busy');
  expect(screen.getByRole('link', { name: 'Zurück zur Übersicht' })).toHaveAttribute('href', '/services');
  expect(screen.getByText(/3\.000\s€ pro Workshop/)).toBeInTheDocument();
  expect(screen.getByText('bis zu 20 Personen')).toBeInTheDocument();
  expect(screen.getByText('1–2 Tage')).toBeInTheDocument();
  expect(screen.getByText('Erfurt')).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 2, name: 'Ihre Vorteile' })).toBeInTheDocument();
  expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
});

test('the workshop service shows three Impressionen images', async () => {
  await renderRoute(routes, '/services/1');
  const section = await screen.findByRole('region', { name: 'Impressionen' }, LOADED);
  expect(within(section).getAllByRole('img')).toHaveLength(3);
});

test.each([2, 3])('service %i has no Impressionen', async (id) => {
  await renderRoute(routes, `/services/${id}`);
  expect(await screen.findByRole('heading', { level: 1, name: services[id - 1]?.title }, LOADED)).toBeInTheDocument();
  expect(screen.queryByRole('heading', { name: 'Impressionen' })).not.toBeInTheDocument();
});

test('the development service shows its facts of SPEC §9', async () => {
  await renderRoute(routes, '/services/2');
  expect(await screen.findByText('Umsetzung des Prototyps inklusive einer Iteration', {}, LOADED)).toBeInTheDocument();
  expect(screen.getByText(/je 2\.500\s€/)).toBeInTheDocument();
  expect(screen.getByText('2–4 Wochen')).toBeInTheDocument();
});

test('the support service shows its facts of SPEC §9', async () => {
  await renderRoute(routes, '/services/3');
  expect(await screen.findByText('Wartung und Hosting nach Aufwand', {}, LOADED)).toBeInTheDocument();
  expect(screen.getByText(/9\/5 .* oder 24\/7/)).toBeInTheDocument();
});

test.each([1, 2, 3])('Weitere Services on service %i lists the other services, never the current one', async (id) => {
  await renderRoute(routes, `/services/${id}`);
  const list = await screen.findByRole('list', { name: 'Weitere Services' }, LOADED);
  const titles = within(list)
    .getAllByRole('heading')
    .map((h) => h.textContent);
  const current = services.find((s) => s.id === id);
  expect(titles).not.toContain(current?.title);
  expect(titles).toEqual(services.filter((s) => s.id !== id).map((s) => s.title));
  expect(titles.length).toBeLessThanOrEqual(3);
});

test('following Weitere Services loads the next service afresh', async () => {
  const user = userEvent.setup();
  await renderRoute(routes, '/services/1');
  const list = await screen.findByRole('list', { name: 'Weitere Services' }, LOADED);
  await user.click(within(list).getByRole('link', { name: 'Mehr erfahren: Launch & Support' }));
  expect(await screen.findByRole('status')).toHaveTextContent('Service wird geladen …');
  expect(await screen.findByRole('heading', { level: 1, name: 'Launch & Support' }, LOADED)).toBeInTheDocument();
});

test.each(['/services/9', '/services/abc', '/services/0'])(
  '%s shows Service nicht gefunden with a link back',
  async (path) => {
    await renderRoute(routes, path);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Service nicht gefunden' }, LOADED),
    ).toBeInTheDocument();
    expect(screen.getByText('Der gesuchte Service existiert leider nicht.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Zur Übersicht der Services' })).toHaveAttribute('href', '/services');
  },
);

test('otherServices never returns more than three', () => {
  for (const s of services) expect(otherServices(s).length).toBeLessThanOrEqual(3);
});
