import AxeBuilder from '@axe-core/playwright';
import { expect, test } from './support/fixtures';
import { fillContact, solveSecurityQuestion } from './support/contact';

test('a guest on the landing page sees the headline and six steps, then opens a featured product', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: /Gemeinsam Prototypen entwickeln/ })).toBeVisible();
  const steps = page.getByRole('list', { name: 'Die sechs Schritte unserer Methode' });
  await expect(steps.getByRole('listitem')).toHaveCount(6);
  await expect(page.getByRole('link', { name: 'Workshop anfragen' })).toHaveAttribute('href', '/kontakt');
  await expect(page.getByRole('link', { name: /KI-Akademie entdecken/ })).toHaveAttribute('target', '_blank');

  const featured = page.getByRole('list', { name: 'Ausgewählte Produkte' });
  await expect(featured.getByRole('heading', { name: 'Beratungs-Copilot' })).toBeVisible();
  await featured.getByRole('link', { name: 'Mehr erfahren: Beratungs-Copilot' }).click();
  await expect(page).toHaveURL(/\/produkte\/1$/);
});

test('a guest goes from the services overview to a phase, sees its facts and the other services', async ({ page }) => {
  await page.goto('/services');
  await expect(page.getByRole('heading', { level: 1, name: 'Services' })).toBeVisible();
  await page.getByRole('link', { name: 'Mehr erfahren: Workshop & Prototyping' }).click();
  await expect(page).toHaveURL(/\/services\/1$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Workshop & Prototyping' })).toBeVisible();
  await expect(page.getByText(/3\.000\s€ pro Workshop/)).toBeVisible();
  await expect(page.getByText('bis zu 20 Personen')).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Impressionen' })).toBeVisible();
  const others = page.getByRole('list', { name: 'Weitere Services' });
  await expect(others.getByRole('listitem')).toHaveCount(2);
  await others.getByRole('link', { name: 'Mehr erfahren: Schnelle Entwicklung' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Schnelle Entwicklung' })).toBeVisible();
  await expect(page.getByText(/je 2\.500\s€/)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Impressionen' })).toHaveCount(0);
  await page.getByRole('link', { name: 'Zurück zur Übersicht' }).click();
  await expect(page).toHaveURL(/\/services$/);
});

test('an unknown service shows Service nicht gefunden', async ({ page }) => {
  await page.goto('/services/9');
  await expect(page.getByRole('heading', { level: 1, name: 'Service nicht gefunden' })).toBeVisible();
  await expect(page.getByText('Der gesuchte Service existiert leider nicht.')).toBeVisible();
  await page.getByRole('link', { name: 'Zur Übersicht der Services' }).click();
  await expect(page).toHaveURL(/\/services$/);
});

test('a guest opens a project from the project cards', async ({ page }) => {
  await page.goto('/projekte');
  await expect(page.getByRole('heading', { level: 1, name: 'Projekte' })).toBeVisible();
  const cards = page.getByRole('list', { name: 'Projekte' });
  await expect(cards.getByRole('listitem')).toHaveCount(6);
  await cards.getByRole('link', { name: 'Details: KI-Assistent für die Schuldnerberatung' }).click();
  await expect(page).toHaveURL(/\/projekte\/1$/);
  await expect(page.getByRole('heading', { level: 1, name: 'KI-Assistent für die Schuldnerberatung' })).toBeVisible();
  await expect(page.getByText(/Erstellt am \d{2}\.\d{2}\.\d{4}/)).toBeVisible();
  await expect(page.getByText(/nach dem Login für Projektmitglieder sichtbar/)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Kontakt aufnehmen' })).toHaveAttribute('href', '/kontakt');
});

test('a member sees the project tasks and opens one', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('button', { name: 'Als Demo-Mitglied anmelden' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/projekte/1');
  const tasks = page.getByRole('list', { name: 'Aufgaben des Projekts' });
  await tasks.getByRole('link', { name: 'Anforderungen der Beratungsstellen sammeln' }).click();
  await expect(page).toHaveURL(/\/tasks\/1$/);
});

test('an unknown project shows Projekt nicht gefunden', async ({ page }) => {
  await page.goto('/projekte/999');
  await expect(page.getByRole('heading', { level: 1, name: 'Projekt nicht gefunden' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Zur Projektübersicht' })).toHaveAttribute('href', '/projekte');
});

for (const [path, heading] of [
  ['/', /Gemeinsam Prototypen entwickeln/],
  ['/services', 'Services'],
  ['/services/1', 'Workshop & Prototyping'],
  ['/projekte', 'Projekte'],
  ['/projekte/1', 'KI-Assistent für die Schuldnerberatung'],
] as const) {
  test(`${path} has no axe violations (WCAG 2.1 A/AA)`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    if (path === '/') await expect(page.getByRole('list', { name: 'Ausgewählte Produkte' })).toBeVisible();
    const result = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
    expect(result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  });
}

test('a guest browses landing → product detail → contact, solves the question, then reads a footer page', async ({
  page,
}) => {
  await page.goto('/');
  await page
    .getByRole('list', { name: 'Ausgewählte Produkte' })
    .getByRole('link', { name: 'Mehr erfahren: Beratungs-Copilot' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Beratungs-Copilot' })).toBeVisible();
  await page
    .getByRole('main')
    .getByRole('link', { name: /Kontakt/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/kontakt$/);
  await fillContact(page);
  const { answer } = await solveSecurityQuestion(page);
  await page.getByLabel(/Sicherheitsabfrage/).fill(String(answer));
  await page.getByRole('button', { name: 'Nachricht senden' }).click();
  await expect(page.getByText('Ihre Nachricht wurde erfolgreich gesendet')).toBeVisible();
  await page.getByRole('contentinfo').getByRole('link', { name: 'Impressum' }).click();
  await expect(page).toHaveURL(/\/impressum$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Impressum' })).toBeVisible();
  await expect(page.getByRole('main')).toContainText('Juri-Gagarin-Ring 152');
});

test('an unknown deeper path shows the not-found page inside the site frame', async ({ page }) => {
  await page.goto('/gibt/es/nicht');
  await expect(page.getByRole('heading', { level: 1, name: 'Seite nicht gefunden' })).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Produkte' })).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
  // Under a known section, no breadcrumbs pretend it is one of its detail pages.
  await page.goto('/login/extra');
  await expect(page.getByRole('heading', { level: 1, name: 'Seite nicht gefunden' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Brotkrümelnavigation' })).toHaveCount(0);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 667 } });

  test('a form message above the fields is on screen together with the field that has the focus', async ({ page }) => {
    await page.goto('/register');
    await page.getByLabel('Name').fill('Jana Neu');
    await page.getByLabel('E-Mail-Adresse').fill('eingeladen@example.com');
    await page.getByLabel('Unternehmen').fill('Neue Hilfe gGmbH');
    await page.getByLabel(/^Passwort\*?$/).fill('sicher-1234');
    await page.getByLabel('Passwort bestätigen').fill('anders-1234');
    await page.getByRole('button', { name: 'Registrieren' }).click();
    const message = page.getByRole('alert').filter({ hasText: 'Die Passwörter stimmen nicht überein.' });
    await expect(message).toBeInViewport();
    await expect(page.getByLabel('Passwort bestätigen')).toBeFocused();
    await expect(page.getByLabel('Passwort bestätigen')).toBeInViewport();
  });

  test('the user menu names who is signed in, as the header shows the avatar only', async ({ page }) => {
    await page.goto('/login');
    await page.getByRole('button', { name: 'Als Demo-Mitglied anmelden' }).click();
    // The new page takes the focus to its heading, which closes an open menu: open it once the sign-in has landed.
    await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
    await page.getByRole('button', { name: /^Benutzermenü von/ }).click();
    await expect(page.getByRole('menu')).toContainText('Nina Nutzer');
    await expect(page.getByRole('menu')).toContainText('nutzer@example.com');
  });
});

test.describe('the browser’s back button', () => {
  test('leaves a half-filled contact form after Verwerfen', async ({ page }) => {
    await page.goto('/');
    // The app has taken over the pre-rendered page once the demo panel opens; the link is then the app's own.
    await page.getByRole('button', { name: /Demo-Modus/ }).click();
    await expect(page.getByRole('dialog', { name: 'Demo-Modus' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog', { name: 'Demo-Modus' })).toBeHidden();
    await page.getByRole('navigation', { name: 'Hauptnavigation' }).getByRole('link', { name: 'Kontakt' }).click();
    await page.getByLabel('Name').fill('Jana Neu');
    await page.evaluate(() => history.back());
    const dialog = page.getByRole('alertdialog', { name: 'Nachricht verwerfen?' });
    await dialog.getByRole('button', { name: 'Verwerfen' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(dialog).toBeHidden();
  });

  test('is not caught by the login a guarded page sends a guest to', async ({ page }) => {
    await page.goto('/login');
    await page.getByRole('button', { name: 'Als Demo-Mitglied anmelden' }).click();
    await page.getByRole('link', { name: 'Meine Aufgaben' }).click();
    await expect(page).toHaveURL(/\/tasks$/);
    await page.getByRole('button', { name: /Benutzermenü von/ }).click();
    await page.getByRole('menuitem', { name: 'Abmelden' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await page.goBack();
    await expect(page).toHaveURL(/\/login\?redirectTo=%2Ftasks$/);
    await page.goBack();
    await expect(page).toHaveURL(/\/login\?redirectTo=%2Fdashboard$/);
  });
});
