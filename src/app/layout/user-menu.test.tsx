import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSession } from '../../stores/session';
import { MEMBER_EMAIL } from '../../testing/demo-context';
import { renderRoute } from '../../testing/render-route';
import { UserMenu } from './user-menu';

function Menu() {
  const user = useSession((s) => s.user);
  return user ? <UserMenu user={user} isAdmin={false} /> : <p>Abgemeldet</p>;
}

const routes = [
  { path: '/dashboard', element: <Menu /> },
  { path: '/login', element: <h1>Login</h1> },
];

test('Abmelden ends the session at once, even while the server has not answered the logout', async () => {
  const user = userEvent.setup();
  const { repo, router } = await renderRoute(routes, '/dashboard', { as: MEMBER_EMAIL });
  // A server that never answers (api mode, a hanging connection).
  const logout = vi.spyOn(repo.auth, 'logout').mockReturnValue(new Promise(() => {}));
  await user.click(await screen.findByRole('button', { name: 'Benutzermenü von Nina Nutzer' }));
  await user.click(await screen.findByRole('menuitem', { name: 'Abmelden' }));
  await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  expect(useSession.getState()).toMatchObject({ token: null, user: null });
  expect(logout).toHaveBeenCalledTimes(1);
});

test('the open menu leaves the page readable to screen readers, and Tab closes it with the focus on its button', async () => {
  const user = userEvent.setup();
  await renderRoute(
    [
      {
        path: '/dashboard',
        element: (
          <>
            <Menu />
            <main>
              <h1>Dashboard</h1>
            </main>
          </>
        ),
      },
    ],
    '/dashboard',
    { as: MEMBER_EMAIL },
  );
  const button = await screen.findByRole('button', { name: 'Benutzermenü von Nina Nutzer' });
  await user.click(button);
  expect(await screen.findByRole('menuitem', { name: 'Dashboard' })).toBeInTheDocument();
  // A modal menu hid the rest of the page with aria-hidden.
  expect(screen.getByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
  await user.keyboard('{Tab}');
  await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
  expect(button).toHaveFocus();
});
