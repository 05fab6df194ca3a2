import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from './support/fixtures';

async function expectNoAxeViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

const productList = (page: Page) => page.getByRole('list', { name: 'Produktliste' });
const productCards = (page: Page) => productList(page).getByRole('heading', { level: 2 });

test('a guest searches the catalogue, finds nothing and resets the filters', async ({ page }) => {
  await page.goto('/produkte');
  await expect(page.getByRole('heading', { level: 1, name: 'Produkte' })).toBeVisible();
  await expect(productCards(page)).toHaveCount(9);
  await expect(page.getByText('9 Produkte gefunden')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Bedarfsradar' })).toHaveCount(0);

  const search = page.getByRole('searchbox', { name: 'Produkte durchsuchen' });
  await search.pressSequentially('zzz');
  await expect(page.getByText('Keine Produkte gefunden')).toBeVisible();
  await expect(search).toHaveValue('zzz');
  await expect(search).toBeFocused();
  await expect(page).toHaveURL(/\/produkte\?q=zzz$/);

  await page.getByRole('button', { name: 'Filter zurücksetzen' }).click();
  await expect(productCards(page)).toHaveCount(9);
  await expect(search).toHaveValue('');
  await expect(page).toHaveURL(/\/produkte$/);
});

test('typing narrows the list by technology and the category filter narrows it further', async ({ page }) => {
  await page.goto('/produkte');
  const search = page.getByRole('searchbox', { name: 'Produkte durchsuchen' });
  await search.pressSequentially('python');
  await expect(productCards(page)).toHaveText([
    'Beratungs-Copilot',
    'Dienstplan-KI',
    'Fördermittel-Assistent',
    'Pflegedokumentation per Sprache',
    'Wissensdatenbank Sozialrecht',
  ]);
  await page.getByRole('combobox', { name: 'Kategorie' }).selectOption('Pflege');
  await expect(productCards(page)).toHaveText(['Dienstplan-KI', 'Pflegedokumentation per Sprache']);
  await expect(page).toHaveURL(/\?q=python&kategorie=Pflege$/);
  await expect(search).toHaveValue('python');
});

test('a search in the URL is prefilled and applied', async ({ page }) => {
  await page.goto('/produkte?q=whisper');
  await expect(page.getByRole('searchbox', { name: 'Produkte durchsuchen' })).toHaveValue('whisper');
  await expect(productCards(page)).toHaveText(['Pflegedokumentation per Sprache']);
  await expect(page.getByText('1 Produkt gefunden')).toBeVisible();
});

test('a guest opens a product and sees its features, impressions and similar products', async ({ page }) => {
  await page.goto('/produkte');
  await page.getByRole('link', { name: 'Details anzeigen: Beratungs-Copilot' }).click();
  await expect(page).toHaveURL(/\/produkte\/1$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Beratungs-Copilot' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Funktionen' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 3, name: 'Pseudonymisierung' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Impressionen' })).toBeVisible();
  const similar = page.getByRole('region', { name: 'Ähnliche Produkte' });
  await expect(similar.getByRole('heading', { level: 3 }).first()).toBeVisible();
  await expect(similar.getByRole('heading', { name: 'Beratungs-Copilot' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Löschen' })).toHaveCount(0);

  await page.getByRole('link', { name: 'Kontakt aufnehmen' }).click();
  await expect(page).toHaveURL(/\/kontakt$/);
});

test('a draft product is not found for guests', async ({ page }) => {
  await page.goto('/produkte/10');
  await expect(page.getByRole('heading', { level: 1, name: 'Produkt nicht gefunden' })).toBeVisible();
  await expect(page.getByText('Das gesuchte Produkt existiert nicht oder wurde entfernt.')).toBeVisible();
  await page.getByRole('link', { name: 'Zurück zur Produktübersicht' }).click();
  await expect(page).toHaveURL(/\/produkte$/);
});

test('the footer link Datenschutzerklärung opens the footer page', async ({ page }) => {
  await page.goto('/produkte');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Datenschutzerklärung' }).click();
  await expect(page).toHaveURL(/\/datenschutz$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Datenschutzerklärung' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: '1. Datenschutz auf einen Blick' })).toBeVisible();
  await expect(page).toHaveTitle(/^Datenschutzerklärung – /);
});

test('an unknown page shows Seite nicht gefunden', async ({ page }) => {
  await page.goto('/gibt-es-nicht');
  await expect(page.getByRole('heading', { level: 1, name: 'Seite nicht gefunden' })).toBeVisible();
  await page.getByRole('link', { name: 'Zur Startseite' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('an admin deletes a product from its detail page after confirming', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('button', { name: 'Als Demo-Admin anmelden' }).click();
  await expect(page).toHaveURL(/\/admin$/);

  await page.goto('/produkte/8');
  await expect(page.getByRole('heading', { level: 1, name: 'Fördermittel-Assistent' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Bearbeiten' })).toHaveAttribute('href', '/admin/products/8/edit');
  await page.getByRole('button', { name: 'Löschen' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Produkt löschen?' });
  await expect(dialog).toContainText('„Fördermittel-Assistent“');
  await dialog.getByRole('button', { name: 'Löschen' }).click();

  await expect(page.getByText('Produkt wurde gelöscht')).toBeVisible();
  await expect(page).toHaveURL(/\/produkte$/);
  await expect(productCards(page)).toHaveCount(8);
  await expect(productList(page).getByRole('heading', { name: 'Fördermittel-Assistent' })).toHaveCount(0);
  await page.reload();
  await expect(productCards(page)).toHaveCount(8);
});

for (const [path, heading] of [
  ['/produkte', 'Produkte'],
  ['/produkte/1', 'Beratungs-Copilot'],
  ['/datenschutz', 'Datenschutzerklärung'],
] as const) {
  test(`${path} has no axe violations (WCAG 2.1 A/AA)`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expectNoAxeViolations(page);
  });
}

test('Zurück zur Produktübersicht and the breadcrumb return to the catalogue as filtered', async ({ page }) => {
  await page.goto('/produkte');
  await page.getByRole('searchbox', { name: 'Produkte durchsuchen' }).pressSequentially('python');
  await page.getByRole('combobox', { name: 'Kategorie' }).selectOption('Pflege');
  await expect(productCards(page)).toHaveText(['Dienstplan-KI', 'Pflegedokumentation per Sprache']);
  const filtered = page.url();

  await page.getByRole('link', { name: 'Details anzeigen: Dienstplan-KI' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Dienstplan-KI' })).toBeVisible();
  await page.getByRole('link', { name: 'Zurück zur Produktübersicht' }).click();
  await expect(productCards(page)).toHaveText(['Dienstplan-KI', 'Pflegedokumentation per Sprache']);
  expect(page.url()).toBe(filtered);

  await page.getByRole('link', { name: 'Details anzeigen: Pflegedokumentation per Sprache' }).click();
  await page.getByRole('navigation', { name: 'Brotkrümelnavigation' }).getByRole('link', { name: 'Produkte' }).click();
  await expect(page.getByRole('searchbox', { name: 'Produkte durchsuchen' })).toHaveValue('python');
  expect(page.url()).toBe(filtered);
});

test('on a phone, the browser’s back and forward buttons return to each page’s place; a link still starts at the top', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 700 });
  await page.goto('/produkte');
  const card = page.getByRole('link', { name: 'Details anzeigen: Wissensdatenbank Sozialrecht' });
  await card.scrollIntoViewIfNeeded();
  const position = await page.evaluate(() => window.scrollY);
  expect(position).toBeGreaterThan(1000);
  await card.click();
  await expect(page.getByRole('heading', { level: 1, name: 'Wissensdatenbank Sozialrecht' })).toBeVisible();
  expect(await page.evaluate(() => window.scrollY)).toBe(0);

  await page.goBack();
  await expect(card).toBeInViewport();
  expect(Math.abs((await page.evaluate(() => window.scrollY)) - position)).toBeLessThan(50);

  // Forward returns to the top of the detail page, and Back once more to the same place in the list.
  await page.goForward();
  await expect(page.getByRole('heading', { level: 1, name: 'Wissensdatenbank Sozialrecht' })).toBeVisible();
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  await page.goBack();
  await expect(card).toBeInViewport();
  expect(Math.abs((await page.evaluate(() => window.scrollY)) - position)).toBeLessThan(50);
});

test('a keyboard user who goes back from a product is on its card again, and Forward puts them on its heading', async ({
  page,
}) => {
  // From a page only the app renders, so the links are the app's (on a pre-rendered page they are the browser's
  // own until the app has started, and load the next page anew).
  await page.goto('/kontakt');
  await expect(page.getByRole('heading', { level: 1, name: 'Kontakt' })).toBeVisible();
  await page.getByRole('navigation', { name: 'Hauptnavigation' }).getByRole('link', { name: 'Produkte' }).click();
  const card = page.getByRole('link', { name: 'Details anzeigen: Wissensdatenbank Sozialrecht' });
  await card.focus();
  await page.keyboard.press('Enter');
  const heading = page.getByRole('heading', { level: 1, name: 'Wissensdatenbank Sozialrecht' });
  await expect(heading).toBeFocused();
  await page.goBack();
  await expect(card).toBeFocused();
  await page.goForward();
  await expect(heading).toBeFocused();
});

test('on a phone, a menu link closes the menu, also the one to the page shown', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 700 });
  await page.goto('/produkte?q=LLM');
  await page.getByRole('button', { name: 'Menü öffnen' }).click();
  const menu = page.getByRole('navigation', { name: 'Mobile Navigation' });
  await menu.getByRole('link', { name: 'Produkte' }).click();
  await expect(menu).toBeHidden();
  await expect(page.getByRole('searchbox', { name: 'Produkte durchsuchen' })).toHaveValue('');
  await expect(page.getByRole('button', { name: 'Menü öffnen' })).toHaveAttribute('aria-expanded', 'false');
});

test('on a phone, a tap outside the header closes the menu', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 700 });
  await page.goto('/produkte');
  const menu = page.getByRole('navigation', { name: 'Mobile Navigation' });
  await page.getByRole('button', { name: 'Menü öffnen' }).click();
  await expect(menu).toBeVisible();
  await page.getByRole('heading', { level: 1, name: 'Produkte' }).click();
  await expect(menu).toBeHidden();
  await expect(page.getByRole('button', { name: 'Menü öffnen' })).toHaveAttribute('aria-expanded', 'false');
});

test('on a phone, a tap on a card’s picture or title opens it, as its link does', async ({ page }) => {
  // A tap where the person sees the title or the picture (the link lies over the card, so Playwright's own
  // click would refuse: another element "intercepts" it, which is the point).
  const tap = async (box: { x: number; y: number; width: number; height: number } | null) => {
    if (!box) throw new Error('not on screen');
    await page.mouse.click(box.x + box.width / 2, box.y + Math.min(box.height / 2, 40));
  };
  await page.setViewportSize({ width: 375, height: 700 });
  await page.goto('/produkte');
  const title = page.getByRole('heading', { level: 2, name: 'Beratungs-Copilot' });
  await title.scrollIntoViewIfNeeded();
  await tap(await title.boundingBox());
  await expect(page.getByRole('heading', { level: 1, name: 'Beratungs-Copilot' })).toBeVisible();
  await page.goto('/projekte');
  const firstCard = page.getByRole('article').first();
  const projectTitle = (await firstCard.getByRole('heading').textContent()) ?? '';
  // The picture fills the card's top.
  await tap(await firstCard.boundingBox());
  await expect(page.getByRole('heading', { level: 1, name: projectTitle })).toBeVisible();
});
