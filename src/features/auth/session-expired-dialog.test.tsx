import { act, getConfig, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Outlet } from 'react-router-dom';
import { endRefusedSession } from '../../app/end-refused-session';
import { requireLogin } from '../../app/guards';
import { SessionExpiredNotice } from '../../app/layout/user-menu';
import { withUnauthorizedHandler } from '../../data/create-repository';
import { setRepository } from '../../data/repository-instance';
import { useSession } from '../../stores/session';
import { useToasts } from '../../stores/toasts';
import { MEMBER_EMAIL } from '../../testing/demo-context';
import { renderRoute } from '../../testing/render-route';
import * as taskDetail from '../tasks/task-detail-route';

const routes = [
  {
    element: (
      <>
        <Outlet />
        <SessionExpiredNotice />
      </>
    ),
    children: [
      // The member area's guard, as in the app's routes.
      {
        loader: requireLogin,
        element: <Outlet />,
        children: [{ path: '/tasks/:id', loader: taskDetail.loader, Component: taskDetail.Component }],
      },
      { path: '/login', element: <h1>Login</h1> },
      { path: '/dashboard', loader: requireLogin, element: <h1>Dashboard</h1> },
    ],
  },
];

let stopFollowingSession = () => {};
afterEach(() => stopFollowingSession());

/**
 * A member's task page, wired as main.tsx wires it (every 401 goes through endRefusedSession). `live`: whether
 * the page re-reads its data after a write, as the app does; the server forgetting the session is one.
 */
async function renderTaskWithExpiringSession(live: boolean) {
  const view = await renderRoute(routes, '/tasks/3', { as: MEMBER_EMAIL, live });
  setRepository(
    withUnauthorizedHandler(
      view.plain.repo,
      (refused) => endRefusedSession(() => void view.router.revalidate(), refused),
      view.ctx.getToken,
    ),
  );
  // The store reads the session's token, as the app's does.
  stopFollowingSession = useSession.subscribe((state) => view.ctx.setToken(state.token));
  await screen.findByRole('heading', { level: 1 });
  // The server forgets the session. Run as a Testing Library wait runs (React's act environment off), not until the
  // router settles: a re-read it refuses stays pending until the member is back, and the dialog that opens meanwhile
  // moves the focus, which user-event would report inside a nested act.
  const expire = () => getConfig().asyncWrapper(() => view.plain.ctx.db.sessions.clear());
  return { ...view, expire };
}

const commentField = () => screen.getByLabelText('Neuer Kommentar', { selector: 'textarea' });

async function signInAgain(dialog: HTMLElement, password: string) {
  const user = userEvent.setup();
  const field = within(dialog).getByLabelText(/Passwort/);
  await user.clear(field);
  await user.type(field, password);
  await user.click(within(dialog).getByRole('button', { name: 'Anmelden' }));
}

test('a comment sent after the session ended is kept, and sent once the member signs in again over it', async () => {
  const user = userEvent.setup();
  const { ctx, expire } = await renderTaskWithExpiringSession(false);
  const before = await ctx.db.comments.count();
  await user.type(commentField(), 'Bitte bis Freitag prüfen');
  await expire();
  await user.click(screen.getByRole('button', { name: 'Kommentar senden' }));

  const dialog = await screen.findByRole('alertdialog', { name: 'Sitzung abgelaufen' });
  expect(commentField()).toHaveValue('Bitte bis Freitag prüfen');
  expect(localStorage.getItem('token')).toBeNull();
  // Signing in again is for the same person; another account signs in after 'Abmelden'.
  expect(within(dialog).getByLabelText(/E-Mail-Adresse/)).toHaveValue(MEMBER_EMAIL);
  expect(within(dialog).getByLabelText(/E-Mail-Adresse/)).toHaveAttribute('readonly');
  await waitFor(() => expect(within(dialog).getByLabelText(/Passwort/)).toHaveFocus());
  // Escape does not dismiss it: there is no session to go on with.
  await user.keyboard('{Escape}');
  expect(screen.getByRole('alertdialog', { name: 'Sitzung abgelaufen' })).toBeVisible();

  await user.click(within(dialog).getByRole('button', { name: 'Anmelden' }));
  expect(within(dialog).getByText('Bitte füllen Sie alle Pflichtfelder aus.')).toBeVisible();
  await signInAgain(dialog, 'falsch123');
  expect(await within(dialog).findByText('Ungültige Anmeldedaten. Bitte versuchen Sie es erneut.')).toBeVisible();
  expect(await ctx.db.comments.count()).toBe(before);

  await signInAgain(dialog, 'nutzer1234');
  await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  // The send that was refused goes through now, without being asked for again.
  await waitFor(() => expect(commentField()).toHaveValue(''));
  expect(await ctx.db.comments.count()).toBe(before + 1);
  expect(useToasts.getState().toasts.map((t) => t.message)).toEqual(
    expect.arrayContaining(['Sie sind wieder angemeldet.', 'Kommentar gespeichert']),
  );
  expect(localStorage.getItem('token')).toBe(useSession.getState().token);
});

test('a screen that re-reads its data meanwhile keeps its form and its data until the member is back', async () => {
  const user = userEvent.setup();
  const { expire } = await renderTaskWithExpiringSession(true);
  await user.type(commentField(), 'Entwurf');
  // The write re-runs the page's loader, which the server refuses.
  await expire();
  const dialog = await screen.findByRole('alertdialog', { name: 'Sitzung abgelaufen' });
  expect(commentField()).toHaveValue('Entwurf');
  // Behind the modal dialog (hidden from the accessibility tree meanwhile), the page is still there.
  expect(screen.getByRole('heading', { level: 1, hidden: true })).toBeVisible();
  await signInAgain(dialog, 'nutzer1234');
  await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  expect(commentField()).toHaveValue('Entwurf');
  expect(screen.getByRole('heading', { level: 1 })).toBeVisible();
});

test('signing out instead ends the session and leads to the login', async () => {
  const user = userEvent.setup();
  const { router, expire } = await renderTaskWithExpiringSession(false);
  await user.type(commentField(), 'Entwurf');
  await expire();
  await user.click(screen.getByRole('button', { name: 'Kommentar senden' }));
  const dialog = await screen.findByRole('alertdialog', { name: 'Sitzung abgelaufen' });
  await user.click(within(dialog).getByRole('button', { name: 'Abmelden' }));
  expect(await screen.findByRole('heading', { name: 'Login' })).toBeVisible();
  expect(router.state.location.search).toContain('redirectTo');
  expect(useSession.getState()).toMatchObject({ token: null, user: null, expired: false });
});

test('without unsaved input a refused token ends the session and leads to the login at once', async () => {
  const { router, expire } = await renderTaskWithExpiringSession(false);
  await expire();
  await act(() => router.revalidate());
  await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  expect(useSession.getState()).toMatchObject({ token: null, expired: false });
  expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
});
