import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from './support/fixtures';

async function loginAsMember(page: Page) {
  await page.goto('/login');
  await page.getByRole('button', { name: 'Als Demo-Mitglied anmelden' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
}

async function expectNoAxeViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

test('a member votes on an open poll and keeps seeing the results after a reload', async ({ page }) => {
  await loginAsMember(page);
  await page.goto('/polls/1');
  await expect(page.getByRole('heading', { level: 1, name: 'Thema für den nächsten Praxis-Workshop' })).toBeVisible();
  await expect(page.getByText('Aktiv', { exact: true })).toBeVisible();
  const submit = page.getByRole('button', { name: 'Abstimmen' });
  await expect(submit).toBeDisabled();
  await expectNoAxeViolations(page);

  await page.getByRole('radio', { name: 'Prompting für Beratungsfachkräfte' }).check();
  await expect(submit).toBeEnabled();
  // A hasty double press: the second comes before the button is disabled and must not vote again. By keyboard, as
  // the focus on the results is for those who vote by keyboard: a second mouse click that lands once the results
  // are shown rightly moves the focus to where it clicked.
  await submit.focus();
  await page.keyboard.press('Enter');
  await page.keyboard.press('Enter');

  await expect(page.getByRole('heading', { level: 2, name: 'Ergebnisse' })).toBeFocused();
  await expect(page.getByText('Vielen Dank! Ihre Stimme wurde gezählt.')).toBeVisible();
  await expect(page.getByText('Sie haben bereits abgestimmt.')).toHaveCount(0);
  const own = page.getByRole('listitem').filter({ hasText: 'Ihre Stimme' });
  await expect(own).toContainText('Prompting für Beratungsfachkräfte');
  await expect(own).toContainText(/36\s%/);
  await expect(page.getByText(/^\d+\s%$/)).toHaveCount(4);
  await expect(page.getByRole('button', { name: 'Abstimmen' })).toHaveCount(0);
  await expectNoAxeViolations(page);

  await page.reload();
  await expect(page.getByRole('heading', { level: 2, name: 'Ergebnisse' })).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: 'Ihre Stimme' })).toContainText(
    'Prompting für Beratungsfachkräfte',
  );
  await expect(page.getByRole('button', { name: 'Abstimmen' })).toHaveCount(0);
  await expect(page.getByRole('radio')).toHaveCount(0);
});

test('a completed poll shows its results without a way to vote', async ({ page }) => {
  await loginAsMember(page);
  await page.goto('/polls/3');
  await expect(page.getByRole('heading', { level: 1, name: 'Name für den Leichte-Sprache-Übersetzer' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Ergebnisse' })).toBeVisible();
  await expect(page.getByText('Inaktiv', { exact: true })).toBeVisible();
  await expect(page.getByText(/^56\s%$/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Abstimmen' })).toHaveCount(0);
  await expect(page.getByRole('radio')).toHaveCount(0);
});

test('an unknown poll shows Umfrage nicht gefunden', async ({ page }) => {
  await loginAsMember(page);
  await page.goto('/polls/4');
  await expect(page.getByRole('heading', { level: 1, name: 'Umfrage nicht gefunden' })).toBeVisible();
  await page.getByRole('link', { name: 'Zum Dashboard' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('a member opens a collaborative project and filters the tasks to Meine', async ({ page }) => {
  await loginAsMember(page);
  await page.goto('/kollaborativ');
  await expect(page.getByRole('heading', { level: 1, name: 'Kollaborative Projekte' })).toBeVisible();
  const cards = page.getByRole('list', { name: 'Ihre kollaborativen Projekte' });
  await expect(cards.getByRole('heading', { level: 2 })).toHaveCount(4);
  await expect(page.getByText('Digitale Elternbriefe in der Kita')).toHaveCount(0);
  await expectNoAxeViolations(page);

  await page.getByRole('link', { name: 'Gemeinsame Wissensbasis Sozialberatung' }).click();
  await expect(page).toHaveURL(/\/kollaborativ\/1$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Gemeinsame Wissensbasis Sozialberatung' })).toBeVisible();
  await expect(page.getByText('Noch keine Dokumente vorhanden')).toBeVisible();
  const tasks = page.getByRole('list', { name: 'Aufgaben' });
  await expect(tasks.getByRole('listitem')).toHaveCount(6);
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: /^Meine/ }).click();
  await expect(page.getByRole('button', { name: /^Meine/ })).toHaveAttribute('aria-pressed', 'true');
  await expect(tasks.getByRole('listitem')).toHaveCount(3);
  for (const item of await tasks.getByRole('listitem').all()) await expect(item).toContainText('Nina Nutzer (Sie)');
  await expect(page).toHaveURL(/filter=mine/);
});

test('a collaborative project of another group is not found', async ({ page }) => {
  await loginAsMember(page);
  await page.goto('/kollaborativ/5');
  await expect(page.getByRole('heading', { level: 1, name: 'Projekt nicht gefunden' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Zurück zur Übersicht' })).toHaveAttribute('href', '/kollaborativ');
});
