import { expect, test } from '../e2e/support/fixtures';
import { login } from './support/sign-in';

// The api build renders the login page at build time (scripts/prerender-plugin.ts): it has no data of its own,
// and the footer's pages, which only the server knows, come once the app has taken the page over.

test('the login page is there before the app, keeps what is typed, and its footer gets the server’s pages', async ({
  page,
}) => {
  const addresses: string[] = [];
  page.on('request', (request) => addresses.push(request.url()));
  let releaseApp = () => {};
  const appReleased = new Promise<void>((resolve) => (releaseApp = resolve));
  await page.route(/\/assets\/index-[\w-]+\.js$/, (route) => appReleased.then(() => route.continue()));

  await page.goto('/login', { waitUntil: 'commit' });
  await expect(page.getByRole('heading', { level: 1, name: 'Login' })).toBeVisible();
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByRole('heading', { name: 'Rechtliches' })).toBeVisible();
  await expect(footer.getByRole('link', { name: 'Impressum' })).toHaveCount(0);

  const email = page.getByRole('textbox', { name: /E-Mail-Adresse/ });
  const password = page.getByLabel(/^Passwort/);
  await email.fill('nutzer@example.com');
  await password.fill('vertippt');
  await password.press('Enter');
  releaseApp();

  // The app answers the press it held with what was typed, keeps the address, and fills in the footer.
  await expect(page.getByText('Ungültige Anmeldedaten. Bitte versuchen Sie es erneut.')).toBeVisible();
  await expect(email).toHaveValue('nutzer@example.com');
  await expect(footer.getByRole('link', { name: 'Impressum' })).toBeVisible();
  expect(await page.evaluate(() => performance.getEntriesByName('app:hydrated').length)).toBe(1);

  await password.fill('nutzer1234');
  await password.press('Enter');
  await expect(page).toHaveURL(/\/dashboard$/);
  expect(addresses.filter((address) => /vertippt|nutzer1234/.test(address))).toEqual([]);
});

test('a signed-in member opening /login sees the app’s page, not the guest’s from the build', async ({ page }) => {
  await login(page, 'nutzer@example.com', 'nutzer1234');
  await expect(page).toHaveURL(/\/dashboard$/);

  await page.goto('/login');
  await expect(page.getByRole('banner').getByRole('link', { name: 'Login', exact: true })).toHaveCount(0);
  expect(await page.evaluate(() => performance.getEntriesByName('app:hydrated').length)).toBe(0);
});
