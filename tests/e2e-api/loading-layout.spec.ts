import { expect, test } from '../e2e/support/fixtures';

// An api build has no data at build time: its index.html holds the layout the app shows while its first page
// loads (scripts/prerender-plugin.ts), so a guest sees the site's header before the app's script has arrived.

test("while the first page loads, a guest sees the header above 'Laden...' from the HTML on; the footer comes with the page", async ({
  page,
}) => {
  /** Holds the requests to `pattern` until the returned function lets them (and any later ones) through. */
  const hold = async (pattern: string) => {
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route(pattern, (route) => released.then(() => route.continue()));
    return release;
  };
  const releaseApp = await hold('**/assets/index-*.js');
  const releaseApi = await hold('**/api/**');

  await page.goto('/kontakt', { waitUntil: 'commit' });
  const header = page.getByRole('banner');
  await expect(header.getByRole('link', { name: 'Login', exact: true })).toBeVisible();
  await expect(page.getByRole('main').getByRole('status')).toHaveText('Laden...');
  await expect(page.getByRole('contentinfo')).toHaveCount(0);

  // The app's first render, while the API keeps it waiting for the page's data, shows the same.
  const fromTheHtml = await header.elementHandle();
  releaseApp();
  await page.waitForFunction((element) => !element?.isConnected, fromTheHtml);
  await expect(page.getByRole('navigation', { name: 'Brotkrümelnavigation' })).toHaveCount(0);
  await expect(header.getByRole('link', { name: 'Registrieren' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('status')).toHaveText('Laden...');

  releaseApi();
  await expect(page.getByRole('heading', { level: 1, name: 'Kontakt' })).toBeVisible();
  await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Impressum' })).toBeVisible();
  await expect(page.getByText('Laden...')).toHaveCount(0);
});
