import { expect, test, type Page } from './support/fixtures';

// After a confirmed delete far down a list, focus lands where the reader is: on the row that took the deleted
// row's place, on screen, not on the tab's heading above it.
const screens: [name: string, viewport: { width: number; height: number }][] = [
  ['phone', { width: 375, height: 812 }],
  ['laptop', { width: 1280, height: 720 }],
];

async function loginAsAdmin(page: Page) {
  await page.goto('/login');
  await page.getByRole('button', { name: 'Als Demo-Admin anmelden' }).click();
  await expect(page).toHaveURL(/\/admin$/);
}

for (const [name, viewport] of screens) {
  test(`${name}: deleting a product far down the list leaves the focus on the next row, in view`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await loginAsAdmin(page);
    await page.goto('/admin?tab=produkte');
    const table = page.getByRole('table');
    const deletes = table.getByRole('button', { name: /^Löschen: / });
    await expect(deletes.nth(6)).toBeVisible();
    const count = await deletes.count();
    const index = count - 2;
    const next = (await deletes.nth(index + 1).getAttribute('aria-label'))!;

    await deletes.nth(index).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Löschen' }).click();
    await expect(page.getByText('Produkt wurde gelöscht')).toBeVisible();
    await expect(deletes).toHaveCount(count - 1);
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);

    // Whatever has the focus is on screen (the pseudo-class names no style, it is the one focused element).
    await expect(page.locator(':focus')).toBeInViewport();
    const focused = page.getByRole('button', { name: next });
    await expect(focused).toBeFocused();
    await expect(focused).toBeInViewport();
    await expect(page.getByRole('heading', { level: 2, name: 'Produkte' })).not.toBeFocused();
  });
}
