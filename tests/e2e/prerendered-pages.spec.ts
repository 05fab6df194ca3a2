import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { chunkUrl } from './support/chunks';
import { expect, test, watchPolicyViolations, type Page } from './support/fixtures';

declare global {
  interface Window {
    firstHeading?: Element | null;
    layoutShifts?: number[];
  }
}

/** Remembers the page's first level-1 heading as the HTML parser created it, before any script of the app ran. */
async function rememberParsedHeading(page: Page) {
  await page.addInitScript(() => {
    const observer = new MutationObserver(() => {
      const heading = document.querySelector('#root h1');
      if (!heading) return;
      window.firstHeading = heading;
      observer.disconnect();
    });
    observer.observe(document, { childList: true, subtree: true });
  });
}

test('/produkte arrives as finished HTML, and the app takes it over without building it anew', async ({
  page,
  request,
}) => {
  const html = await (await request.get('/produkte')).text();
  expect(html).toContain('Dienstplan-KI');
  expect(html).toContain('Beratungs-Copilot');

  const notices: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.text().includes('Vorgerenderte Seite')) notices.push(message.text());
  });
  await rememberParsedHeading(page);
  await page.goto('/produkte');
  await expect(page.getByRole('heading', { level: 1, name: /Produkte/ })).toBeVisible();

  // Searching needs the live app and the store; the cards come from the visitor's store.
  await page.getByRole('searchbox', { name: 'Produkte durchsuchen' }).fill('Dienstplan');
  await expect(page.getByRole('heading', { level: 2, name: 'Dienstplan-KI' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Beratungs-Copilot' })).toHaveCount(0);

  expect(await page.evaluate(() => window.firstHeading === document.querySelector('#root h1'))).toBe(true);
  expect(notices).toEqual([]);
});

test('the page is painted before its script is fetched, and no stylesheet is fetched besides the inline styles', async ({
  page,
}) => {
  await page.goto('/');
  // The app has taken the page over (its own user timing; the browser may hold the first paint, and the script
  // with it, for longer than the half second of quiet that counts as idle), and nothing is loading any more.
  await page.waitForFunction(() => performance.getEntriesByName('app:hydrated').length > 0);
  await page.waitForLoadState('networkidle');
  const { paintedAt, scripts, stylesheets } = await page.evaluate(() => {
    const resources = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
    return {
      paintedAt: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN,
      scripts: resources.filter((entry) => entry.name.endsWith('.js')).map((entry) => entry.startTime),
      stylesheets: resources.filter((entry) => entry.name.endsWith('.css')).map((entry) => entry.name),
    };
  });
  expect(scripts.length).toBeGreaterThan(0);
  expect(Math.min(...scripts)).toBeGreaterThanOrEqual(paintedAt);
  expect(stylesheets).toEqual([]);
  // A route whose styles were not inlined still gets them when the visitor goes there.
  await page.getByRole('link', { name: 'Kontakt', exact: true }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Kontakt' })).toBeVisible();
  expect(
    await page.evaluate(() => performance.getEntriesByType('resource').some((entry) => entry.name.endsWith('.css'))),
  ).toBe(true);
});

test('a page whose HTML arrives in pieces shows its header whole, so nothing in it moves', async ({
  page,
  request,
  baseURL,
}) => {
  // /login as a slow connection brings it: the HTML cut inside the header, before its menu button, the rest 300 ms
  // later. Everything else as the site serves it.
  const html = await (await request.get('/login')).text();
  const cut = html.lastIndexOf('<button', html.indexOf('Menü öffnen'));
  expect(cut).toBeGreaterThan(html.indexOf('<header'));
  const server = createServer((incoming, outgoing) => {
    void (async () => {
      if (incoming.url === '/login') {
        outgoing.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
        outgoing.write(html.slice(0, cut));
        setTimeout(() => outgoing.end(html.slice(cut)), 300);
        return;
      }
      const upstream = await fetch(new URL(incoming.url ?? '/', baseURL));
      outgoing.writeHead(upstream.status, { 'content-type': upstream.headers.get('content-type') ?? 'text/plain' });
      outgoing.end(Buffer.from(await upstream.arrayBuffer()));
    })().catch(() => outgoing.destroy());
  });
  await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening));
  try {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.addInitScript(() => {
      window.layoutShifts = [];
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries())
          window.layoutShifts?.push((entry as PerformanceEntry & { value: number }).value);
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await page.goto(`http://127.0.0.1:${(server.address() as AddressInfo).port}/login`);
    await expect(page.getByRole('button', { name: 'Menü öffnen' })).toBeVisible();
    await page.waitForFunction(() => performance.getEntriesByName('app:hydrated').length > 0);
    expect(await page.evaluate(() => window.layoutShifts)).toEqual([]);
  } finally {
    server.closeAllConnections();
    server.close();
  }
});

test('what a visitor types into the search before the app is live is kept and searched', async ({ page }) => {
  // A slow phone: the page is there, its script is not yet.
  await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });
  await page.goto('/produkte', { waitUntil: 'commit' });
  const search = page.getByRole('searchbox', { name: 'Produkte durchsuchen' });
  await search.pressSequentially('Dienstplan');
  await expect(page.getByRole('status').filter({ hasText: '1 Produkt gefunden' })).toBeVisible({ timeout: 10_000 });
  await expect(search).toHaveValue('Dienstplan');
  await expect(page).toHaveURL(/\?q=Dienstplan$/);
});

test('what a visitor types into the login page before the app is live signs them in, and never goes into an address', async ({
  page,
}) => {
  const addresses: string[] = [];
  page.on('request', (request) => addresses.push(request.url()));
  await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });
  await page.goto('/login', { waitUntil: 'commit' });
  const email = page.getByRole('textbox', { name: /E-Mail-Adresse/ });
  const password = page.getByLabel(/^Passwort/);
  await email.fill('nutzer@example.com');
  await password.fill('vertippt');
  // Enter before the app is live: the browser would send the form itself.
  expect(await page.evaluate(() => performance.getEntriesByName('app:hydration-start').length)).toBe(0);
  await password.press('Enter');
  // The app answers the held press with what was typed, and keeps the address for the next try.
  await expect(page.getByText('Ungültige Anmeldedaten. Bitte versuchen Sie es erneut.')).toBeVisible({
    timeout: 10_000,
  });
  await expect(email).toHaveValue('nutzer@example.com');
  await password.fill('nutzer1234');
  await password.press('Enter');
  await expect(page).toHaveURL(/\/dashboard$/);
  expect(addresses.filter((address) => /vertippt|nutzer1234/.test(address))).toEqual([]);
});

test('a scroll made before the app is live is kept', async ({ page }) => {
  await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });
  await page.goto('/services', { waitUntil: 'commit' });
  await page.getByRole('heading', { level: 1, name: 'Services' }).waitFor();
  await page.mouse.wheel(0, 400);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  // The app takes over the page and keeps the visitor where they were.
  await expect(page.getByRole('button', { name: /Demo-Modus/ })).toBeVisible();
  await page.waitForFunction(() => document.querySelector('footer a[href="/datenschutz"]') !== null);
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
});

test('a tap on a button before the app is live is answered once it is', async ({ page }) => {
  await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });
  await page.goto('/', { waitUntil: 'commit' });
  await page.getByRole('button', { name: /Demo-Modus/ }).click();
  await expect(page.getByRole('dialog', { name: 'Demo-Modus' })).toBeVisible({ timeout: 10_000 });
});

test('a link tapped while the app takes the page over opens its page, and its code starts loading at the tap', async ({
  page,
}) => {
  // The landing page's own code is held back, so the app is still taking the page over when the visitor taps.
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  const takingOver = new Promise<void>((resolve) => {
    void page.route(chunkUrl('dist', 'src/features/landing/landing-route.tsx'), async (route) => {
      resolve();
      await released;
      await route.continue();
    });
  });
  await page.goto('/', { waitUntil: 'commit' });
  await takingOver;
  const catalogueCode = page.waitForRequest(chunkUrl('dist', 'src/features/products/catalogue-route.tsx'), {
    timeout: 5_000,
  });
  await page.getByRole('navigation', { name: 'Hauptnavigation' }).getByRole('link', { name: 'Produkte' }).click();
  await catalogueCode;
  release();
  await expect(page.getByRole('heading', { level: 1, name: 'Produkte' })).toBeVisible();
  await expect(page).toHaveURL(/\/produkte$/);
});

test("a page's code starts loading when the finger goes down on its link, before the click", async ({ page }) => {
  await page.goto('/');
  await page.waitForFunction(() => performance.getEntriesByName('app:hydrated').length > 0);
  const loginCode = page.waitForRequest(chunkUrl('dist', 'src/features/auth/login-screen.tsx'), { timeout: 5_000 });
  await page.getByRole('banner').getByRole('link', { name: 'Login', exact: true }).hover();
  await page.mouse.down();
  await loginCode;
  await page.mouse.up();
  await expect(page.getByRole('heading', { level: 1, name: 'Login' })).toBeVisible();
});

test('a signed-in member never sees the guest header that the pages were rendered with', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('button', { name: 'Als Demo-Mitglied anmelden' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  const html = await (await page.request.get('/')).text();
  expect(html).toContain('Registrieren');

  await rememberParsedHeading(page);
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: /Gemeinsam Prototypen entwickeln/ })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Registrieren' })).toHaveCount(0);
  // The inline guard dropped the markup before the first paint, so the parser's heading never stayed.
  expect(await page.evaluate(() => window.firstHeading === document.querySelector('#root h1'))).toBe(false);
});

/** Signs in as the demo admin and gives the landing page's hero image a new description. */
async function describeHeroImageAsAdmin(page: Page, description: string) {
  await page.goto('/login');
  await page.getByRole('button', { name: 'Als Demo-Admin anmelden' }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await page.getByRole('tab', { name: 'Einstellungen' }).click();
  const panel = page.getByRole('tabpanel', { name: 'Hero Sektion' });
  await panel.getByRole('textbox', { name: 'Bildbeschreibung' }).fill(description);
  await panel.getByRole('button', { name: 'Speichern' }).click();
  await expect(page.getByText('Konfiguration wurde gespeichert')).toBeVisible();
}

test("after an admin's change a guest sees the change, not the sample data the page was rendered with", async ({
  page,
}) => {
  const description = 'Teilnehmende eines Workshops in Erfurt';
  await describeHeroImageAsAdmin(page, description);
  await page.getByRole('button', { name: /Benutzermenü/ }).click();
  await page.getByRole('menuitem', { name: 'Abmelden' }).click();
  await expect(page.getByRole('link', { name: 'Login' })).toBeVisible();

  await page.goto('/');
  // The HTML carries the sample data's description; the visitor's store has the new one.
  await expect(page.getByRole('img', { name: description })).toBeVisible();
});

/** The demo badge opens its panel only once the app is live; the panel is closed again. */
async function expectAppLive(page: Page) {
  await page.getByRole('button', { name: /Demo-Modus/ }).click();
  await expect(page.getByRole('dialog', { name: 'Demo-Modus' })).toBeVisible();
  await page.keyboard.press('Escape');
}

const storeWorkers = (page: Page) => page.workers().filter((worker) => worker.url().includes('store-worker'));
const databases = (page: Page) =>
  page.evaluate(async () => (await indexedDB.databases()).map((database) => database.name));

test('a first visit of a pre-rendered page starts the demo store beside the page it shows; /kontakt at its first read', async ({
  browser,
}) => {
  for (const path of ['/', '/produkte', '/login', '/kontakt']) {
    const context = await browser.newContext();
    const expectNoViolations = await watchPolicyViolations(context);
    const page = await context.newPage();
    await page.goto(path);
    // The app is live and the footer shows the legal pages.
    await expectAppLive(page);
    await expect(
      page.getByRole('navigation', { name: 'Rechtliches' }).getByRole('link', { name: 'Impressum' }),
    ).toBeVisible();

    if (path === '/kontakt') {
      // Drawn by script: its first render does not share the cores with the store's start.
      expect(storeWorkers(page)).toHaveLength(0);
      expect(await databases(page)).toEqual([]);
      await page.getByRole('navigation', { name: 'Hauptnavigation' }).getByRole('link', { name: 'Produkte' }).click();
      await expect(page.getByRole('heading', { level: 2, name: 'Dienstplan-KI' })).toBeVisible();
    } else {
      // Opened while the page is taken over, so the first search does not wait for it.
      await expect.poll(() => storeWorkers(page).length, { message: path }).toBe(1);
      await expect.poll(() => databases(page), { message: path }).toEqual(['kiz-demo']);
    }
    if (path === '/login') {
      await page.getByRole('button', { name: 'Als Demo-Mitglied anmelden' }).click();
      await expect(page).toHaveURL(/\/dashboard$/);
    }
    if (path === '/produkte') {
      await page.getByRole('searchbox', { name: 'Produkte durchsuchen' }).fill('Dienstplan');
      await expect(page.getByRole('heading', { level: 2, name: 'Beratungs-Copilot' })).toHaveCount(0);
      await expect(page.getByRole('heading', { level: 2, name: 'Dienstplan-KI' })).toBeVisible();
    }
    expect(storeWorkers(page)).toHaveLength(1);
    expect(await databases(page)).toEqual(['kiz-demo']);
    expectNoViolations();
    await context.close();
  }
});

test("a page that is not pre-rendered asks for its route's code beside the demo store's, not after it", async ({
  page,
}) => {
  const storeCode = chunkUrl('dist', 'src/data/demo/open-demo-store.ts');
  const contactCode = chunkUrl('dist', 'src/features/contact/contact-route.tsx');
  const contactAsked = page.waitForRequest(contactCode, { timeout: 10_000 });
  // The store's code is held back until the page's own is asked for.
  await page.route(storeCode, async (route) => {
    await contactAsked;
    await route.continue();
  });
  await page.goto('/kontakt');
  await contactAsked;
  await expect(page.getByRole('heading', { level: 1, name: 'Kontakt' })).toBeVisible();
});

test("a first-visit tab shows another tab's change without a reload", async ({ context }) => {
  const guest = await context.newPage();
  await guest.goto('/');
  await expectAppLive(guest);

  const description = 'Workshop-Runde im Kompetenzzentrum';
  await describeHeroImageAsAdmin(await context.newPage(), description);

  await expect(guest.getByRole('img', { name: description })).toBeVisible();
});
