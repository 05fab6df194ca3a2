import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RouteObject } from 'react-router-dom';
import * as coreMessages from '../../domain/core-messages';
import * as messages from '../../domain/messages';
import { renderRoute } from '../../testing/render-route';
import * as forgotPasswordRoute from './forgot-password-route';

const routes: RouteObject[] = [{ path: '/forgot-password', ...forgotPasswordRoute }];

const emailField = () => screen.getByRole('textbox', { name: 'E-Mail-Adresse' });
const submit = () => screen.getByRole('button', { name: 'Link anfordern' });

test('a reset request confirms in German and the demo mail carries the reset link', async () => {
  const user = userEvent.setup();
  const { ctx } = await renderRoute(routes, '/forgot-password');
  await user.type(await screen.findByRole('textbox', { name: 'E-Mail-Adresse' }), 'nutzer@example.com');
  await user.click(submit());
  expect(
    await screen.findByText(
      'Wir haben Ihnen eine E-Mail mit einem Link zum Zurücksetzen Ihres Passworts gesendet. Bitte überprüfen Sie Ihren Posteingang.',
    ),
  ).toBeInTheDocument();
  expect(emailField()).toHaveValue('');
  await vi.waitFor(() => expect(emailField()).toHaveFocus());
  const mails = await ctx.db.mails.toArray();
  expect(mails).toHaveLength(1);
  expect(mails[0]?.to).toBe('nutzer@example.com');
  expect(mails[0]?.link).toMatch(/^\/reset-password\?token=[0-9a-f]+$/);
});

test('the demo build points to the Demo-Postfach', async () => {
  await renderRoute(routes, '/forgot-password');
  expect(await screen.findByRole('link', { name: 'Demo-Postfach' })).toHaveAttribute('href', '/demo-postfach');
});

test('an empty or invalid address is refused before anything is sent', async () => {
  const user = userEvent.setup();
  const { ctx } = await renderRoute(routes, '/forgot-password');
  await screen.findByRole('textbox', { name: 'E-Mail-Adresse' });
  await user.click(submit());
  expect(await screen.findByRole('alert')).toHaveTextContent(coreMessages.requiredFields);
  expect(emailField()).toHaveFocus();
  await user.type(emailField(), 'nutzer');
  await user.click(submit());
  await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(messages.invalidEmail));
  expect(emailField()).toHaveAccessibleDescription(messages.invalidEmail);
  expect(await ctx.db.mails.count()).toBe(0);
});

test('a failed request shows the generic German message and keeps the address', async () => {
  const user = userEvent.setup();
  const { repo } = await renderRoute(routes, '/forgot-password');
  vi.spyOn(repo.passwordReset, 'request').mockRejectedValueOnce(new Error('offline'));
  await user.type(await screen.findByRole('textbox', { name: 'E-Mail-Adresse' }), 'nutzer@example.com');
  await user.click(submit());
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'Ein Fehler ist aufgetreten. Bitte versuchen Sie es später erneut.',
  );
  expect(emailField()).toHaveValue('nutzer@example.com');
});
