import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { createMemoryRouter, Link, Outlet, RouterProvider, useSearchParams } from 'react-router-dom';
import { firstHeading, useFocusRescue } from '../../ui/use-focus-rescue';
import { FocusOnRouteChange } from './focus-on-route-change';

function Layout() {
  return (
    <>
      <nav>
        <Link to="/produkte">Produkte</Link>
        <Link to="/?kategorie=pflege">Nur Pflege</Link>
        <Link to="/kontakt">Kontakt</Link>
        <Link to="/services/1">Phase 1</Link>
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

/** A page that shows a placeholder first, as the service pages do. */
function LateHeading() {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setReady(true), 50);
    return () => clearTimeout(timer);
  }, []);
  return ready ? <h1>Phase 1</h1> : <p>Wird geladen …</p>;
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
        { path: 'services/1', Component: LateHeading },
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

test('a heading that comes after a placeholder gets the focus; so does the page when the focus was lost', async () => {
  const user = userEvent.setup();
  const memory = router();
  render(<RouterProvider router={memory} />);
  await user.click(screen.getByRole('link', { name: 'Phase 1' }));
  const late = await screen.findByRole('heading', { name: 'Phase 1' });
  await waitFor(() => expect(late).toHaveFocus());

  // A phone menu's link to the page shown closes the menu and takes the focused link along.
  late.blur();
  await act(() => memory.navigate('/services/1?von=menue'));
  await waitFor(() => expect(screen.getByRole('heading', { name: 'Phase 1' })).toHaveFocus());
});

test('Back and Forward return the focus to the link followed from that page, or to its heading when it is gone', async () => {
  const user = userEvent.setup();
  const memory = router();
  render(<RouterProvider router={memory} />);
  await user.click(screen.getByRole('link', { name: 'Kontakt' }));
  // The contact page focuses its first field; what the start page recorded stays.
  await waitFor(() => expect(screen.getByRole('textbox', { name: 'Name' })).toHaveFocus());
  await user.click(screen.getByRole('link', { name: 'Produkte' }));
  await waitFor(() => expect(screen.getByRole('heading', { name: 'Produkte' })).toHaveFocus());

  await act(() => memory.navigate(-1));
  // The contact page focuses its first field itself: its own focus handling wins over the link.
  await waitFor(() => expect(screen.getByRole('textbox', { name: 'Name' })).toHaveFocus());
  await act(() => memory.navigate(-1));
  await waitFor(() => expect(screen.getByRole('link', { name: 'Kontakt' })).toHaveFocus());
  await act(() => memory.navigate(1));
  await waitFor(() => expect(screen.getByRole('textbox', { name: 'Name' })).toHaveFocus());

  // A page left without a focused link gets its heading on return.
  await act(() => memory.navigate('/produkte'));
  await waitFor(() => expect(screen.getByRole('heading', { name: 'Produkte' })).toHaveFocus());
  await act(() => memory.navigate('/'));
  await act(() => memory.navigate(-1));
  await waitFor(() => expect(screen.getByRole('heading', { name: 'Produkte' })).toHaveFocus());
});

/** An admin tab: its list is replaced by a form in the same address, and its focus rescue finds the form's heading. */
function ListAndForm() {
  const [params, setParams] = useSearchParams();
  const panel = useRef<HTMLDivElement>(null);
  useFocusRescue(panel, firstHeading);
  return (
    <>
      <h1>Administration</h1>
      <div ref={panel}>
        {params.has('neu') ? (
          <h2 tabIndex={-1}>Neuer Eintrag</h2>
        ) : (
          <button type="button" onClick={() => setParams({ neu: '' })}>
            Neu
          </button>
        )}
      </div>
    </>
  );
}

test('a query change that takes the focused button along leaves the focus to the page’s own rescue', async () => {
  const user = userEvent.setup();
  const memory = createMemoryRouter(
    [{ path: '/', Component: Layout, children: [{ path: 'admin', Component: ListAndForm }] }],
    { initialEntries: ['/admin'] },
  );
  render(<RouterProvider router={memory} />);
  await user.click(screen.getByRole('button', { name: 'Neu' }));
  await waitFor(() => expect(screen.getByRole('heading', { name: 'Neuer Eintrag' })).toHaveFocus());
  // And it stays there: the page heading does not take it afterwards.
  await new Promise((resolve) => setTimeout(resolve, 20));
  expect(screen.getByRole('heading', { name: 'Neuer Eintrag' })).toHaveFocus();
});
