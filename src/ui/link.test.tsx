import { fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, useLocation } from 'react-router-dom';
import { AppRouterProvider } from '../app/app-router-provider';
import { Link, type LinkProps } from './link';

/** A page naming where it is, with the link under test. */
function Page({ link }: { link: LinkProps }) {
  const location = useLocation();
  return (
    <main>
      <h1>{`${location.pathname}${location.search}${location.hash}`}</h1>
      <p>{JSON.stringify(location.state ?? null)}</p>
      <Link {...link} />
    </main>
  );
}

async function showAt(link: LinkProps, path = '/') {
  const router = createMemoryRouter([{ path: '*', element: <Page link={link} /> }], { initialEntries: [path] });
  render(<AppRouterProvider router={router} />);
  const anchor = await screen.findByRole('link', { name: 'Weiter' });
  /** Clicks the link; true when the browser would follow it itself (its default not prevented by the app). */
  const click = (init?: MouseEventInit) => {
    let leftToBrowser = false;
    // Last in the click's path: notes what the app did, then keeps jsdom, which cannot load pages, from trying.
    const note = (event: Event) => {
      leftToBrowser = !event.defaultPrevented;
      event.preventDefault();
    };
    window.addEventListener('click', note);
    fireEvent.click(anchor, init);
    window.removeEventListener('click', note);
    return leftToBrowser;
  };
  return { router, anchor, click };
}

test('a click follows the link in the app, as a new history entry with its state', async () => {
  const { router, anchor, click } = await showAt({
    to: '/produkte?q=Pflege#liste',
    state: { listSearch: '?q=a' },
    children: 'Weiter',
  });
  expect(anchor).toHaveAttribute('href', '/produkte?q=Pflege#liste');

  expect(click()).toBe(false);
  expect(await screen.findByRole('heading', { name: '/produkte?q=Pflege#liste' })).toBeInTheDocument();
  expect(screen.getByText('{"listSearch":"?q=a"}')).toBeInTheDocument();
  expect(router.state.historyAction).toBe('PUSH');
});

test('a link to the page shown replaces its entry, as the browser does', async () => {
  const { router, click } = await showAt({ to: '/kontakt', children: 'Weiter' }, '/kontakt');
  click();
  await vi.waitFor(() => expect(router.state.historyAction).toBe('REPLACE'));
});

test('`replace` and a path given in parts', async () => {
  const { router, anchor, click } = await showAt({
    to: { pathname: '/login', search: '?zurueck=1' },
    replace: true,
    children: 'Weiter',
  });
  expect(anchor).toHaveAttribute('href', '/login?zurueck=1');
  click();
  expect(await screen.findByRole('heading', { name: '/login?zurueck=1' })).toBeInTheDocument();
  expect(router.state.historyAction).toBe('REPLACE');
});

test.each([
  ['a key held', { to: '/produkte', children: 'Weiter' }, { ctrlKey: true }],
  ['another button', { to: '/produkte', children: 'Weiter' }, { button: 1 }],
  ['another tab', { to: '/produkte', target: '_blank', children: 'Weiter' }, {}],
  ['another site', { to: 'https://example.org/produkte', children: 'Weiter' }, {}],
  ['a download', { to: '/files/bericht.pdf', download: true, children: 'Weiter' }, {}],
] satisfies [string, LinkProps, MouseEventInit][])(
  'a click with %s is left to the browser',
  async (_case, link, init) => {
    const { router, click } = await showAt(link);
    expect(click(init)).toBe(true);
    expect(router.state.location.pathname).toBe('/');
  },
);

test('a click handler that prevents the default keeps the page', async () => {
  const { router, click } = await showAt({
    to: '/produkte',
    onClick: (event) => event.preventDefault(),
    children: 'Weiter',
  });
  click();
  expect(router.state.location.pathname).toBe('/');
});
