import { expect, test, type Page } from './support/fixtures';

async function openPanel(page: Page) {
  await page.getByRole('button', { name: /Demo-Modus/ }).click();
  return page.getByRole('dialog', { name: 'Demo-Modus' });
}

test('signed in, the demo panel switches between admin and member in one click, landing on each role’s start page', async ({
  page,
}) => {
  await page.goto('/login');
  await page.getByRole('button', { name: 'Als Demo-Admin anmelden' }).click();
  await expect(page.getByRole('heading', { name: 'Administration', level: 1 })).toBeVisible();

  let panel = await openPanel(page);
  await expect(panel.getByRole('listitem').filter({ hasText: 'admin@example.com' })).toContainText('(angemeldet)');
  await panel.getByRole('button', { name: 'Als Mitglied ansehen' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText('Sie sehen die Seite jetzt als Nina Nutzer.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Benutzermenü von Nina Nutzer' })).toBeVisible();

  panel = await openPanel(page);
  await panel.getByRole('button', { name: 'Als Admin ansehen' }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole('button', { name: 'Benutzermenü von Anna Admin' })).toBeVisible();
});

test('at laptop width the header shows the signed-in person’s name beside the avatar, not cut off', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/login');
  // The admin's header is the fuller one: it carries the Admin link too.
  await page.getByRole('button', { name: 'Als Demo-Admin anmelden' }).click();
  await expect(page.getByRole('heading', { name: 'Administration', level: 1 })).toBeVisible();
  const name = page.getByRole('button', { name: 'Benutzermenü von Anna Admin' }).getByText('Anna Admin');
  await expect(name).toBeVisible();
  expect(await name.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
});
