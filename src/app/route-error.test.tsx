import { render, screen } from '@testing-library/react';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import * as messages from '../domain/core-messages';
import userEvent from '@testing-library/user-event';
import { NetworkError } from '../data/errors';
import { RouteError } from './route-error';
import { useAppStatus } from '../stores/app-status';

function renderFailingRoute(lazy: () => Promise<never>) {
  const router = createMemoryRouter(
    [
      {
        path: '/',
        errorElement: <RouteError />,
        hydrateFallbackElement: <p>Laden...</p>,
        children: [{ path: 'admin', lazy }],
      },
    ],
    {
      initialEntries: ['/admin'],
    },
  );
  render(<RouterProvider router={router} />);
}

describe('RouteError', () => {
  it('offers a reload when the screen’s code could not be loaded', async () => {
    renderFailingRoute(() =>
      Promise.reject(new TypeError('Failed to fetch dynamically imported module: /assets/admin-route-1.js')),
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Seite konnte nicht geladen werden' }),
    ).toBeInTheDocument();
    expect(screen.getByText(messages.codeUnavailable)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Neu laden' })).toBeInTheDocument();
  });

  it('says a new version is there when one took over from another tab, and reloads into it', async () => {
    const applyUpdate = vi.fn();
    useAppStatus.getState().setUpdateReady(applyUpdate);
    renderFailingRoute(() =>
      Promise.reject(new TypeError('Failed to fetch dynamically imported module: /assets/admin-route-1.js')),
    );
    expect(
      await screen.findByText(
        'Eine neue Version der Anwendung ist da. Bitte laden Sie die Seite neu, um diesen Teil zu öffnen.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText(messages.codeUnavailable)).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Neu laden' }));
    expect(applyUpdate).toHaveBeenCalledTimes(1);
    useAppStatus.setState({ updateReady: false, applyUpdate: null });
  });

  it('keeps the general message for other failures', async () => {
    renderFailingRoute(() => Promise.reject(new Error('kaputt')));
    expect(await screen.findByRole('heading', { level: 1, name: 'Es ist ein Fehler aufgetreten' })).toBeInTheDocument();
    expect(screen.getByText(messages.generic)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Neu laden' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Erneut versuchen' })).not.toBeInTheDocument();
  });

  it('asks again after a failed read, and shows the screen once the read works', async () => {
    let online = false;
    const router = createMemoryRouter(
      [
        {
          path: '/',
          errorElement: <RouteError />,
          hydrateFallbackElement: <p>Laden...</p>,
          children: [
            {
              path: 'tasks/1',
              loader: () => {
                if (!online) throw new NetworkError();
                return { title: 'Interviews führen' };
              },
              Component: () => <h1>Interviews führen</h1>,
            },
          ],
        },
      ],
      { initialEntries: ['/tasks/1'] },
    );
    render(<RouterProvider router={router} />);
    expect(await screen.findByText(messages.networkFailed)).toBeInTheDocument();
    online = true;
    await userEvent.click(screen.getByRole('button', { name: 'Erneut versuchen' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Interviews führen' })).toBeInTheDocument();
  });
});

test('an unknown deep address gets the same not-found screen as an unknown footer slug', async () => {
  const router = createMemoryRouter(
    [{ path: '/', element: <Outlet />, errorElement: <RouteError />, children: [{ path: 'a', element: <p>A</p> }] }],
    {
      initialEntries: ['/a/b/c'],
    },
  );
  render(<RouterProvider router={router} />);
  expect(await screen.findByRole('heading', { level: 1, name: 'Seite nicht gefunden' })).toBeInTheDocument();
  expect(screen.getByText('Die gesuchte Seite existiert leider nicht.')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Zur Startseite' })).toHaveAttribute('href', '/');
});
