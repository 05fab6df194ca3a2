import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from './support/fixtures';

async function login(page: Page, button: 'Als Demo-Admin anmelden' | 'Als Demo-Mitglied anmelden') {
  await page.goto('/login');
  await page.getByRole('button', { name: button }).click();
  await expect(page).toHaveURL(button === 'Als Demo-Admin anmelden' ? /\/admin$/ : /\/dashboard$/);
}

async function logout(page: Page) {
  await page.getByRole('button', { name: /^Benutzermenü von/ }).click();
  await page.getByRole('menuitem', { name: 'Abmelden' }).click();
  await expect(page).toHaveURL(/\/login$/);
}

async function expectNoAxeViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

test('an admin starts a poll for a group; a member votes on it from the dashboard and sees the results', async ({
  page,
}) => {
  const title = 'Ziel für den Teamausflug';
  await login(page, 'Als Demo-Admin anmelden');
  await page.getByRole('tab', { name: 'Umfragen' }).click();
  await page.getByRole('button', { name: 'Neue Umfrage' }).click();
  const form = page.getByRole('form', { name: 'Neue Umfrage' });
  await expect(form).toBeVisible();

  await form.getByLabel('Titel').fill(title);
  await form.getByLabel('Beschreibung').fill('Wohin soll der gemeinsame Ausflug im Herbst gehen?');
  await form.getByRole('textbox', { name: 'Antwortoption 1' }).fill('Wartburg');
  await form.getByRole('textbox', { name: 'Antwortoption 2' }).fill('Bauhaus-Museum Weimar');
  await form.getByRole('checkbox', { name: 'Digitale Beratung & Teilhabe' }).check();
  // Ticked by default for a new poll: started, it is open for votes at once.
  await expect(form.getByRole('checkbox', { name: 'Sofort aktivieren' })).toBeChecked();
  await form.getByRole('button', { name: 'Umfrage starten' }).click();

  const row = page.getByRole('row', { name: new RegExp(title) });
  await expect(row).toBeVisible();
  await expect(row.getByText('Aktiv', { exact: true })).toBeVisible();
  await expect(page.getByText('Umfrage wurde erstellt')).toBeVisible();

  await logout(page);
  await login(page, 'Als Demo-Mitglied anmelden');
  const polls = page.getByRole('region', { name: 'Aktive Umfragen' });
  await polls.getByRole('link', { name: title }).click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();

  await page.getByRole('radio', { name: 'Wartburg' }).check();
  await page.getByRole('button', { name: 'Abstimmen' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Ergebnisse' })).toBeVisible();
  const own = page.getByRole('listitem').filter({ hasText: 'Ihre Stimme' });
  await expect(own).toContainText('Wartburg');
  await expect(own).toContainText(/100\s%/);
});

test('an admin creates a project, finds it in the list and opens its tasks', async ({ page }) => {
  const title = 'Digitale Sprechstunde im Quartier';
  await login(page, 'Als Demo-Admin anmelden');
  await page.getByRole('tab', { name: 'Projekte' }).click();
  await page.getByRole('button', { name: 'Neues Projekt' }).click();
  const basics = page.getByRole('group', { name: 'Grundinformationen' });
  await expect(basics).toBeVisible();

  await basics.getByLabel('Titel').fill(title);
  await basics.getByLabel('Projektgruppe').selectOption({ label: 'Pflege & Organisation' });
  await basics.getByLabel('Kurzbeschreibung').fill('Videosprechstunden für Pflegeberatung im Quartier.');
  await basics.getByLabel('Status').selectOption({ label: 'Pausiert' });
  await page.getByLabel('Startdatum').fill('2026-10-01');
  const tech = page.getByRole('textbox', { name: 'Technologien' });
  await tech.fill('WebRTC');
  await tech.press('Enter');
  await expect(page.getByRole('list', { name: 'Technologien' })).toContainText('WebRTC');
  // The row's labels name the row, as in the product form.
  await page.getByRole('textbox', { name: 'Funktion 1: Titel' }).fill('Terminbuchung');
  await page.getByRole('textbox', { name: 'Funktion 1: Beschreibung' }).fill('Termine online vereinbaren.');
  await page.getByRole('button', { name: 'Speichern' }).click();

  await expect(page.getByText('Projekt wurde erstellt')).toBeVisible();
  const row = page.getByRole('row', { name: new RegExp(title) });
  await expect(row).toContainText('Pflege & Organisation');
  await expect(row).toContainText('01.10.2026');
  await row.getByRole('link', { name: `Aufgaben: ${title}` }).click();
  await expect(page).toHaveURL(/\/project-tasks\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
});

test('the project form has no accessibility violations, empty and with errors', async ({ page }) => {
  await login(page, 'Als Demo-Admin anmelden');
  await page.goto('/admin?tab=projekte&neu');
  await expect(page.getByRole('group', { name: 'Grundinformationen' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Speichern' }).click();
  await expect(page.getByText('Bitte füllen Sie alle Pflichtfelder aus.').first()).toBeVisible();
  await expect(page.getByRole('group', { name: 'Grundinformationen' }).getByLabel('Titel')).toBeFocused();
  await expectNoAxeViolations(page);
});

test('the poll form has no accessibility violations, empty and with errors', async ({ page }) => {
  await login(page, 'Als Demo-Admin anmelden');
  await page.goto('/admin?tab=umfragen&neu');
  await expect(page.getByRole('group', { name: 'Grundinformationen' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Umfrage starten' }).click();
  await expect(page.getByText('Bitte wählen Sie mindestens eine Projektgruppe aus.')).toBeVisible();
  await expect(page.getByText('Bitte geben Sie mindestens zwei Antwortoptionen ein.')).toBeVisible();
  await expectNoAxeViolations(page);
});

test('the project and poll lists have no accessibility violations', async ({ page }) => {
  await login(page, 'Als Demo-Admin anmelden');
  await page.goto('/admin?tab=projekte');
  await expect(page.getByRole('table', { name: 'Alle Projekte' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.goto('/admin?tab=umfragen');
  await expect(page.getByRole('table', { name: 'Alle Umfragen' })).toBeVisible();
  await expectNoAxeViolations(page);
});
