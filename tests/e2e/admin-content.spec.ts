import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from './support/fixtures';

// A 4×3 PNG, small enough to be kept as it is by the image preparation.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAQAAAADCAIAAAA7ljmRAAAAEElEQVR4nGOQqyqAIwacHADtnwxh4+I2/AAAAABJRU5ErkJggg==',
  'base64',
);

async function signInAsAdmin(page: Page) {
  await page.goto('/login');
  await page.getByRole('button', { name: 'Als Demo-Admin anmelden' }).click();
  await expect(page).toHaveURL(/\/admin$/);
}

test('an admin publishes a footer page: the footer lists it at once and /barrierearm shows it', async ({ page }) => {
  await signInAsAdmin(page);
  await page.getByRole('tab', { name: 'Footer-Seiten' }).click();
  await expect(page.getByRole('table', { name: 'Footer-Seiten' })).toBeVisible();
  const legal = page.getByRole('navigation', { name: 'Rechtliches' });
  await expect(legal.getByRole('link', { name: 'Impressum' })).toBeVisible();
  await expect(legal.getByRole('link', { name: 'Barrierefreiheit im Alltag' })).toHaveCount(0);

  await page.getByRole('button', { name: 'Neue Seite' }).click();
  await page.getByRole('button', { name: 'Speichern' }).click();
  await expect(page.getByText('Bitte füllen Sie alle Pflichtfelder aus.')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Titel' })).toBeFocused();

  await page.getByRole('textbox', { name: 'Titel' }).fill('Barrierefreiheit im Alltag');
  await page.getByRole('textbox', { name: 'URL-Slug' }).fill('barrierearm');
  await page
    .getByRole('textbox', { name: 'Inhalt (HTML)' })
    .fill('<h2>Unser Anspruch</h2>\n<p>Wir gestalten digitale Angebote so, dass alle Menschen sie nutzen können.</p>');
  await expect(
    page.getByRole('region', { name: 'Vorschau' }).getByRole('heading', { name: 'Unser Anspruch' }),
  ).toBeVisible();
  await page.getByRole('combobox', { name: 'Status' }).selectOption({ label: 'Veröffentlicht' });
  await page.getByRole('button', { name: 'Speichern' }).click();

  await expect(page.getByText('Seite wurde erstellt')).toBeVisible();
  await expect(
    page.getByRole('table', { name: 'Footer-Seiten' }).getByRole('link', { name: '/barrierearm' }),
  ).toBeVisible();
  // No reload: the footer re-reads after the write.
  const link = legal.getByRole('link', { name: 'Barrierefreiheit im Alltag' });
  await expect(link).toHaveAttribute('href', '/barrierearm');
  await link.click();

  await expect(page).toHaveURL(/\/barrierearm$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Barrierefreiheit im Alltag' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Unser Anspruch' })).toBeVisible();
  await expect(
    page.getByText('Wir gestalten digitale Angebote so, dass alle Menschen sie nutzen können.'),
  ).toBeVisible();
});

test('a taken slug is refused and the typed content stays', async ({ page }) => {
  await signInAsAdmin(page);
  await page.goto('/admin?tab=footer-seiten&neu');
  await page.getByRole('textbox', { name: 'Titel' }).fill('Noch ein Impressum');
  await page.getByRole('textbox', { name: 'URL-Slug' }).fill('impressum');
  await page.getByRole('textbox', { name: 'Inhalt (HTML)' }).fill('<p>Doppelt</p>');
  await page.getByRole('button', { name: 'Speichern' }).click();
  await expect(page.getByText('Dieser URL-Slug wird bereits verwendet.')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'URL-Slug' })).toBeFocused();
  await expect(page.getByRole('textbox', { name: 'Inhalt (HTML)' })).toHaveValue('<p>Doppelt</p>');
});

test('an admin changes the Hero Sektion: / shows the new image, alt text and opacity', async ({ page }) => {
  await signInAsAdmin(page);
  await page.getByRole('tab', { name: 'Einstellungen' }).click();
  await expect(page.getByRole('tab', { name: 'Hero Sektion' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tab', { name: 'Produkt Hero' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Service Hero' })).toBeVisible();
  const panel = page.getByRole('tabpanel', { name: 'Hero Sektion' });

  const chooser = page.waitForEvent('filechooser');
  await panel.getByRole('button', { name: 'Bild ersetzen' }).click();
  await (await chooser).setFiles({ name: 'workshop.png', mimeType: 'image/png', buffer: PNG });
  await expect(panel.getByRole('img', { name: 'workshop.png' })).toBeVisible();

  const description = 'Fachkräfte aus der Sozialarbeit testen gemeinsam einen KI-Prototyp';
  await panel.getByRole('textbox', { name: 'Bildbeschreibung' }).fill(description);
  const slider = panel.getByRole('slider', { name: 'Deckkraft des Bildes' });
  await expect(slider).toHaveAttribute('aria-valuetext', '0,5');
  await slider.focus();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await expect(slider).toHaveAttribute('aria-valuetext', '0,7');
  await expect(panel.getByText('0,7', { exact: true })).toBeVisible();
  await expect(panel.getByRole('region', { name: 'Vorschau' }).getByRole('img', { name: description })).toBeVisible();

  await panel.getByRole('button', { name: 'Speichern' }).click();
  await expect(page.getByText('Konfiguration wurde gespeichert')).toBeVisible();

  await page.goto('/');
  const hero = page.getByRole('img', { name: description });
  await expect(hero).toBeVisible();
  await expect(hero).toHaveAttribute('src', /^blob:/);
  await expect(hero).toHaveCSS('opacity', '0.7');
});

for (const [path, ready] of [
  ['/admin?tab=footer-seiten', (page: Page) => page.getByRole('table', { name: 'Footer-Seiten' })],
  ['/admin?tab=footer-seiten&neu', (page: Page) => page.getByRole('heading', { level: 2, name: 'Neue Seite' })],
  [
    '/admin?tab=footer-seiten&bearbeiten=1',
    (page: Page) => page.getByRole('heading', { level: 2, name: 'Seite bearbeiten' }),
  ],
  ['/admin?tab=einstellungen', (page: Page) => page.getByRole('slider', { name: 'Deckkraft des Bildes' })],
] as const) {
  test(`${path} has no axe violations (WCAG 2.1 A/AA)`, async ({ page }) => {
    await signInAsAdmin(page);
    await page.goto(path);
    await expect(ready(page)).toBeVisible();
    if (path.endsWith('&neu')) {
      // Check the error state too: messages, invalid fields.
      await page.getByRole('button', { name: 'Speichern' }).click();
      await expect(page.getByText('Bitte füllen Sie alle Pflichtfelder aus.')).toBeVisible();
    }
    const result = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
    expect(result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  });
}
