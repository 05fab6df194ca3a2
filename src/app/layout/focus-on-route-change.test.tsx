import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLayoutEffect, useRef } from 'react';
import { createMemoryRouter, Link, Outlet, RouterProvider } from 'react-router-dom';
import { FocusOnRouteChange } from './focus-on-route-change';

function Layout() {
  return (
    <>
      <nav>
        <Link to="/produkte">Produkte</Link>
        <Link to="/?kategorie=pflege">Nur Pflege</Link>
        <Link to="/kontakt">Kontakt</Link>
      </nav>
      <FocusOnRouteChange />
      <main id="main" tabIndex={-1}>
        <Outlet />
      </main>
    </>
  );
}

/** A page that places the focus itself keeps it, whether it does so before or after the layout's effect. */
function ContactForm() {
  const name = useRef<HTMLInputElement>(null);
  useLayoutEffect(() => name.current?.focus(), []);
  return (
    <>
      <h1>Kontakt</h1>
      <input aria-label="Name" ref={name} />
    </>
  );
}

const router = () =>
  createMemoryRouter([
    {
      path: '/',
      Component: Layout,
      children: [
        { index: true, element: <h1>Start</h1> },
        { path: 'produkte', element: <h1>Produkte</h1> },
        { path: 'kontakt', Component: ContactForm },
      ],
    },
  ]);

test('a new page puts the focus on its heading; a new query keeps it; a page that focuses something itself wins', async () => {
  const user = userEvent.setup();
  render(<RouterProvider router={router()} />);
  // The first page is left alone: the visitor starts wherever the browser puts them.
  expect(screen.getByRole('heading', { name: 'Start' })).not.toHaveFocus();

  await user.click(screen.getByRole('link', { name: 'Nur Pflege' }));
  expect(screen.getByRole('link', { name: 'Nur Pflege' })).toHaveFocus();

  await user.click(screen.getByRole('link', { name: 'Produkte' }));
  const heading = await screen.findByRole('heading', { name: 'Produkte' });
  await waitFor(() => expect(heading).toHaveFocus());
  expect(heading).toHaveAttribute('tabindex', '-1');

  await user.click(screen.getByRole('link', { name: 'Kontakt' }));
  await waitFor(() => expect(screen.getByRole('textbox', { name: 'Name' })).toHaveFocus());
});
