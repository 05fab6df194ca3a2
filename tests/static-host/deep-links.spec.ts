import { expect, test } from '../e2e/support/fixtures';

// A host without an SPA fallback (tests/static-host/serve.mjs, as GitHub Pages): a first visit, with no service
// worker yet, to an address that is no file gets the site's 404.html, which starts the app at that address.

test('a first visit to a product’s address shows the product', async ({ page }) => {
  const response = await page.goto('/produkte/3');
  expect(response?.status()).toBe(404);
  expect(await page.evaluate(() => navigator.serviceWorker.controller)).toBeNull();
  await expect(page.getByRole('heading', { level: 1, name: 'Dienstplan-KI' })).toBeVisible();
  await expect(page).toHaveURL(/\/produkte\/3$/);
});

test('a first visit to a task’s address asks to sign in and then shows the task', async ({ page }) => {
  await page.goto('/tasks/15');
  await expect(page).toHaveURL(/\/login\?redirectTo=%2Ftasks%2F15$/);
  await page.getByLabel('E-Mail-Adresse').fill('nutzer@example.com');
  await page.getByLabel('Passwort').fill('nutzer1234');
  await page.getByRole('button', { name: 'Anmelden', exact: true }).click();
  await expect(page).toHaveURL(/\/tasks\/15$/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Wunschdienst-App für Mitarbeitende gestalten' }),
  ).toBeVisible();
});
