import { expect, test, type Page } from './support/fixtures';
import { tinyPng } from './support/tiny-png';

const COMMENT = 'Ergebnis aus dem Workshop: die Skizze vom Flipchart.';

async function signInAsMember(page: Page) {
  await page.goto('/login');
  await page.getByRole('button', { name: 'Als Demo-Mitglied anmelden' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
}

async function openPanel(page: Page) {
  await page.getByRole('button', { name: /Demo-Modus/ }).click();
  return page.getByRole('dialog', { name: 'Demo-Modus' });
}

const workshopComment = (page: Page) =>
  page.getByRole('article', { name: 'Kommentar von Nina Nutzer' }).filter({ hasText: COMMENT });

test('an export, a reset and the import of the exported file bring back a comment with its uploaded image', async ({
  page,
}, testInfo) => {
  await signInAsMember(page);
  await page.getByRole('region', { name: 'Offene Aufgaben' }).getByRole('link').first().click();
  await expect(page).toHaveURL(/\/tasks\/\d+$/);
  const taskUrl = page.url();
  await page.getByRole('textbox', { name: 'Neuer Kommentar' }).fill(COMMENT);
  await page
    .locator('input[type="file"]')
    .setInputFiles({ name: 'flipchart.png', mimeType: 'image/png', buffer: tinyPng });
  await page.getByRole('button', { name: 'Kommentar senden' }).click();
  await expect(workshopComment(page).getByRole('figure', { name: /flipchart\.png/ })).toBeVisible();

  let panel = await openPanel(page);
  const downloading = page.waitForEvent('download');
  await panel.getByRole('button', { name: 'Demodaten exportieren' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^kiz-demo-\d{4}-\d{2}-\d{2}\.json$/);
  const file = testInfo.outputPath(download.suggestedFilename());
  await download.saveAs(file);
  await expect(
    page.getByText(`Die Demodaten wurden als „${download.suggestedFilename()}“ heruntergeladen.`),
  ).toBeVisible();

  await panel.getByRole('button', { name: 'Demodaten zurücksetzen' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Zurücksetzen' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await signInAsMember(page);
  await page.goto(taskUrl);
  await expect(page.getByRole('heading', { name: /^Kommentare \(\d+\)$/ })).toBeVisible();
  await expect(workshopComment(page)).toHaveCount(0);

  panel = await openPanel(page);
  const choosing = page.waitForEvent('filechooser');
  await panel.getByRole('button', { name: 'Demodaten importieren' }).click();
  await (await choosing).setFiles(file);
  const confirm = page.getByRole('alertdialog', { name: 'Demodaten importieren?' });
  await expect(confirm).toContainText(`„${download.suggestedFilename()}“`);
  await expect(confirm).toContainText('Sie werden abgemeldet.');
  await confirm.getByRole('button', { name: 'Importieren' }).click();
  await expect(page.getByText('Die Demodaten wurden importiert.')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);

  await signInAsMember(page);
  await page.goto(taskUrl);
  // The preview is decorative (alt=""; its caption names the file), so it has no role to find it by.
  const image = workshopComment(page)
    .getByRole('figure', { name: /flipchart\.png/ })
    .locator('img');
  await expect(image).toBeVisible();
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(1);
});

test('a file that is no export is refused with its reason in the panel', async ({ page }, testInfo) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/');
  const panel = await openPanel(page);
  await expect(panel.getByRole('heading', { name: 'Demodaten sichern und übertragen' })).toBeVisible();

  const choosing = page.waitForEvent('filechooser');
  await panel.getByRole('button', { name: 'Demodaten importieren' }).click();
  await (
    await choosing
  ).setFiles({ name: 'einkaufsliste.json', mimeType: 'application/json', buffer: Buffer.from('{"liste":["Kaffee"]}') });
  const confirm = page.getByRole('alertdialog', { name: 'Demodaten importieren?' });
  await expect(confirm).not.toContainText('abgemeldet');
  await confirm.getByRole('button', { name: 'Importieren' }).click();
  await expect(panel.getByRole('alert')).toHaveText(
    'Diese Datei ist kein Export der Demodaten. Die Demodaten wurden nicht verändert. Bitte wählen Sie eine Datei, die mit „Demodaten exportieren“ gespeichert wurde.',
  );
  await expect(panel.getByRole('button', { name: 'Demodaten importieren' })).toBeFocused();

  await page.screenshot({ path: testInfo.outputPath('demo-panel-1280.png') });
  await page.setViewportSize({ width: 375, height: 800 });
  await panel.getByRole('button', { name: 'Demodaten importieren' }).scrollIntoViewIfNeeded();
  await page.screenshot({ path: testInfo.outputPath('demo-panel-375.png') });
});
