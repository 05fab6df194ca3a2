import { expect, test, type Page } from './support/fixtures';

// Fast typing on a slow machine: every key stays in the search field, the address follows after a pause.
const tabs: [key: string, field: string][] = [
  ['benutzer', 'Benutzer durchsuchen'],
  ['projekte', 'Projekte durchsuchen'],
  ['umfragen', 'Umfragen durchsuchen'],
  ['produkte', 'Produkte durchsuchen'],
];

const typed = 'Tastatur-Testprodukt Über';

async function loginAsAdmin(page: Page) {
  await page.goto('/login');
  await page.getByRole('button', { name: 'Als Demo-Admin anmelden' }).click();
  await expect(page).toHaveURL(/\/admin$/);
}

for (const [key, label] of tabs) {
  test(`${label}: typing fast on a slowed-down machine loses no key`, async ({ page }) => {
    await loginAsAdmin(page);
    await page.goto(`/admin?tab=${key}`);
    const field = page.getByRole('searchbox', { name: label });
    await expect(field).toBeVisible();

    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    try {
      await field.pressSequentially(typed, { delay: 20 });
      await expect(field).toHaveValue(typed);
      await expect(page).toHaveURL((url) => url.searchParams.get('suche') === typed);
    } finally {
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    }
    // Still the typed text once the address has caught up, and the list has followed it.
    await expect(field).toHaveValue(typed);
    await expect(page.getByRole('status').filter({ hasText: typed })).toBeVisible();
  });
}
