import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RouteObject } from 'react-router-dom';
import * as messages from '../../domain/core-messages';
import { NetworkError } from '../../data/errors';
import { useToasts } from '../../stores/toasts';
import { renderRoute } from '../../testing/render-route';
import { LoginScreen } from './login-screen';
import * as registerRoute from './register-route';

const routes: RouteObject[] = [
  { path: '/register', ...registerRoute },
  { path: '/login', Component: LoginScreen },
];

beforeEach(() => {
  useToasts.setState({ toasts: [] });
});

const field = {
  name: () => screen.getByRole('textbox', { name: 'Name' }),
  email: () => screen.getByRole('textbox', { name: 'E-Mail-Adresse' }),
  company: () => screen.getByRole('textbox', { name: 'Unternehmen' }),
  password: () => screen.getByLabelText(/^Passwort\*?$/),
  confirm: () => screen.getByLabelText(/^Passwort bestätigen\*?$/),
};
const submit = () => screen.getByRole('button', { name: 'Registrieren' });

async function fill(user: ReturnType<typeof userEvent.setup>, values: Partial<Record<keyof typeof field, string>>) {
  for (const [key, value] of Object.entries(values) as [keyof typeof field, string][]) {
    await user.clear(field[key]());
    if (value) await user.type(field[key](), value);
  }
}

test('the registration messages come one at a time in the order of SPEC §5', async () => {
  const user = userEvent.setup();
  const { ctx } = await renderRoute(routes, '/register');
  await screen.findByRole('heading', { level: 1, name: 'Registrierung' });
  expect(field.company()).toHaveAttribute('autocomplete', 'organization');
  expect(field.password()).toHaveAttribute('autocomplete', 'new-password');

  await user.click(submit());
  expect(await screen.findByRole('alert')).toHaveTextContent(messages.requiredFields);
  expect(screen.getAllByRole('alert')).toHaveLength(1);
  expect(field.name()).toHaveFocus();
  for (const control of Object.values(field)) expect(control()).toHaveAttribute('aria-invalid', 'true');
  expect(field.name()).toHaveAccessibleDescription(messages.requiredFields);

  await fill(user, {
    name: 'Jana Neu',
    email: 'jana-at-example',
    company: 'Neue Hilfe gGmbH',
    password: 'abc',
    confirm: 'abd',
  });
  await user.click(submit());
  await waitFor(() =>
    expect(screen.getByRole('alert')).toHaveTextContent('Bitte geben Sie eine gültige E-Mail-Adresse ein.'),
  );
  expect(field.email()).toHaveFocus();
  expect(field.name()).not.toHaveAttribute('aria-invalid');

  await fill(user, { email: 'eingeladen@example.com' });
  await user.click(submit());
  await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Die Passwörter stimmen nicht überein.'));
  expect(field.confirm()).toHaveFocus();

  await fill(user, { confirm: 'abc' });
  await user.click(submit());
  await waitFor(() =>
    expect(screen.getByRole('alert')).toHaveTextContent('Das Passwort muss mindestens 8 Zeichen lang sein.'),
  );
  expect(field.password()).toHaveFocus();
  expect(field.password()).toHaveAccessibleDescription(
    /Mindestens 8 Zeichen\. Das Passwort muss mindestens 8 Zeichen lang sein\./,
  );
  expect(await ctx.db.users.where('email').equals('eingeladen@example.com').count()).toBe(0);
});

test('an address without invitation is refused with a clear message', async () => {
  const user = userEvent.setup();
  const { ctx } = await renderRoute(routes, '/register');
  await screen.findByRole('heading', { level: 1, name: 'Registrierung' });
  const usersBefore = await ctx.db.users.count();
  await fill(user, {
    name: 'Max Fremd',
    email: 'fremd@example.com',
    company: 'Irgendwo e. V.',
    password: 'geheim1234',
    confirm: 'geheim1234',
  });
  await user.click(submit());
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'Diese E-Mail-Adresse ist nicht zur Registrierung freigeschaltet.',
  );
  expect(field.email()).toHaveFocus();
  expect(field.email()).toHaveAttribute('aria-invalid', 'true');
  expect(field.name()).toHaveValue('Max Fremd');
  expect(await ctx.db.users.count()).toBe(usersBefore);
});

test('an address that already has an account hears so at the e-mail field', async () => {
  const user = userEvent.setup();
  const { ctx } = await renderRoute(routes, '/register');
  await screen.findByRole('heading', { level: 1, name: 'Registrierung' });
  const usersBefore = await ctx.db.users.count();
  await fill(user, {
    name: 'Nina Nutzer',
    email: 'nutzer@example.com',
    company: 'Diakonie',
    password: 'geheim1234',
    confirm: 'geheim1234',
  });
  await user.click(submit());
  expect(await screen.findByRole('alert')).toHaveTextContent('Diese E-Mail-Adresse ist bereits registriert.');
  expect(field.email()).toHaveFocus();
  expect(field.email()).toHaveAttribute('aria-invalid', 'true');
  expect(field.company()).toHaveValue('Diakonie');
  expect(await ctx.db.users.count()).toBe(usersBefore);
});

test(
  'the invited address registers, joins its group and goes to /login with a success toast',
  { timeout: 20000 },
  async () => {
    const user = userEvent.setup();
    const { ctx, router } = await renderRoute(routes, '/register?email=eingeladen%40example.com');
    await screen.findByRole('heading', { level: 1, name: 'Registrierung' });
    expect(field.email()).toHaveValue('eingeladen@example.com');
    await fill(user, {
      name: 'Jana Neu',
      company: 'Neue Hilfe gGmbH',
      password: 'sicher-1234',
      confirm: 'sicher-1234',
    });
    await user.click(submit());
    expect(await screen.findByRole('heading', { level: 1, name: 'Login' }, { timeout: 5000 })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    // The new account's address waits in the login form.
    expect(screen.getByLabelText(/E-Mail/)).toHaveValue('eingeladen@example.com');
    const user1 = await ctx.db.users.get({ email: 'eingeladen@example.com' });
    expect(user1).toMatchObject({ name: 'Jana Neu', companyName: 'Neue Hilfe gGmbH', role: 'user' });
    expect(user1?.projectGroups).toHaveLength(1);
    expect(useToasts.getState().toasts.map((t) => [t.type, t.message])).toEqual([
      ['success', 'Registrierung erfolgreich'],
    ]);
  },
);

test('a failed registration shows the server message and keeps what was typed', async () => {
  const user = userEvent.setup();
  const { repo } = await renderRoute(routes, '/register');
  await screen.findByRole('heading', { level: 1, name: 'Registrierung' });
  vi.spyOn(repo.auth, 'register').mockRejectedValueOnce(new NetworkError()).mockRejectedValueOnce(new Error('boom'));
  await fill(user, {
    name: 'Jana Neu',
    email: 'eingeladen@example.com',
    company: 'Neue Hilfe gGmbH',
    password: 'sicher-1234',
    confirm: 'sicher-1234',
  });
  await user.click(submit());
  expect(await screen.findByRole('alert')).toHaveTextContent(messages.networkFailed);
  await user.click(submit());
  await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(/^Ein Fehler ist aufgetreten$/));
  expect(field.name()).toHaveValue('Jana Neu');
  expect(field.company()).toHaveValue('Neue Hilfe gGmbH');
  expect(field.email()).toHaveValue('eingeladen@example.com');
});

test('the demo hint names an address that is invited, and it registers', { timeout: 20000 }, async () => {
  const user = userEvent.setup();
  await renderRoute(routes, '/register');
  const hint = await screen.findByText(/zur Registrierung freigeschaltet/);
  const address = /\S+@\S+\.[a-z]+/.exec(hint.textContent ?? '')?.[0] ?? '';
  expect(address).toBe('eingeladen@example.com');
  expect(screen.getByRole('link', { name: 'Einladungen' })).toHaveAttribute('href', '/admin?tab=einladungen');
  await fill(user, {
    name: 'Jana Neu',
    email: address,
    company: 'Neue Hilfe gGmbH',
    password: 'sicher-1234',
    confirm: 'sicher-1234',
  });
  await user.click(submit());
  expect(await screen.findByRole('heading', { level: 1, name: 'Login' }, { timeout: 5000 })).toBeInTheDocument();
});
