import { expect, test, type Page } from './support/fixtures';
import { tinyPng } from './support/tiny-png';

async function loginAs(page: Page, who: 'Admin' | 'Mitglied') {
  await page.goto('/login');
  await page.getByRole('button', { name: `Als Demo-${who} anmelden` }).click();
  await expect(page).toHaveURL(who === 'Admin' ? /\/admin$/ : /\/dashboard$/);
}

test('a member opens a task from the dashboard, comments with an image, likes, and both survive a reload', async ({
  page,
}) => {
  await loginAs(page, 'Mitglied');
  const openTasks = page.getByRole('region', { name: 'Offene Aufgaben' });
  const firstTask = openTasks.getByRole('link').first();
  const taskTitle = (await firstTask.textContent())?.trim() ?? '';
  await firstTask.click();
  await expect(page.getByRole('heading', { level: 1, name: taskTitle })).toBeVisible();

  await page.getByLabel('Neuer Kommentar').fill('Ich übernehme den nächsten Schritt.');
  await page
    .locator('input[type="file"]')
    .setInputFiles({ name: 'skizze.png', mimeType: 'image/png', buffer: tinyPng });
  await expect(page.getByText('skizze.png')).toBeVisible();
  await page.getByRole('button', { name: 'Kommentar senden' }).click();
  const comment = page
    .getByRole('article', { name: 'Kommentar von Nina Nutzer' })
    .filter({ hasText: 'Ich übernehme den nächsten Schritt.' });
  await expect(comment).toBeVisible();
  // An image attachment is previewed: a figure captioned with its file link.
  await expect(comment.getByRole('figure', { name: /skizze\.png/ })).toBeVisible();

  await comment.getByRole('button', { name: /Gefällt mir \(0 Likes\)/ }).click();
  await expect(comment.getByRole('button', { name: 'Gefällt mir (1 Like)', pressed: true })).toBeVisible();

  await page.reload();
  const again = page
    .getByRole('article', { name: 'Kommentar von Nina Nutzer' })
    .filter({ hasText: 'Ich übernehme den nächsten Schritt.' });
  await expect(again.getByRole('button', { name: 'Gefällt mir (1 Like)', pressed: true })).toBeVisible();
  await expect(again.getByRole('figure', { name: /skizze\.png/ })).toBeVisible();
});

test('a PDF in a comment is a download only; an HTML page named rechnung.pdf is refused', async ({ page }) => {
  await loginAs(page, 'Mitglied');
  await page.getByRole('region', { name: 'Offene Aufgaben' }).getByRole('link').first().click();
  const files = page.locator('input[type="file"]');
  await files.setInputFiles({
    name: 'rechnung.pdf',
    mimeType: 'text/html',
    buffer: Buffer.from('<script>alert(localStorage.length)</script>'),
  });
  await expect(page.getByText('Erlaubt sind nur Bilder (außer SVG) und PDF-Dateien')).toBeVisible();
  await files.setInputFiles({
    name: 'rechnung.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('<script>alert(localStorage.length)</script>'),
  });
  await expect(
    page.getByText(
      'Der Inhalt der Datei „rechnung.pdf“ passt nicht zu ihrem Dateityp. Bitte wählen Sie die Datei in ihrem ursprünglichen Format.',
    ),
  ).toBeVisible();

  await page.getByLabel('Neuer Kommentar').fill('Das Protokoll als PDF.');
  await files.setInputFiles({
    name: 'Protokoll.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('%PDF-1.4\n%%EOF\n'),
  });
  await page.getByRole('button', { name: 'Kommentar senden' }).click();
  const comment = page
    .getByRole('article', { name: 'Kommentar von Nina Nutzer' })
    .filter({ hasText: 'Das Protokoll als PDF.' });
  const link = comment.getByRole('link', { name: /^Protokoll\.pdf/ });
  await expect(link).toHaveAttribute('download', 'Protokoll.pdf');
  // Even opened without the download attribute, the stored file is bytes to save, never a document (its Blob type,
  // which the policy's connect-src keeps a page script from reading back, is checked in tasks-comments.test.ts).
  await expect(link).toHaveAttribute('href', /^blob:/);
});

test('with the keyboard, a like and a notification setting keep the focus while they are saved', async ({ page }) => {
  await loginAs(page, 'Mitglied');
  const setting = page.getByRole('checkbox', { name: 'Neue Aufgaben, die mir zugewiesen werden' });
  await expect(setting).toBeChecked();
  await setting.focus();
  await page.keyboard.press('Space');
  await expect(page.getByText('Einstellungen gespeichert')).toBeVisible();
  await expect(setting).not.toBeChecked();
  await expect(setting).toBeFocused();
  // The switch takes a new press once the save and the re-read after it are through, as it tells a screen reader.
  await expect(setting).not.toHaveAttribute('aria-disabled');
  await page.keyboard.press('Space');
  await expect(setting).toBeChecked();
  await expect(setting).toBeFocused();

  await page.goto('/tasks/3');
  const like = page.getByRole('button', { name: /^Gefällt mir \(\d+ Likes?\)$/ }).first();
  const before = await like.getAttribute('aria-pressed');
  await like.focus();
  await page.keyboard.press('Enter');
  await expect(like).not.toHaveAttribute('aria-pressed', before ?? '');
  await expect(like).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(like).toHaveAttribute('aria-pressed', before ?? '');
  await expect(like).toBeFocused();
});

test('an empty comment is refused with a German message', async ({ page }) => {
  await loginAs(page, 'Mitglied');
  await page.goto('/tasks/3');
  await page.getByRole('button', { name: 'Kommentar senden' }).click();
  await expect(page.getByText('Bitte geben Sie einen Kommentar ein oder hängen Sie eine Datei an.')).toBeVisible();
});

test('a second page sees a new comment without reloading', async ({ page, context }) => {
  await loginAs(page, 'Mitglied');
  await page.goto('/tasks/3');
  const second = await context.newPage();
  await second.goto('/tasks/3');
  await expect(second.getByRole('heading', { level: 2, name: /Kommentare/ })).toBeVisible();
  await page.getByLabel('Neuer Kommentar').fill('Live aus dem ersten Fenster');
  await page.getByRole('button', { name: 'Kommentar senden' }).click();
  await expect(second.getByText('Live aus dem ersten Fenster')).toBeVisible();
});

test('a member marks all notifications read and the bell shows none after a reload', async ({ page }) => {
  await loginAs(page, 'Mitglied');
  await expect(page.getByRole('button', { name: /Benachrichtigungen, \d+ ungelesen/ })).toBeVisible();
  await page
    .getByRole('region', { name: 'Benachrichtigungen' })
    .getByRole('button', { name: 'Alle als gelesen markieren' })
    .click();
  await expect(page.getByRole('button', { name: 'Benachrichtigungen, keine ungelesen' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('button', { name: 'Benachrichtigungen, keine ungelesen' })).toBeVisible();
});

test('the bell opens a panel where one notification is marked read', async ({ page }) => {
  await loginAs(page, 'Mitglied');
  const bell = page.getByRole('button', { name: /Benachrichtigungen, \d+ ungelesen/ });
  const before = Number((await bell.getAttribute('aria-label'))?.match(/(\d+) ungelesen/)?.[1]);
  await bell.click();
  const panel = page.getByRole('dialog', { name: 'Benachrichtigungen' });
  await panel
    .getByRole('button', { name: /^Als gelesen markieren/ })
    .first()
    .click();
  await expect(
    page.getByRole('button', {
      name: before - 1 === 0 ? 'Benachrichtigungen, keine ungelesen' : `Benachrichtigungen, ${before - 1} ungelesen`,
    }),
  ).toBeVisible();
});

test('on a phone, the bell opens on its heading and Alle im Dashboard anzeigen leads to the notifications', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 700 });
  await loginAs(page, 'Mitglied');
  await page.getByRole('button', { name: /Benachrichtigungen, \d+ ungelesen/ }).click();
  const panel = page.getByRole('dialog', { name: 'Benachrichtigungen' });
  // A keypress right after opening must not mark everything read.
  await expect(panel.getByRole('heading', { name: 'Benachrichtigungen' })).toBeFocused();
  await panel.getByRole('link', { name: 'Alle im Dashboard anzeigen' }).click();
  const center = page.getByRole('region', { name: 'Benachrichtigungen' });
  await expect(center.getByRole('heading', { name: 'Benachrichtigungen' })).toBeFocused();
  await expect(center.getByRole('heading', { name: 'Benachrichtigungen' })).toBeInViewport();
});

test('at 200 % zoom (640 × 400) the panel of the bell fits the screen and Alle im Dashboard anzeigen is in sight', async ({
  page,
}) => {
  await page.setViewportSize({ width: 640, height: 400 });
  await loginAs(page, 'Mitglied');
  await page.getByRole('button', { name: /Benachrichtigungen, \d+ ungelesen/ }).click();
  const panel = page.getByRole('dialog', { name: 'Benachrichtigungen' });
  await expect(panel.getByRole('button', { name: /^Als gelesen markieren/ }).first()).toBeVisible();
  const box = await panel.boundingBox();
  expect(box && box.y + box.height).toBeLessThanOrEqual(400);
  // The list gives way and scrolls inside the panel: the button above it and the link under it stay whole and in sight.
  const [markAll, list] = await Promise.all([
    panel.getByRole('button', { name: 'Alle als gelesen markieren' }).boundingBox(),
    panel.getByRole('list').boundingBox(),
  ]);
  expect(markAll && markAll.y + markAll.height).toBeLessThanOrEqual(list?.y ?? 0);
  await expect(panel.getByRole('link', { name: 'Alle im Dashboard anzeigen' })).toBeInViewport({ ratio: 1 });
  await panel.getByRole('link', { name: 'Alle im Dashboard anzeigen' }).click();
  await expect(
    page.getByRole('region', { name: 'Benachrichtigungen' }).getByRole('heading', { name: 'Benachrichtigungen' }),
  ).toBeFocused();
});

test('an admin changes a task status on the task page and it persists', async ({ page }) => {
  await loginAs(page, 'Admin');
  await page.goto('/tasks/3');
  const select = page.getByLabel('Status ändern');
  await select.selectOption({ label: 'Done' });
  await expect(page.getByText('Aufgabe aktualisiert')).toBeVisible();
  await expect(page.getByRole('progressbar', { name: 'Fortschritt' })).toHaveAttribute('aria-valuenow', '100');
  await page.reload();
  await expect(page.getByLabel('Status ändern')).toHaveValue(/done|completed/);
});

test('the project task list filters by status, sorts, and a member cannot create tasks', async ({ page }) => {
  await loginAs(page, 'Mitglied');
  await page.goto('/project-tasks/1');
  const list = page.getByRole('list', { name: 'Projektaufgaben' });
  await expect(list.getByRole('listitem')).toHaveCount(7);
  await page.getByRole('button', { name: 'Erledigt' }).click();
  await expect(page).toHaveURL(/status=done/);
  await expect(list.getByRole('listitem')).toHaveCount(1);
  await expect(list.getByRole('listitem').first()).toContainText('Erledigt');
  await page.getByRole('button', { name: 'Alle' }).click();
  await page.getByRole('button', { name: /Sortierung: Neueste zuerst/ }).click();
  await expect(page).toHaveURL(/sort=oldest/);
  await expect(page.getByRole('button', { name: 'Aufgabe erstellen' })).toHaveCount(0);
  await page.goto('/project-tasks/abc');
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('an admin creates a task for a project and it is assigned and listed', async ({ page }) => {
  await loginAs(page, 'Admin');
  await page.goto('/project-tasks/1');
  await page.getByRole('button', { name: 'Aufgabe erstellen' }).click();
  const dialog = page.getByRole('dialog', { name: 'Neue Aufgabe' });
  await dialog.getByRole('button', { name: 'Speichern' }).click();
  await expect(dialog.getByText('Bitte füllen Sie alle Pflichtfelder aus.')).toBeVisible();
  await dialog.getByLabel('Titel').fill('Workshop nachbereiten');
  await dialog.getByLabel('Beschreibung').fill('Fotoprotokoll und Ergebnisse teilen');
  await dialog.getByRole('button', { name: 'Speichern' }).click();
  await expect(page.getByText('Aufgabe erstellt')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Workshop nachbereiten' })).toBeVisible();
});

test('an admin deletes a task after confirming and lands on its project list', async ({ page }) => {
  await loginAs(page, 'Admin');
  await page.goto('/tasks/5');
  const title = (await page.getByRole('heading', { level: 1 }).textContent()) ?? '';
  await page.getByRole('button', { name: 'Löschen' }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText(title);
  await dialog.getByRole('button', { name: 'Löschen' }).click();
  await expect(page.getByText('Aufgabe wurde gelöscht')).toBeVisible();
  await expect(page).toHaveURL(/\/project-tasks\/\d+$/);
  await expect(page.getByRole('link', { name: title })).toHaveCount(0);
});

test('on a 320 px phone the member pages fit the screen: nothing scrolls sideways', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 700 });
  await loginAs(page, 'Mitglied');
  for (const [path, heading] of [
    ['/dashboard', 'Dashboard'],
    ['/tasks/15', 'Wunschdienst-App für Mitarbeitende gestalten'],
    ['/project-tasks/1', 'KI-Assistent für die Schuldnerberatung'],
    ['/polls/1', 'Thema für den nächsten Praxis-Workshop'],
    ['/kollaborativ', 'Kollaborative Projekte'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    // The dashboard's widest piece arrives with its data: the settings, whose legend is one long word.
    if (path === '/dashboard')
      await expect(page.getByRole('group', { name: 'Benachrichtigungseinstellungen' })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(320);
  }
});
