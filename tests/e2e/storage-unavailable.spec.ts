import { expect, test, type Page } from './support/fixtures';

// A browser that refuses the demo any storage (a private window, site data blocked by the user or by a managed
// device's policy): IndexedDB throws a SecurityError on open, in the page and in the demo store's worker.
const refuseIndexedDb = `
  IDBFactory.prototype.open = function () { throw new DOMException('The operation is insecure.', 'SecurityError'); };
  IDBFactory.prototype.databases = function () { return Promise.reject(new DOMException('The operation is insecure.', 'SecurityError')); };
`;

// Blocked site data (the browser's setting, or a device policy) refuses localStorage as well.
const refuseLocalStorage = `
  Object.defineProperty(window, 'localStorage', { configurable: true, get() { throw new DOMException('Access is denied for this document.', 'SecurityError'); } });
`;

/** The page gets the refusal as an init script; the worker, which init scripts do not reach, in front of its own script. */
async function refuseStorage(page: Page, { localStorage = false } = {}) {
  await page.addInitScript(refuseIndexedDb + (localStorage ? refuseLocalStorage : ''));
  await page.route(/\/assets\/store-worker-[\w-]+\.js$/, async (route) => {
    const response = await route.fetch();
    await route.fulfill({ response, body: refuseIndexedDb + (await response.text()) });
  });
}

const notice = (page: Page) => page.getByRole('status').filter({ hasText: 'Speicher nicht verfügbar' });
const noticeText =
  'Speicher nicht verfügbar: Dieser Browser lässt die Demo keine Daten speichern. Alles, was Sie jetzt ändern, geht beim Schließen oder Neuladen verloren.';

// A service worker would answer the worker's script from its cache, past the refusal.
test.use({ serviceWorkers: 'block' });

test('without IndexedDB the demo sign-in works, and every page says that nothing will be kept', async ({
  page,
  context,
}) => {
  const warnings: string[] = [];
  page.on('console', (message) => {
    const blockedServiceWorker = message.text().includes('blocked by Playwright');
    if ((message.type() === 'warning' || message.type() === 'error') && !blockedServiceWorker)
      warnings.push(message.text());
  });
  await refuseStorage(page);
  await page.goto('/login');
  await page.getByRole('button', { name: 'Als Demo-Admin anmelden' }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(notice(page)).toHaveText(noticeText);

  await page.getByRole('link', { name: 'Produkte', exact: true }).first().click();
  await expect(page).toHaveURL(/\/produkte$/);
  await expect(page.getByRole('heading', { level: 2, name: 'Dienstplan-KI' })).toBeVisible();
  await expect(notice(page)).toHaveText(noticeText);

  await page.getByRole('button', { name: /Demo-Modus/ }).click();
  await expect(page.getByRole('dialog', { name: 'Demo-Modus' })).toContainText(
    'Speicher nicht verfügbar: Dieser Browser lässt die Demo keine Daten speichern. Die Daten liegen nur im Arbeitsspeicher dieses Tabs',
  );

  // The store really ran in memory: the origin's IndexedDB, seen from a tab that may use it, has no demo database.
  const other = await context.newPage();
  await other.goto('/favicon.svg');
  expect(
    await other.evaluate(async () => (await indexedDB.databases()).map((database) => database.name)),
  ).not.toContain('kiz-demo');
  // The one warning is the store's own note on where its data live, from its worker (no fallback into the page).
  expect(warnings).toEqual([
    expect.stringContaining('IndexedDB ist nicht verfügbar; die Demo hält ihre Daten nur im Arbeitsspeicher'),
  ]);
});

test('with all site data blocked, localStorage too, the demo still starts and signs in, for this page load', async ({
  page,
}) => {
  await refuseStorage(page, { localStorage: true });
  await page.goto('/login');
  await page.getByRole('button', { name: 'Als Demo-Mitglied anmelden' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await expect(notice(page)).toHaveText(noticeText);
});
