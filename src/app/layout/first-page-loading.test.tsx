import { act, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, type HydrationState } from 'react-router-dom';
import { setRepository } from '../../data/repository-instance';
import { createTestRepository } from '../../testing/demo-context';
import { routerSettled } from '../../testing/router-settled';
import { routes } from '../router';
import { SITE_DATA_ROUTE_ID } from './legal-pages';

const siteDataOfTheFile: HydrationState = {
  loaderData: { [SITE_DATA_ROUTE_ID]: { legalPages: [{ id: 1, slug: 'impressum', title: 'Impressum' }] } },
};

test.each([
  ['the site data read with the page', undefined],
  ['the site data taken from the HTML file (a first visit of the demo)', siteDataOfTheFile],
])(
  "while the first page loads, the header stands above 'Laden...'; breadcrumbs and footer come with the page: %s",
  async (_, hydrationData) => {
    const { repo } = await createTestRepository();
    setRepository(repo);
    const router = createMemoryRouter(routes, { initialEntries: ['/kontakt'], hydrationData });
    render(<RouterProvider router={router} />);

    expect(within(screen.getByRole('banner')).getByRole('link', { name: 'Login' })).toBeVisible();
    expect(within(screen.getByRole('main')).getByRole('status')).toHaveTextContent('Laden...');
    expect(screen.queryByRole('navigation', { name: 'Brotkrümelnavigation' })).toBeNull();
    expect(screen.queryByRole('contentinfo')).toBeNull();

    await act(() => routerSettled(router));
    expect(screen.getByRole('heading', { level: 1, name: 'Kontakt' })).toBeVisible();
    expect(screen.getByRole('navigation', { name: 'Brotkrümelnavigation' })).toBeVisible();
    expect(within(screen.getByRole('contentinfo')).getByRole('link', { name: 'Impressum' })).toBeVisible();
    expect(screen.queryByText('Laden...')).toBeNull();
    router.dispose();
  },
);
