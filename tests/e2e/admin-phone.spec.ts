import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from './support/fixtures';

// Admin tables on a phone: cards instead of sideways scrolling, so every row's actions are on screen.
test.use({ viewport: { width: 375, height: 812 } });

const tabs: [key: string, label: string][] = [
  ['benutzer', 'Benutzer'],
  ['gruppen', 'Gruppen'],
  ['projekte', 'Projekte'],
  ['einladungen', 'Einladungen'],
  ['umfragen', 'Umfragen'],
  ['produkte', 'Produkte'],
  ['kategorien', 'Kategorien'],
  ['footer-seiten', 'Footer-Seiten'],
];

async function loginAsAdmin(page: Page) {
  await page.goto('/login');
  await page.getByRole('button', { name: 'Als Demo-Admin anmelden' }).click();
  await expect(page).toHaveURL(/\/admin$/);
}

for (const [key, label] of tabs) {
  test(`${label}: the table fits the phone, its actions are on screen and the tab is in view`, async ({ page }) => {
    await loginAsAdmin(page);
    await page.goto(`/admin?tab=${key}`);
    const table = page.getByRole('table');
    await expect(table).toBeVisible();

    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    const actions = table.getByRole('button', { name: /^(Bearbeiten|Löschen): / });
    expect(await actions.count()).toBeGreaterThan(0);
    for (const button of await actions.all()) {
      const box = await button.boundingBox();
      expect(
        box && box.x >= 0 && box.x + box.width <= 375,
        (await button.getAttribute('aria-label')) ?? undefined,
      ).toBe(true);
    }

    // The active tab is scrolled into the tab bar, the page itself is not scrolled.
    const bar = (await page.getByRole('tablist').boundingBox())!;
    const tab = (await page.getByRole('tab', { name: label, selected: true }).boundingBox())!;
    expect(tab.x).toBeGreaterThanOrEqual(bar.x - 1);
    expect(tab.x + tab.width).toBeLessThanOrEqual(bar.x + bar.width + 1);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  });
}

test('the users table as cards has no axe violations (WCAG 2.1 A/AA)', async ({ page }) => {
  await loginAsAdmin(page);
  await page.goto('/admin?tab=benutzer');
  await expect(page.getByRole('table', { name: 'Alle Benutzer' })).toBeVisible();
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
});
