import { expect, test, watchPolicyViolations, type Page } from './support/fixtures';

const policyOf = (page: Page) => page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute('content');

test('every pre-rendered page and the fallback page carry the policy, and the app starts under it', async ({
  page,
}) => {
  for (const [path, heading] of [
    ['/', /Gemeinsam Prototypen entwickeln/],
    ['/produkte', /Produkte/],
    ['/services', /Services/],
    ['/projekte', /Projekte/],
    ['/kontakt', /Kontakt/],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    // The app is live: the demo badge opens its panel only then.
    await page.getByRole('button', { name: /Demo-Modus/ }).click();
    await expect(page.getByRole('dialog', { name: 'Demo-Modus' })).toBeVisible();
    await page.keyboard.press('Escape');
    const policy = await policyOf(page);
    expect(policy, path).toMatch(/^default-src 'self'; script-src 'self'( 'sha256-[\w+/=]+'){2};/);
    expect(policy, path).toContain("object-src 'none'");
  }
  // The shared fixture fails this test on any violation after it ends.
});

test('an inline script that is not in the policy is blocked and fails the test, naming the directive', async ({
  browser,
}) => {
  const context = await browser.newContext();
  const expectNoViolations = await watchPolicyViolations(context);
  const page = await context.newPage();
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: /Gemeinsam Prototypen entwickeln/ })).toBeVisible();
  const ran = await page.evaluate(async () => {
    const script = document.createElement('script');
    script.textContent = 'document.body.dataset.injected = "ja"';
    document.body.append(script);
    await new Promise((resolve) => setTimeout(resolve, 100));
    return document.body.dataset.injected === 'ja';
  });
  expect(ran).toBe(false);
  await expect
    .poll(() => {
      try {
        expectNoViolations();
        return '';
      } catch (error) {
        return String(error);
      }
    })
    .toMatch(/script-src-elem blockierte inline .*auf http:\/\/127\.0\.0\.1:\d+\//);
  await context.close();
});

test('a footer page shows neither images from other sites nor forms, and asks no other site for anything', async ({
  page,
}) => {
  const foreign: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('evil.example')) foreign.push(request.url());
  });
  await page.goto('/login');
  await page.getByRole('button', { name: 'Als Demo-Admin anmelden' }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await page.getByRole('tab', { name: 'Footer-Seiten' }).click();
  await page.getByRole('button', { name: 'Neue Seite' }).click();
  await page
    .getByRole('textbox', { name: 'Inhalt (HTML)' })
    .fill(
      '<h2>Anfahrt</h2><p>Sie finden uns am Markt.</p><img src="/images/hero/home.svg" alt="Unser Haus">' +
        '<img src="https://evil.example/spy.png" alt="Zählpixel"><style>h2{display:none}</style>' +
        '<form action="https://evil.example/login"><p>Bitte melden Sie sich an</p><input name="passwort" aria-label="Passwort">' +
        '<button>Senden</button></form><p style="position:fixed;inset:0">Überdeckt</p>',
    );
  const preview = page.getByRole('region', { name: 'Vorschau' });
  await expect(preview.getByRole('heading', { level: 2, name: 'Anfahrt' })).toBeVisible();
  await expect(preview.getByRole('img', { name: 'Unser Haus' })).toBeVisible();
  await expect(preview.getByRole('img', { name: 'Zählpixel' })).toHaveCount(0);
  await expect(preview.getByText('Bitte melden Sie sich an')).toBeVisible();
  await expect(preview.getByRole('textbox', { name: 'Passwort' })).toHaveCount(0);
  await expect(preview.getByRole('button', { name: 'Senden' })).toHaveCount(0);
  expect(foreign).toEqual([]);
  // The shared fixture fails the test if the policy had to block anything the sanitizer let through.
});
