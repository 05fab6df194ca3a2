import { expect, test, type Page } from '../e2e/support/fixtures';

// An api build has no data at build time: its index.html holds the layout the app shows while its first page
// loads (scripts/prerender-plugin.ts), so a guest sees the site's header before the app's script has arrived.

/** Holds the requests to `pattern` until the returned function lets them (and any later ones) through. */
async function hold(page: Page, pattern: string) {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(pattern, (route) => released.then(() => route.continue()));
  return release;
}

test("while the first page loads, a guest sees the header above 'Laden...' from the HTML on; the footer comes with the page", async ({
  page,
}) => {
  const releaseApp = await hold(page, '**/assets/index-*.js');
  const releaseApi = await hold(page, '**/api/**');

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

/**
 * Opens /kontakt with the app's script held back, so the header on screen is the HTML's. The returned function
 * lets the script through and waits until the app's first render has replaced that header.
 */
async function openWithTheHtmlsHeader(page: Page) {
  const releaseApp = await hold(page, '**/assets/index-*.js');
  await page.goto('/kontakt', { waitUntil: 'commit' });
  const fromTheHtml = await page.getByRole('banner').elementHandle();
  return async () => {
    releaseApp();
    await page.waitForFunction((element) => !element?.isConnected, fromTheHtml);
  };
}

test("a keyboard user's focus on the HTML's header stays on its control when the app draws the header anew", async ({
  page,
}) => {
  const startTheApp = await openWithTheHtmlsHeader(page);
  await page.getByRole('banner').getByRole('link', { name: 'Login', exact: true }).focus();

  await startTheApp();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Login', exact: true })).toBeFocused();
});

test("the app's stylesheet comes inside the HTML: the page is laid out before the script, which never asks for it", async ({
  page,
}) => {
  const stylesheetsAsked: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'stylesheet') stylesheetsAsked.push(new URL(request.url()).pathname);
  });
  const startTheApp = await openWithTheHtmlsHeader(page);
  // On a wide screen the header's styles hide the phone's menu button.
  await expect(page.getByRole('banner').getByRole('link', { name: 'Login', exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Menü öffnen' })).toBeHidden();

  await startTheApp();
  await page.getByRole('banner').getByRole('link', { name: 'Produkte' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Produkte' })).toBeVisible();
  // The sheets the HTML carries are named to Vite's loader by links it never fetches.
  const inlined = await page
    .locator('link[rel="stylesheet"][disabled]')
    .evaluateAll((links) => links.map((link) => new URL((link as HTMLLinkElement).href).pathname));
  expect(inlined.length).toBeGreaterThan(0);
  expect(stylesheetsAsked.filter((path) => inlined.includes(path))).toEqual([]);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test("the menu tapped in the HTML's header before the app's script has arrived opens once the app is there", async ({
    page,
  }) => {
    const startTheApp = await openWithTheHtmlsHeader(page);
    await page.getByRole('button', { name: 'Menü öffnen' }).click();

    await startTheApp();
    const menu = page.getByRole('navigation', { name: 'Mobile Navigation' });
    await expect(menu.getByRole('link', { name: 'Produkte' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Menü schließen' })).toBeVisible();
  });
});
