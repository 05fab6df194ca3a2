import { expect, test } from '../e2e/support/fixtures';
import { login } from './support/sign-in';
import { tinyPng } from '../e2e/support/tiny-png';
import { chunkUrl } from '../e2e/support/chunks';

// The api build against the /api façade (tests/api-server): the same screens, data over HTTP.
test('the api build shows no demo affordances and reads the catalogue over HTTP', async ({ page }) => {
  const apiCalls: string[] = [];
  const scripts: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/api/')) apiCalls.push(new URL(r.url()).pathname);
    if (r.url().endsWith('.js')) scripts.push(new URL(r.url()).pathname);
  });
  await page.goto('/produkte');
  await expect(page.getByRole('heading', { level: 1, name: /Produkte/ })).toBeVisible();
  await expect(page.getByRole('button', { name: /Demo-Modus/ })).toHaveCount(0);
  expect(apiCalls).toContain('/api/public/products');
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Als Demo-Admin anmelden' })).toHaveCount(0);
  // The member and admin resources of the HTTP adapter load with their first call, not with the public pages.
  const memberResources = chunkUrl('dist-api', 'src/data/http/member.ts', 'src/data/http/work.ts');
  expect(scripts.filter((path) => memberResources.test(path))).toEqual([]);
  await login(page, 'nutzer@example.com', 'nutzer1234');
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect.poll(() => scripts.some((path) => memberResources.test(path))).toBe(true);
});

test('an admin creates a product with an image over multipart and it appears in the catalogue', async ({ page }) => {
  await login(page, 'admin@example.com', 'admin1234');
  await expect(page).toHaveURL(/\/admin$/);
  await page.goto('/admin?tab=produkte');
  await page.getByRole('button', { name: 'Neues Produkt' }).click();
  await page.getByRole('textbox', { name: 'Titel', exact: true }).fill('Fallakte API');
  await page.getByRole('textbox', { name: 'Kurzbeschreibung' }).fill('Über die Schnittstelle angelegt.');
  await page.getByRole('combobox', { name: 'Kategorie' }).selectOption('Beratung');
  await page.getByRole('textbox', { name: 'Funktion 1: Titel' }).fill('Ablage');
  await page.getByRole('textbox', { name: 'Funktion 1: Beschreibung' }).fill('Legt Akten ab.');
  const chooser = page.waitForEvent('filechooser');
  await page
    .getByRole('group', { name: 'Hauptbild' })
    .getByRole('button', { name: /Bild auswählen/ })
    .click();
  await (await chooser).setFiles({ name: 'akte.png', mimeType: 'image/png', buffer: tinyPng });
  await page.getByRole('combobox', { name: 'Status' }).selectOption('Veröffentlicht');
  const saved = page.waitForRequest((r) => r.url().endsWith('/api/products') && r.method() === 'POST');
  await page.getByRole('button', { name: 'Veröffentlichen' }).click();
  expect((await saved).headers()['content-type']).toMatch(/^multipart\/form-data/);
  await expect(page.getByText('Produkt wurde erstellt')).toBeVisible();
  await page.goto('/produkte');
  await page.getByRole('link', { name: 'Details anzeigen: Fallakte API' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Fallakte API' })).toBeVisible();
  const image = page.locator('img[src^="/api/files/"]').first();
  await expect(image).toBeVisible();
});

test('a member votes on a poll over HTTP, then a 401 ends the session and leads to /login', async ({
  page,
  request,
}) => {
  await login(page, 'nutzer@example.com', 'nutzer1234');
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/polls/1');
  await page.getByRole('radio').first().check();
  await page.getByRole('button', { name: 'Abstimmen' }).click();
  await expect(page.getByRole('heading', { name: 'Ergebnisse' })).toBeVisible();

  // This session alone: other tests sign in as the same member in parallel.
  const token = await page.evaluate(() => localStorage.getItem('token'));
  await request.post(`/__test/expire-sessions?token=${encodeURIComponent(token ?? '')}`);
  await page.goto('/dashboard');
  // The login returns the visitor to where the expired session stopped them.
  await expect(page).toHaveURL(/\/login\?redirectTo=%2Fdashboard$/);
  expect(await page.evaluate(() => [localStorage.getItem('token'), localStorage.getItem('user')])).toEqual([
    null,
    null,
  ]);
});

test('a session that ends while a comment is typed keeps the comment: signing in again over it sends it', async ({
  page,
  request,
}) => {
  // A user of their own: ending sessions must not touch the other tests' sign-ins.
  await login(page, 'thomas.becker@example.com', 'demo1234');
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/tasks');
  await page
    .getByRole('main')
    .getByRole('link', { name: /./ })
    .filter({ hasNot: page.getByRole('img') })
    .first()
    .click();
  await expect(page).toHaveURL(/\/tasks\/\d+$/);
  const comment = page.getByRole('textbox', { name: 'Neuer Kommentar' });
  await comment.fill('Nach der Pause weiter: bitte die Vorlage prüfen.');

  await request.post('/__test/expire-sessions?email=thomas.becker@example.com');
  await page.getByRole('button', { name: 'Kommentar senden' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Sitzung abgelaufen' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('textbox', { name: 'E-Mail-Adresse' })).toHaveValue('thomas.becker@example.com');
  await expect(dialog.getByLabel('Passwort')).toBeFocused();
  await expect(page).toHaveURL(/\/tasks\/\d+$/);
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();

  await dialog.getByLabel('Passwort').fill('demo1234');
  await dialog.getByRole('button', { name: 'Anmelden', exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Kommentar gespeichert')).toBeVisible();
  await expect(comment).toHaveValue('');
  await expect(page.getByText('Nach der Pause weiter: bitte die Vorlage prüfen.')).toBeVisible();
  await expect(page).toHaveURL(/\/tasks\/\d+$/);
});
