import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from './support/fixtures';

async function logInAsDemoAdmin(page: Page) {
  await page.goto('/login');
  await page.getByRole('button', { name: 'Als Demo-Admin anmelden' }).click();
  await expect(page).toHaveURL(/\/admin$/);
}

async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

test('an admin invites two addresses; one of them registers and signs in', async ({ page }) => {
  await logInAsDemoAdmin(page);
  await page.getByRole('tab', { name: 'Einladungen' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Einladungen' })).toBeVisible();
  await page.getByRole('button', { name: 'Neue Einladungen' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Neue Einladungen' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Demo-Postfach', exact: true })).toHaveAttribute(
    'href',
    '/demo-postfach',
  );
  await page.getByLabel('E-Mail-Adressen').fill('  clara.neu@traeger.example \n\nDaniel.Neu@Traeger.example');
  await page.getByLabel('Projektgruppe').selectOption({ label: 'Pflege & Organisation' });
  await page.getByRole('button', { name: 'Einladungen erstellen' }).click();
  await expect(page.getByText('2 Einladungen wurden erfolgreich erstellt')).toBeVisible();
  const table = page.getByRole('table', { name: /Whitelist/ });
  await expect(table.getByRole('row', { name: /clara\.neu@traeger\.example/ })).toContainText('Pflege & Organisation');
  await expect(table.getByRole('row', { name: /daniel\.neu@traeger\.example/ })).toContainText('Aktiv');

  await page.getByRole('button', { name: /Benutzermenü von/ }).click();
  await page.getByRole('menuitem', { name: 'Abmelden' }).click();
  await expect(page).toHaveURL(/\/login$/);

  await page.goto('/register');
  await page.getByLabel('Name').fill('Clara Neu');
  await page.getByLabel('E-Mail-Adresse').fill('clara.neu@traeger.example');
  await page.getByLabel('Unternehmen').fill('Neuer Träger gGmbH');
  await page.getByRole('textbox', { name: 'Passwort', exact: true }).fill('sicher-5678');
  await page.getByLabel('Passwort bestätigen').fill('sicher-5678');
  await page.getByRole('button', { name: 'Registrieren' }).click();
  await expect(page).toHaveURL(/\/login$/);

  await page.getByLabel('E-Mail-Adresse').fill('clara.neu@traeger.example');
  await page.getByRole('textbox', { name: 'Passwort', exact: true }).fill('sicher-5678');
  await page.getByRole('button', { name: 'Anmelden', exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText('Willkommen, Clara Neu!')).toBeVisible();
});

test('an admin creates a user', async ({ page }) => {
  await logInAsDemoAdmin(page);
  await expect(page.getByRole('heading', { level: 2, name: 'Benutzer' })).toBeVisible();
  await page.getByRole('button', { name: 'Neuer Benutzer' }).click();
  await page.getByRole('button', { name: 'Speichern' }).click();
  await expect(page.getByText('Bitte füllen Sie alle Pflichtfelder aus.')).toBeVisible();
  await expect(page.getByLabel('Name')).toBeFocused();
  await page.getByLabel('Name').fill('Erika Muster');
  await page.getByLabel('E-Mail-Adresse').fill('erika.muster@traeger.example');
  await page.getByLabel('Unternehmen').fill('Muster e. V.');
  await page.getByLabel('Rolle').selectOption({ label: 'Admin' });
  await page.getByRole('checkbox', { name: 'Kinder- und Jugendhilfe digital' }).check();
  await page.getByRole('button', { name: 'Speichern' }).click();
  await expect(page.getByText('Benutzer wurde erstellt')).toBeVisible();
  const row = page.getByRole('row', { name: /Erika Muster/ });
  await expect(row).toContainText('erika.muster@traeger.example');
  await expect(row).toContainText('Admin');
  await expect(row).toContainText('Kinder- und Jugendhilfe digital');
});

test('a group needs at least one member', async ({ page }) => {
  await logInAsDemoAdmin(page);
  await page.getByRole('tab', { name: 'Gruppen' }).click();
  await page.getByRole('button', { name: 'Neue Gruppe' }).click();
  await expect(page.getByLabel('Status')).toHaveValue('active');
  await expect(page.getByLabel('Typ')).toHaveValue('collaborative');
  await page.getByLabel('Name').fill('Eingliederungshilfe');
  await page.getByRole('button', { name: 'Speichern' }).click();
  await expect(page.getByText('Bitte wählen Sie mindestens ein Mitglied aus.')).toBeVisible();
  await page.getByRole('searchbox', { name: 'Mitglieder filtern' }).fill('Weimar');
  await page.getByRole('checkbox', { name: /Mehmet Yılmaz/ }).check();
  await page.getByRole('button', { name: 'Speichern' }).click();
  await expect(page.getByText('Projektgruppe wurde erstellt')).toBeVisible();
  await expect(page.getByRole('row', { name: /Eingliederungshilfe/ })).toContainText('Kollaborativ');
});

const axePages: { path: string; ready: (page: Page) => ReturnType<Page['getByRole']> }[] = [
  { path: '/admin?tab=benutzer', ready: (page) => page.getByRole('table', { name: 'Alle Benutzer' }) },
  { path: '/admin?tab=gruppen&neu', ready: (page) => page.getByRole('checkbox', { name: /Anna Admin/ }) },
  { path: '/admin?tab=einladungen', ready: (page) => page.getByRole('table', { name: /Whitelist/ }) },
];

for (const { path, ready } of axePages) {
  test(`no axe violations on ${path}`, async ({ page }) => {
    await logInAsDemoAdmin(page);
    await page.goto(path);
    await expect(ready(page)).toBeVisible();
    await expectNoAxeViolations(page);
  });
}
