import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRoute } from '../../testing/render-route';
import { useSession } from '../../stores/session';
import { requireLogin } from '../../app/guards';
import { LoginScreen } from './login-screen';
import { NetworkError, RepositoryError, StorageError, UnauthorizedError } from '../../data/errors';
import * as messages from '../../domain/core-messages';

const routes = [
  { path: '/login', Component: LoginScreen },
  { path: '/admin', element: <h1>Admin-Bereich</h1> },
  { path: '/dashboard', element: <h1>Dashboard</h1> },
];

test('the demo card on the login screen links to the Demo-Postfach', async () => {
  await renderRoute(routes, '/login');
  expect(await screen.findByRole('link', { name: 'Demo-Postfach öffnen' })).toHaveAttribute('href', '/demo-postfach');
});

test('a demo button signs in with its own account, whatever the fields held before', async () => {
  await renderRoute(routes, '/login');
  await userEvent.type(await screen.findByLabelText(/E-Mail/), 'nutzer@example.com');
  await userEvent.click(screen.getByRole('button', { name: 'Als Demo-Admin anmelden' }));
  expect(await screen.findByRole('heading', { name: 'Admin-Bereich' })).toBeInTheDocument();
  expect(useSession.getState().user?.email).toBe('admin@example.com');
});

test("the demo member button still signs in after that account's password was reset", async () => {
  const { repo } = await renderRoute(routes, '/login');
  vi.spyOn(repo.auth, 'login').mockRejectedValue(new UnauthorizedError('Login fehlgeschlagen'));
  await userEvent.click(await screen.findByRole('button', { name: 'Als Demo-Mitglied anmelden' }));
  expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
  expect(useSession.getState().user?.email).toBe('nutzer@example.com');
});

test('empty fields get the required message; a wrong password gets the screen text and keeps the e-mail', async () => {
  await renderRoute(routes, '/login');
  const submit = await screen.findByRole('button', { name: 'Anmelden' });
  await userEvent.click(submit);
  expect(await screen.findByText('Bitte füllen Sie alle Pflichtfelder aus.')).toBeInTheDocument();
  expect(screen.getByLabelText(/E-Mail/)).toHaveFocus();
  // The marked fields carry the message for screen readers.
  expect(screen.getByLabelText(/E-Mail/)).toHaveAccessibleDescription('Bitte füllen Sie alle Pflichtfelder aus.');
  expect(screen.getByLabelText(/Passwort/)).toHaveAccessibleDescription('Bitte füllen Sie alle Pflichtfelder aus.');
  await userEvent.type(screen.getByLabelText(/E-Mail/), 'nutzer@example.com');
  await userEvent.click(submit);
  expect(screen.getByLabelText(/Passwort/)).toHaveFocus();
  await userEvent.type(screen.getByLabelText(/Passwort/), 'falsch');
  await userEvent.click(submit);
  expect(await screen.findByText('Ungültige Anmeldedaten. Bitte versuchen Sie es erneut.')).toBeInTheDocument();
  expect(screen.getByLabelText(/E-Mail/)).toHaveValue('nutzer@example.com');
  // The password, to type again, has the focus (the pressed button was disabled meanwhile).
  await vi.waitFor(() => expect(screen.getByLabelText(/Passwort/)).toHaveFocus());
  expect(useSession.getState().user).toBeNull();
});

test('refused credentials say Ungültige Anmeldedaten on this screen; a failing server and no connection say so', async () => {
  const { repo } = await renderRoute(routes, '/login');
  const submit = await screen.findByRole('button', { name: 'Anmelden' });
  await userEvent.type(screen.getByLabelText(/E-Mail/), 'nutzer@example.com');
  await userEvent.type(screen.getByLabelText(/Passwort/), 'nutzer1234');
  // What the HTTP adapter raises for a 401 (or 400/403/422) on /login: the client-level text (SPEC §8).
  vi.spyOn(repo.auth, 'login').mockRejectedValueOnce(new UnauthorizedError('Login fehlgeschlagen'));
  await userEvent.click(submit);
  expect(await screen.findByText('Ungültige Anmeldedaten. Bitte versuchen Sie es erneut.')).toBeInTheDocument();
  expect(screen.queryByText('Login fehlgeschlagen')).not.toBeInTheDocument();

  // ... and for a 500: the server failed, the password may well be right.
  vi.spyOn(repo.auth, 'login').mockRejectedValueOnce(new RepositoryError('Login fehlgeschlagen'));
  await userEvent.click(submit);
  expect(
    await screen.findByText('Ein Fehler ist aufgetreten. Bitte versuchen Sie es später erneut.'),
  ).toBeInTheDocument();

  vi.spyOn(repo.auth, 'login').mockRejectedValueOnce(new NetworkError());
  await userEvent.click(submit);
  expect(await screen.findByText(messages.networkFailed)).toBeInTheDocument();
});

test('a demo sign-in on a full browser storage says what happened and what to do, not "try again later"', async () => {
  const { repo } = await renderRoute(routes, '/login');
  const full =
    'Der Speicher dieses Browsers ist voll. Ihre Änderung wurde nicht gespeichert. Bitte geben Sie Speicherplatz frei oder setzen Sie die Demodaten zurück.';
  vi.spyOn(repo.demo!, 'signInAs').mockRejectedValueOnce(new StorageError(full));
  await userEvent.click(await screen.findByRole('button', { name: 'Als Demo-Admin anmelden' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(full);
  expect(useSession.getState().user).toBeNull();
});

test(
  'after five wrong passwords the screen says how long to wait, also for the right one, and keeps the e-mail',
  { timeout: 60_000 },
  async () => {
    await renderRoute(routes, '/login', {
      arrange: async (_ctx, repo) => {
        for (let i = 0; i < 5; i++)
          await repo.auth.login({ email: 'nutzer@example.com', password: `falsch-${i}` }).catch(() => null);
      },
    });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/E-Mail/), 'nutzer@example.com');
    await user.type(screen.getByLabelText(/Passwort/), 'nutzer1234');
    await user.click(screen.getByRole('button', { name: 'Anmelden' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Zu viele Fehlversuche. Bitte warten Sie 5 Minuten und versuchen Sie es dann erneut.',
    );
    expect(screen.getByLabelText(/E-Mail/)).toHaveValue('nutzer@example.com');
    expect(useSession.getState().user).toBeNull();
  },
);

test('a pasted password over the limit is refused with its reason, not as wrong credentials', async () => {
  await renderRoute(routes, '/login');
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText(/E-Mail/), 'nutzer@example.com');
  await user.click(screen.getByLabelText(/Passwort/));
  await user.paste('x'.repeat(201));
  await user.click(screen.getByRole('button', { name: 'Anmelden' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(
    '„Passwort“ darf höchstens 200 Zeichen lang sein. Bitte kürzen Sie die Eingabe.',
  );
  expect(screen.getByLabelText(/Passwort/)).toHaveValue('x'.repeat(201));
});

test('a guest sent to the login from a member page returns to that page after signing in', async () => {
  const { router } = await renderRoute(
    [{ path: '/', loader: requireLogin, children: [{ path: 'tasks/:id', element: <h1>Aufgabe</h1> }] }, ...routes],
    '/tasks/3?tab=kommentare',
  );
  await screen.findByRole('button', { name: 'Anmelden' });
  expect(router.state.location.pathname).toBe('/login');
  await userEvent.type(screen.getByLabelText(/E-Mail/), 'nutzer@example.com');
  await userEvent.type(screen.getByLabelText(/Passwort/), 'nutzer1234');
  await userEvent.click(screen.getByRole('button', { name: 'Anmelden' }));
  expect(await screen.findByRole('heading', { name: 'Aufgabe' })).toBeInTheDocument();
  expect(router.state.location.pathname + router.state.location.search).toBe('/tasks/3?tab=kommentare');
});

test('a return address that leads off the site is ignored: the role’s landing page applies', async () => {
  await renderRoute(routes, `/login?redirectTo=${encodeURIComponent('//example.org/falle')}`);
  await userEvent.type(await screen.findByLabelText(/E-Mail/), 'nutzer@example.com');
  await userEvent.type(screen.getByLabelText(/Passwort/), 'nutzer1234');
  await userEvent.click(screen.getByRole('button', { name: 'Anmelden' }));
  expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
});
