import type { Page } from '@playwright/test';

/** Reads the arithmetic security question off its label and works out the answer, as a visitor would. */
export async function solveSecurityQuestion(page: Page): Promise<{ question: string; answer: number }> {
  const field = page.getByLabel(/Sicherheitsabfrage/);
  const label = await field.evaluate((el) => (el as HTMLInputElement).labels?.[0]?.textContent ?? '');
  const match = /Wie viel ist (\d+) ([+−×]) (\d+)\?/.exec(label);
  if (!match) throw new Error(`Keine Rechenaufgabe gefunden in "${label}"`);
  const a = Number(match[1]);
  const b = Number(match[3]);
  const answer = match[2] === '+' ? a + b : match[2] === '−' ? a - b : a * b;
  return { question: match[0], answer };
}

export async function fillContact(page: Page) {
  await page.getByRole('textbox', { name: 'Name' }).fill('Erika Muster');
  await page.getByRole('textbox', { name: 'E-Mail-Adresse' }).fill('erika@example.com');
  await page
    .getByRole('textbox', { name: 'Ihre Nachricht' })
    .fill('Wir möchten einen Workshop anfragen.\nAm liebsten im Herbst.');
}
