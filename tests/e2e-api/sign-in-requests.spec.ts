import { expect, test, type Request } from '../e2e/support/fixtures';

// SPEC §7: every request except login and register carries the bearer token, the first ones after a sign-in too.

test('every request after clicking "Anmelden" but the login itself carries the new token', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const sent: Promise<string>[] = [];
  const record = async (request: Request) => {
    const path = new URL(request.url()).pathname;
    return `${request.method()} ${path} ${(await request.allHeaders()).authorization ?? 'ohne Token'}`;
  };
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/api/')) sent.push(record(request));
  });

  await page.getByLabel('E-Mail-Adresse').fill('julia.hoffmann@example.com');
  await page.getByLabel('Passwort').fill('demo1234');
  await page.getByRole('button', { name: 'Anmelden', exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');

  const calls = await Promise.all(sent);
  expect(calls[0]).toBe('POST /api/login ohne Token');
  const token = await page.evaluate(() => localStorage.getItem('token'));
  expect(token).toBeTruthy();
  expect(calls.slice(1).filter((call) => !call.endsWith(` Bearer ${token}`))).toEqual([]);
  // The screens after the sign-in did read: the list above is not empty by accident.
  expect(calls.length).toBeGreaterThan(2);
});
