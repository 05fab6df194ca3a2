import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Locator, type Page } from './support/fixtures';
import { fillContact, solveSecurityQuestion } from './support/contact';

async function logIn(page: Page, email: string, password: string) {
  await page.goto('/login');
  await page.getByLabel('E-Mail-Adresse').fill(email);
  await page.getByLabel('Passwort').fill(password);
  await page.getByRole('button', { name: 'Anmelden', exact: true }).click();
}

async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

test('an invited person registers, lands on /login and signs in with the new password', async ({ page }) => {
  await page.goto('/register');
  await expect(page.getByRole('heading', { level: 1, name: 'Registrierung' })).toBeVisible();
  await page.getByLabel('Name').fill('Jana Neu');
  await page.getByLabel('E-Mail-Adresse').fill('eingeladen@example.com');
  await page.getByLabel('Unternehmen').fill('Neue Hilfe gGmbH');
  await page.getByLabel(/^Passwort\*?$/).fill('sicher-1234');
  await page.getByLabel('Passwort bestätigen').fill('sicher-1234');
  await page.getByRole('button', { name: 'Registrieren' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText('Registrierung erfolgreich')).toBeVisible();

  // The login has the address just registered; the person types the new password.
  await expect(page.getByLabel('E-Mail-Adresse')).toHaveValue('eingeladen@example.com');
  await page.getByLabel('Passwort').fill('sicher-1234');
  await page.getByRole('button', { name: 'Anmelden', exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText('Willkommen, Jana Neu!')).toBeVisible();
});

test('registration explains what is wrong, one message at a time', async ({ page }) => {
  await page.goto('/register');
  await page.getByRole('button', { name: 'Registrieren' }).click();
  await expect(page.getByRole('alert')).toHaveText('Bitte füllen Sie alle Pflichtfelder aus.');
  await expect(page.getByLabel('Name')).toBeFocused();
  await page.getByLabel('Name').fill('Max Fremd');
  await page.getByLabel('E-Mail-Adresse').fill('fremd@example.com');
  await page.getByLabel('Unternehmen').fill('Irgendwo e. V.');
  await page.getByLabel(/^Passwort\*?$/).fill('geheim1234');
  await page.getByLabel('Passwort bestätigen').fill('geheim1234');
  await page.getByRole('button', { name: 'Registrieren' }).click();
  await expect(page.getByRole('alert')).toHaveText('Diese E-Mail-Adresse ist nicht zur Registrierung freigeschaltet.');
  await expect(page.getByLabel('E-Mail-Adresse')).toBeFocused();
});

test('forgot password → Demo-Postfach → reset link → new password → /login after 3 s → sign in', async ({ page }) => {
  await page.goto('/forgot-password');
  await page.getByLabel('E-Mail-Adresse').fill('nutzer@example.com');
  await page.getByRole('button', { name: 'Link anfordern' }).click();
  await expect(
    page.getByText(
      'Wir haben Ihnen eine E-Mail mit einem Link zum Zurücksetzen Ihres Passworts gesendet. Bitte überprüfen Sie Ihren Posteingang.',
    ),
  ).toBeVisible();

  await page.getByRole('main').getByRole('link', { name: 'Demo-Postfach' }).click();
  await expect(page).toHaveURL(/\/demo-postfach$/);
  const mail: Locator = page
    .getByRole('article')
    .filter({ has: page.getByRole('heading', { name: 'Passwort zurücksetzen' }) });
  await expect(mail).toContainText('nutzer@example.com');
  await mail.getByRole('link', { name: /^Link öffnen/ }).click();

  await expect(page).toHaveURL(/\/reset-password\?token=[0-9a-f]+$/);
  await page.getByLabel('Neues Passwort').fill('ganz-neu-2026');
  await page.getByLabel('Passwort bestätigen').fill('ganz-neu-2026');
  await page.getByRole('button', { name: 'Passwort speichern' }).click();
  await expect(
    page.getByText('Ihr Passwort wurde erfolgreich geändert. Sie werden in Kürze zum Login weitergeleitet.'),
  ).toBeVisible();
  const shownAt = Date.now();
  await expect(page).toHaveURL(/\/login$/, { timeout: 6000 });
  expect(Date.now() - shownAt).toBeGreaterThan(2000);

  await logIn(page, 'nutzer@example.com', 'nutzer1234');
  await expect(page.getByText('Ungültige Anmeldedaten. Bitte versuchen Sie es erneut.')).toBeVisible();
  await logIn(page, 'nutzer@example.com', 'ganz-neu-2026');
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('the reset page without a token says so and offers a new link', async ({ page }) => {
  await page.goto('/reset-password');
  await expect(page.getByRole('alert')).toHaveText('Ungültiger oder fehlender Token');
  await expect(page.getByLabel('Neues Passwort')).toHaveCount(0);
  await page.getByRole('link', { name: 'Neuen Link anfordern' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
});

test('the contact form sends with the right answer and thanks the visitor', async ({ page }) => {
  await page.goto('/kontakt');
  await expect(page.getByRole('main').getByRole('link', { name: 'Datenschutzerklärung' })).toHaveAttribute(
    'href',
    '/datenschutz',
  );
  await expect(page.getByRole('region', { name: 'Kontaktdaten' })).toContainText('kontakt@ki-kompetenzzentrum.de');
  await fillContact(page);
  const { answer } = await solveSecurityQuestion(page);
  await page.getByLabel(/Sicherheitsabfrage/).fill(String(answer));
  await page.getByRole('button', { name: 'Nachricht senden' }).click();
  await expect(page.getByText('Ihre Nachricht wurde erfolgreich gesendet')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Vielen Dank für Ihre Nachricht!' })).toBeFocused();
  await expect(page.getByRole('textbox', { name: 'Name' })).toHaveCount(0);

  // The centre's copy lands in the Demo-Postfach.
  await page.goto('/demo-postfach');
  await expect(page.getByRole('heading', { name: 'Kontaktanfrage von Erika Muster' })).toBeVisible();
});

test('a wrong answer brings a new question and keeps the message', async ({ page }) => {
  await page.goto('/kontakt');
  await fillContact(page);
  const first = await solveSecurityQuestion(page);
  await page.getByLabel(/Sicherheitsabfrage/).fill(String(first.answer + 1));
  await page.getByRole('button', { name: 'Nachricht senden' }).click();
  await expect(page.getByRole('alert')).toHaveText('Die Sicherheitsabfrage wurde nicht korrekt beantwortet.');
  await expect(page.getByLabel(/Sicherheitsabfrage/)).toHaveValue('');
  await expect(page.getByLabel(/Sicherheitsabfrage/)).toBeFocused();
  const second = await solveSecurityQuestion(page);
  expect(second.question).not.toBe(first.question);
  await expect(page.getByRole('textbox', { name: 'Name' })).toHaveValue('Erika Muster');
  await expect(page.getByRole('textbox', { name: 'Ihre Nachricht' })).toHaveValue(
    'Wir möchten einen Workshop anfragen.\nAm liebsten im Herbst.',
  );

  await page.getByLabel(/Sicherheitsabfrage/).fill(String(second.answer));
  await page.getByRole('button', { name: 'Nachricht senden' }).click();
  await expect(page.getByRole('heading', { name: 'Vielen Dank für Ihre Nachricht!' })).toBeVisible();
});

for (const path of ['/kontakt', '/register', '/forgot-password', '/reset-password?token=x', '/demo-postfach']) {
  test(`no axe violations on ${path}`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoAxeViolations(page);
  });
}

test('no axe violations with validation messages shown and with mails in the Demo-Postfach', async ({ page }) => {
  await page.goto('/register');
  await page.getByRole('button', { name: 'Registrieren' }).click();
  await expect(page.getByRole('alert')).toBeVisible();
  await expectNoAxeViolations(page);

  await page.goto('/kontakt');
  await page.getByRole('button', { name: 'Nachricht senden' }).click();
  await expect(page.getByRole('alert')).toBeVisible();
  await expectNoAxeViolations(page);

  await page.goto('/forgot-password');
  await page.getByLabel('E-Mail-Adresse').fill('nutzer@example.com');
  await page.getByRole('button', { name: 'Link anfordern' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Wir haben Ihnen eine E-Mail' })).toBeVisible();
  await page.goto('/demo-postfach');
  await expect(page.getByRole('article')).toHaveCount(1);
  await expectNoAxeViolations(page);
});
