import { expect, test } from './support/fixtures';
import { expectOfflineReady } from './support/offline-ready';

test('after the first visit every public route and the demo login work with the network off', async ({
  page,
  context,
  baseURL,
}) => {
  const foreign: string[] = [];
  page.on('request', (request) => {
    const url = request.url();
    if (!url.startsWith(baseURL ?? '') && !url.startsWith('data:') && !url.startsWith('blob:')) foreign.push(url);
  });
  test.setTimeout(90_000);
  await page.goto('/');
  // The demo says when it may go offline, and the first page itself is then served by the service worker.
  await expectOfflineReady(page);
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);

  await context.setOffline(true);
  // The page that hears the 'offline' event shows the badge. (Chromium 150 reports navigator.onLine as true
  // again in documents loaded by page.goto under offline emulation, so the badge is checked here.)
  await expect(page.getByRole('status').filter({ hasText: 'Offline' })).toBeVisible();
  // The same tab goes on to screens whose code it has not loaded yet.
  const navigation = page.getByRole('navigation', { name: 'Hauptnavigation' });
  await navigation.getByRole('link', { name: 'Kontakt' }).click();
  await expect(page.getByRole('heading', { level: 1, name: /Kontakt/ })).toBeVisible();
  await navigation.getByRole('link', { name: 'Services' }).click();
  await expect(page.getByRole('heading', { level: 1, name: /Services/ })).toBeVisible();
  await page.getByRole('button', { name: /Demo-Modus/ }).click();
  await expect(page.getByRole('dialog', { name: 'Demo-Modus' })).toContainText('Ohne Internetverbindung nutzbar');
  await page.keyboard.press('Escape');
  for (const [path, heading] of [
    ['/', /KI-Kompetenzzentrum/],
    ['/produkte', /Produkte/],
    ['/services/1', /Workshop/],
    ['/kontakt', /Kontakt/],
    ['/datenschutz', /Datenschutz/],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  }

  await page.goto('/login');
  await page.getByRole('button', { name: 'Als Demo-Mitglied anmelden' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { level: 2, name: 'Meine Projekte' })).toBeVisible();
  await context.setOffline(false);
  expect(foreign).toEqual([]);
});
