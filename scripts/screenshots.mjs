// Takes full-page screenshots of the given routes at 1280 px and 375 px against a running preview.
// usage: node scripts/screenshots.mjs [baseUrl] [route …]   (sign in first with LOGIN=admin|nutzer; BLOCK=<regex>
// fails the requests it matches, e.g. a chunk's file, to see a part whose code cannot be loaded)
import { mkdirSync } from 'node:fs';
import { chromium } from '@playwright/test';

const [base = 'http://127.0.0.1:4173', ...routes] = process.argv.slice(2);
const login = process.env.LOGIN;
const blocked = process.env.BLOCK ? new RegExp(process.env.BLOCK) : null;
const out = process.env.OUT || '/tmp/shots';
mkdirSync(out, { recursive: true });

const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH || '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking'],
});
for (const width of [1280, 375]) {
  // A service worker would answer the blocked requests from its cache, out of the page's reach.
  const serviceWorkers = blocked ? 'block' : 'allow';
  const page = await browser.newPage({ viewport: { width, height: 900 }, locale: 'de-DE', serviceWorkers });
  if (blocked) await page.route(blocked, (route) => route.abort());
  if (login) {
    await page.goto(`${base}/login`);
    await page.getByLabel('E-Mail-Adresse').fill(`${login}@example.com`);
    await page.getByLabel('Passwort').fill(`${login}1234`);
    await page.getByRole('button', { name: 'Anmelden', exact: true }).click();
    await page.waitForURL(/dashboard|admin/);
  }
  for (const route of routes.length ? routes : ['/']) {
    await page.goto(`${base}${route}`);
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(Number(process.env.WAIT || 300));
    const name = `${route.replace(/[^a-z0-9]+/gi, '_') || 'home'}-${width}.png`;
    await page.screenshot({ path: `${out}/${name}`, fullPage: true });
    console.log(`${out}/${name}`);
  }
  await page.close();
}
await browser.close();
