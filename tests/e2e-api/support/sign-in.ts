import type { Page } from '../../e2e/support/fixtures';

/** Signs in on /login as a person does; the api build has no one-click demo sign-in. */
export async function login(page: Page, email: string, password: string) {
  await page.goto('/login');
  await page.getByLabel('E-Mail-Adresse').fill(email);
  await page.getByLabel('Passwort').fill(password);
  await page.getByRole('button', { name: 'Anmelden', exact: true }).click();
}
