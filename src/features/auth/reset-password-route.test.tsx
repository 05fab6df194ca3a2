import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RouteObject } from 'react-router-dom';
import { NetworkError, ValidationError } from '../../data/errors';
import * as messages from '../../domain/core-messages';
import { renderRoute } from '../../testing/render-route';
import * as resetPasswordRoute from './reset-password-route';

const routes: RouteObject[] = [
  { path: '/reset-password', ...resetPasswordRoute },
  { path: '/login', element: <h1>Login-Seite</h1> },
  { path: '/forgot-password', element: <h1>Passwort vergessen</h1> },
];

const password = () => screen.getByLabelText(/^Neues Passwort\*?$/);
const confirm = () => screen.getByLabelText(/^Passwort bestätigen\*?$/);
const submit = () => screen.getByRole('button', { name: 'Passwort speichern' });

test('without a token the page says so at once and offers a new link instead of the form', async () => {
  await renderRoute(routes, '/reset-password');
  expect(await screen.findByRole('alert')).toHaveTextContent(/^Ungültiger oder fehlender Token$/);
  expect(screen.queryByLabelText(/^Neues Passwort/)).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Passwort speichern' })).not.toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Neuen Link anfordern' })).toHaveAttribute('href', '/forgot-password');
});

test('mismatch and length messages come without a trailing period', async () => {
  const user = userEvent.setup();
  await renderRoute(routes, '/reset-password?token=abc');
  await user.type(await screen.findByLabelText(/^Neues Passwort/), 'kurz');
  await user.type(confirm(), 'kurz!');
  await user.click(submit());
  expect(await screen.findByRole('alert')).toHaveTextContent(/^Die Passwörter stimmen nicht überein$/);
  expect(confirm()).toHaveFocus();
  await user.clear(confirm());
  await user.type(confirm(), 'kurz');
  await user.click(submit());
  await waitFor(() =>
    expect(screen.getByRole('alert')).toHaveTextContent(/^Das Passwort muss mindestens 8 Zeichen lang sein$/),
  );
  expect(password()).toHaveFocus();
  expect(password()).toHaveAttribute('aria-invalid', 'true');
});

test(
  'an unknown or used token from the store is reported with the way to a new link, and the form goes',
  { timeout: 20000 },
  async () => {
    const user = userEvent.setup();
    await renderRoute(routes, '/reset-password?token=unbekannt');
    await user.type(await screen.findByLabelText(/^Neues Passwort/), 'neues-passwort');
    await user.type(confirm(), 'neues-passwort');
    await user.click(submit());
    expect(await screen.findByRole('alert', {}, { timeout: 5000 })).toHaveTextContent(
      /^Ungültiger oder fehlender Token$/,
    );
    expect(screen.getByText(/abgelaufen oder wurde bereits verwendet/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Neuen Link anfordern' })).toHaveAttribute('href', '/forgot-password');
    expect(screen.queryByLabelText(/^Neues Passwort/)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Passwort speichern' })).not.toBeInTheDocument();
  },
);

test("the server's refusal of the token (its message, no field) ends the form the same way", async () => {
  const user = userEvent.setup();
  const { repo } = await renderRoute(routes, '/reset-password?token=abgelaufen');
  vi.spyOn(repo.passwordReset, 'reset').mockRejectedValueOnce(new ValidationError('Ungültiger oder fehlender Token'));
  await user.type(await screen.findByLabelText(/^Neues Passwort/), 'neues-passwort');
  await user.type(confirm(), 'neues-passwort');
  await user.click(submit());
  expect(await screen.findByText(/abgelaufen oder wurde bereits verwendet/)).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Passwort speichern' })).not.toBeInTheDocument();
});

test('an expired link says so, with the way to a new link, and the form goes', { timeout: 20000 }, async () => {
  const user = userEvent.setup();
  await renderRoute(routes, '/reset-password?token=alt2020', {
    arrange: (ctx) => ctx.db.passwordResets.add({ token: 'alt2020', userId: 2, createdAt: '2020-01-01T00:00:00.000Z' }),
  });
  await user.type(await screen.findByLabelText(/^Neues Passwort/), 'neues-passwort');
  await user.type(confirm(), 'neues-passwort');
  await user.click(submit());
  expect(await screen.findByRole('alert', {}, { timeout: 5000 })).toHaveTextContent(
    /^Der Link ist abgelaufen. Bitte fordern Sie einen neuen an.$/,
  );
  expect(screen.getByRole('link', { name: 'Neuen Link anfordern' })).toHaveAttribute('href', '/forgot-password');
  expect(screen.getByRole('link', { name: 'Zurück zum Login' })).toHaveAttribute('href', '/login');
  expect(screen.queryByRole('button', { name: 'Passwort speichern' })).not.toBeInTheDocument();
});

test('any other failure keeps the form and what was typed', async () => {
  const user = userEvent.setup();
  const { repo } = await renderRoute(routes, '/reset-password?token=abc');
  vi.spyOn(repo.passwordReset, 'reset').mockRejectedValueOnce(new NetworkError());
  await user.type(await screen.findByLabelText(/^Neues Passwort/), 'neues-passwort');
  await user.type(confirm(), 'neues-passwort');
  await user.click(submit());
  expect(await screen.findByRole('alert')).toHaveTextContent(messages.networkFailed);
  expect(password()).toHaveValue('neues-passwort');
  await vi.waitFor(() => expect(password()).toHaveFocus());
});

test(
  'a valid token sets the new password, confirms and goes to /login after 3 seconds',
  { timeout: 20000 },
  async () => {
    const user = userEvent.setup();
    const { ctx, repo, router } = await renderRoute(routes, '/reset-password?token=gueltig');
    const member = await ctx.db.users.get({ email: 'nutzer@example.com' });
    // Store writes re-run the loaders (as in the app), so they belong inside act().
    await act(() =>
      ctx.db.passwordResets.add({ token: 'gueltig', userId: member!.id, createdAt: new Date().toISOString() }),
    );
    await user.type(await screen.findByLabelText(/^Neues Passwort/), 'neues-passwort');
    await user.type(confirm(), 'neues-passwort');
    await user.click(submit());
    expect(
      await screen.findByText(
        'Ihr Passwort wurde erfolgreich geändert. Sie werden in Kürze zum Login weitergeleitet.',
        {},
        { timeout: 5000 },
      ),
    ).toBeInTheDocument();
    const shownAt = Date.now();
    expect(router.state.location.pathname).toBe('/reset-password');
    await screen.findByRole('heading', { name: 'Login-Seite' }, { timeout: 5000 });
    expect(Date.now() - shownAt).toBeGreaterThanOrEqual(2500);
    const session = await act(() => repo.auth.login({ email: 'nutzer@example.com', password: 'neues-passwort' }));
    expect(session.user.email).toBe('nutzer@example.com');
    expect(await ctx.db.passwordResets.count()).toBe(0);
  },
);
