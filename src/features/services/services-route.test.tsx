import { screen, within } from '@testing-library/react';
import type { RouteObject } from 'react-router-dom';
import { renderRoute } from '../../testing/render-route';
import * as servicesRoute from './services-route';

const routes: RouteObject[] = [{ path: '/services', ...servicesRoute }];

test('the overview shows the service hero and the three phases linking to their details', async () => {
  await renderRoute(routes, '/services');
  expect(await screen.findByRole('heading', { level: 1, name: 'Services' })).toBeInTheDocument();
  expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  expect(screen.getByRole('img', { name: /ein Weg mit drei Stationen/ })).toHaveAttribute(
    'src',
    '/images/hero/services.svg',
  );
  const list = screen.getByRole('list', { name: 'Phasen' });
  const phases: [string, number][] = [
    ['Workshop & Prototyping', 1],
    ['Schnelle Entwicklung', 2],
    ['Launch & Support', 3],
  ];
  expect(within(list).getAllByRole('listitem')).toHaveLength(3);
  for (const [title, id] of phases) {
    expect(within(list).getByRole('heading', { name: title })).toBeInTheDocument();
    expect(within(list).getByRole('link', { name: `Mehr erfahren: ${title}` })).toHaveAttribute(
      'href',
      `/services/${id}`,
    );
  }
  expect(screen.getByRole('link', { name: 'Kontakt aufnehmen' })).toHaveAttribute('href', '/kontakt');
});
