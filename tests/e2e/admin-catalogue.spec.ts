import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from './support/fixtures';

async function expectNoAxeViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

async function loginAsAdmin(page: Page) {
  await page.goto('/login');
  await page.getByRole('button', { name: 'Als Demo-Admin anmelden' }).click();
  await expect(page).toHaveURL(/\/admin$/);
}

/** Opens the empty product form and fills the required fields. */
async function fillNewProduct(page: Page, title: string) {
  await page.goto('/admin?tab=produkte');
  await page.getByRole('button', { name: 'Neues Produkt' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Neues Produkt' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Titel', exact: true }).fill(title);
  await page
    .getByRole('textbox', { name: 'Kurzbeschreibung' })
    .fill('Ordnet Anfragen von Ratsuchenden in Sekunden zu.');
  await page.getByRole('combobox', { name: 'Kategorie' }).selectOption('Beratung');
  const technology = page.getByRole('textbox', { name: 'Technologien' });
  await technology.fill('LLM');
  await technology.press('Enter');
  await page.getByRole('textbox', { name: 'Funktion 1: Titel' }).fill('Zuordnung');
  await page
    .getByRole('textbox', { name: 'Funktion 1: Beschreibung' })
    .fill('Schlägt die passende Beratungsstelle vor.');
}

const catalogueHeading = (page: Page, title: string) =>
  page.getByRole('list', { name: 'Produktliste' }).getByRole('heading', { name: title });

test('an admin publishes a new product and finds it in the catalogue', async ({ page }) => {
  await loginAsAdmin(page);
  await fillNewProduct(page, 'Anfrage-Sortierer');
  await expect(page.getByRole('button', { name: 'Speichern', exact: true })).toBeVisible();
  await page.getByRole('combobox', { name: 'Status' }).selectOption('Veröffentlicht');
  await expect(page.getByRole('button', { name: 'Speichern', exact: true })).toHaveCount(0);
  await page.getByRole('button', { name: 'Veröffentlichen' }).click();

  await expect(page.getByText('Produkt wurde erstellt')).toBeVisible();
  const row = page.getByRole('row', { name: /Anfrage-Sortierer/ });
  await expect(row.getByText('Veröffentlicht')).toBeVisible();

  await page.goto('/produkte');
  await expect(catalogueHeading(page, 'Anfrage-Sortierer')).toBeVisible();
  await page.getByRole('link', { name: 'Details anzeigen: Anfrage-Sortierer' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Anfrage-Sortierer' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 3, name: 'Zuordnung' })).toBeVisible();
});

test('a product saved with Als Entwurf speichern stays out of the catalogue', async ({ page }) => {
  await loginAsAdmin(page);
  await fillNewProduct(page, 'Entwurf-Sortierer');
  await page.getByRole('combobox', { name: 'Status' }).selectOption('Veröffentlicht');
  await page.getByRole('button', { name: 'Als Entwurf speichern' }).click();

  await expect(page.getByText('Produkt wurde erstellt')).toBeVisible();
  await expect(
    page.getByRole('row', { name: /Entwurf-Sortierer/ }).getByText('Entwurf', { exact: true }),
  ).toBeVisible();

  await page.goto('/produkte');
  await expect(page.getByRole('list', { name: 'Produktliste' }).getByRole('heading').first()).toBeVisible();
  await expect(catalogueHeading(page, 'Entwurf-Sortierer')).toHaveCount(0);
  await page.getByRole('searchbox', { name: 'Produkte durchsuchen' }).fill('Entwurf-Sortierer');
  await expect(page.getByText('Keine Produkte gefunden')).toBeVisible();
});

test('an admin deletes an unused category after confirming', async ({ page }) => {
  await loginAsAdmin(page);
  await page.goto('/admin?tab=kategorien');
  await expect(page.getByRole('cell', { name: 'Wohnungslosenhilfe', exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Löschen: Wohnungslosenhilfe' }).click();
  const dialog = page.getByRole('alertdialog', { name: '„Wohnungslosenhilfe“ löschen?' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Löschen' }).click();

  await expect(page.getByText('Kategorie wurde gelöscht')).toBeVisible();
  await expect(page.getByRole('cell', { name: 'Wohnungslosenhilfe', exact: true })).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('cell', { name: 'Pflege', exact: true })).toBeVisible();
  await expect(page.getByRole('cell', { name: 'Wohnungslosenhilfe', exact: true })).toHaveCount(0);
});

test('Bearbeiten on a product detail page opens the filled form', async ({ page }) => {
  await loginAsAdmin(page);
  await page.goto('/produkte/1');
  await expect(page.getByRole('heading', { level: 1, name: 'Beratungs-Copilot' })).toBeVisible();
  await page.getByRole('link', { name: 'Bearbeiten' }).click();

  await expect(page).toHaveURL(/\/admin\?tab=produkte&bearbeiten=1$/);
  await expect(page.getByRole('heading', { level: 2, name: 'Produkt bearbeiten' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Titel', exact: true })).toHaveValue('Beratungs-Copilot');
  await expect(page.getByRole('combobox', { name: 'Kategorie' })).toHaveValue('Beratung');
  await expect(page.getByRole('combobox', { name: 'Status' })).toHaveValue('published');
  await expect(page.getByRole('button', { name: 'Veröffentlichen' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Technologien' }).getByRole('listitem')).toHaveCount(4);

  await page.getByRole('textbox', { name: 'Kurzbeschreibung' }).fill('Neue Kurzbeschreibung für den Katalog.');
  await page.getByRole('button', { name: 'Veröffentlichen' }).click();
  await expect(page.getByText('Produkt wurde aktualisiert')).toBeVisible();
  await page.goto('/produkte');
  await expect(page.getByText('Neue Kurzbeschreibung für den Katalog.')).toBeVisible();
});

const axePages: [path: string, heading: string, loaded: (page: Page) => ReturnType<Page['getByRole']>][] = [
  ['/admin?tab=produkte', 'Produkte', (page) => page.getByRole('table')],
  ['/admin?tab=produkte&neu', 'Neues Produkt', (page) => page.getByRole('button', { name: 'Speichern', exact: true })],
  [
    '/admin?tab=kategorien&neu',
    'Neue Kategorie',
    (page) => page.getByRole('button', { name: 'Speichern', exact: true }),
  ],
];

for (const [path, heading, loaded] of axePages) {
  test(`${path} has no axe violations (WCAG 2.1 A/AA)`, async ({ page }) => {
    await loginAsAdmin(page);
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 2, name: heading })).toBeVisible();
    await expect(loaded(page)).toBeVisible();
    await expectNoAxeViolations(page);
  });
}

test('in the product and project forms each feature row reads in the order it is tabbed: title, description, remove', async ({
  page,
}) => {
  await loginAsAdmin(page);
  for (const [tab, create] of [
    ['produkte', 'Neues Produkt'],
    ['projekte', 'Neues Projekt'],
  ] as const) {
    for (const width of [1280, 375]) {
      await page.setViewportSize({ width, height: 800 });
      await page.goto(`/admin?tab=${tab}`);
      await page.getByRole('button', { name: create }).click();
      const add = page.getByRole('button', { name: 'Funktion hinzufügen' });
      // The project form starts without rows, the product form with one.
      while (!(await page.getByRole('button', { name: 'Funktion 2 entfernen' }).isVisible())) await add.click();
      for (const row of [1, 2]) {
        const title = page.getByRole('textbox', { name: `Funktion ${row}: Titel` });
        const description = page.getByRole('textbox', { name: `Funktion ${row}: Beschreibung` });
        const remove = page.getByRole('button', { name: `Funktion ${row} entfernen` });
        await title.focus();
        await page.keyboard.press('Tab');
        await expect(description).toBeFocused();
        await page.keyboard.press('Tab');
        await expect(remove).toBeFocused();
        // Where the keyboard comes last, the eye does too: the button sits below the row's fields.
        const boxes = await Promise.all([title.boundingBox(), description.boundingBox(), remove.boundingBox()]);
        const [titleBottom, descriptionBottom] = boxes.slice(0, 2).map((box) => (box ? box.y + box.height : Infinity));
        expect(boxes[2]?.y, `${tab}, ${width} px, Funktion ${row}`).toBeGreaterThanOrEqual(
          Math.max(titleBottom ?? Infinity, descriptionBottom ?? Infinity),
        );
      }
    }
  }
});
