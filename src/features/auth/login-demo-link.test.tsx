import { screen } from '@testing-library/react';
import { renderRoute } from '../../testing/render-route';
import { LoginScreen } from './login-screen';

test('the demo card on the login screen links to the Demo-Postfach', async () => {
  await renderRoute([{ path: '/login', Component: LoginScreen }], '/login');
  expect(await screen.findByRole('link', { name: 'Demo-Postfach öffnen' })).toHaveAttribute('href', '/demo-postfach');
});
