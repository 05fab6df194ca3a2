import { expect, test } from './support/fixtures';

test('a guest sees the landing page with the navigation', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'KI-Kompetenzzentrum Sozialwirtschaft' })).toBeVisible();
  const nav = page.getByRole('navigation', { name: 'Hauptnavigation' });
  await expect(nav.getByRole('link', { name: 'Produkte' })).toBeVisible();
  await expect(nav.getByRole('link', { name: /KI-Akademie/ })).toHaveAttribute('target', '_blank');
  await expect(page.getByRole('link', { name: 'Login' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Registrieren' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Datenschutzerklärung' })).toBeVisible();
});

test('the demo admin logs in with one click and lands on /admin', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('button', { name: 'Als Demo-Admin anmelden' }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Administration' })).toBeVisible();
  await expect(
    page.getByRole('navigation', { name: 'Hauptnavigation' }).getByRole('link', { name: 'Admin' }),
  ).toBeVisible();
});

test('the demo member logs in with the form and lands on /dashboard', async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel('E-Mail-Adresse').fill('nutzer@example.com');
  await page.getByLabel('Passwort').fill('nutzer1234');
  await page.getByRole('button', { name: 'Anmelden', exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText(/Willkommen, /)).toBeVisible();
  await expect(
    page.getByRole('navigation', { name: 'Hauptnavigation' }).getByRole('link', { name: 'Admin' }),
  ).toHaveCount(0);
});

test('login refuses empty fields and wrong credentials in German', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('button', { name: 'Anmelden', exact: true }).click();
  await expect(page.getByText('Bitte füllen Sie alle Pflichtfelder aus.')).toBeVisible();
  await page.getByLabel('E-Mail-Adresse').fill('nutzer@example.com');
  await page.getByLabel('Passwort').fill('falsch-falsch');
  await page.getByRole('button', { name: 'Anmelden', exact: true }).click();
  await expect(page.getByText('Ungültige Anmeldedaten. Bitte versuchen Sie es erneut.')).toBeVisible();
  await expect(page.getByLabel('E-Mail-Adresse')).toHaveValue('nutzer@example.com');
});

test('a guest on /dashboard is sent to /login', async ({ page }) => {
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/login\?redirectTo=%2Fdashboard$/);
});

test('a guest who opens a task’s address signs in and lands on that task', async ({ page }) => {
  await page.goto('/tasks/3');
  await expect(page).toHaveURL(/\/login\?redirectTo=%2Ftasks%2F3$/);
  await page.getByLabel('E-Mail-Adresse').fill('nutzer@example.com');
  await page.getByLabel('Passwort').fill('nutzer1234');
  await page.getByRole('button', { name: 'Anmelden', exact: true }).click();
  await expect(page).toHaveURL(/\/tasks\/3$/);
  await expect(page.getByRole('heading', { name: /^Kommentare \(\d+\)$/ })).toBeVisible();
});

test('a member on /admin is sent to /dashboard', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('button', { name: 'Als Demo-Mitglied anmelden' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('a reload keeps the session and Abmelden ends it', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('button', { name: 'Als Demo-Mitglied anmelden' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.reload();
  await expect(page.getByText(/Willkommen, /)).toBeVisible();
  await page.getByRole('button', { name: /Benutzermenü von/ }).click();
  await page.getByRole('menuitem', { name: 'Abmelden' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/login\?redirectTo=%2Fdashboard$/);
});

test('the demo panel resets the demo data after a confirmation; a guest stays on the page', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: /Demo-Modus/ }).click();
  await expect(page.getByRole('dialog', { name: 'Demo-Modus' })).toContainText('admin@example.com');
  await page.getByText('Weitere Beispiel-Mitglieder (Passwort demo1234)').click();
  await expect(page.getByRole('dialog', { name: 'Demo-Modus' }).getByText('thomas.becker@example.com')).toBeVisible();
  await page.getByRole('button', { name: 'Demodaten zurücksetzen' }).click();
  // Nobody is signed in, so nobody is signed out.
  await expect(page.getByRole('alertdialog')).not.toContainText('abgemeldet');
  await page.getByRole('alertdialog').getByRole('button', { name: 'Zurücksetzen' }).click();
  await expect(page.getByText('Die Demodaten wurden zurückgesetzt.')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('a reset in one tab signs every tab out: a member page goes to the login and back, a public page stays', async ({
  page,
  context,
}) => {
  await page.goto('/login');
  await page.getByRole('button', { name: 'Als Demo-Mitglied anmelden' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  const catalogue = await context.newPage();
  await catalogue.goto('/produkte');
  await expect(catalogue.getByRole('button', { name: /Benutzermenü von/ })).toBeVisible();
  const dashboard = await context.newPage();
  await dashboard.goto('/dashboard');
  await expect(dashboard.getByText(/Willkommen, /)).toBeVisible();

  await page.getByRole('button', { name: /Demo-Modus/ }).click();
  await page.getByRole('button', { name: 'Demodaten zurücksetzen' }).click();
  await expect(page.getByRole('alertdialog')).toContainText('Sie werden abgemeldet.');
  await page.getByRole('alertdialog').getByRole('button', { name: 'Zurücksetzen' }).click();
  await expect(page.getByText('Die Demodaten wurden zurückgesetzt.')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);

  await expect(dashboard).toHaveURL(/\/login\?redirectTo=%2Fdashboard$/);
  await expect(catalogue.getByRole('link', { name: 'Login' })).toBeVisible();
  await expect(catalogue).toHaveURL(/\/produkte$/);
  await expect(catalogue.getByRole('heading', { level: 1 })).toBeVisible();
});
