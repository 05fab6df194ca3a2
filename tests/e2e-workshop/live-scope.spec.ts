import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { login } from '../e2e-api/support/sign-in';
import { expect, test, watchPolicyViolations, type Browser, type Page } from '../e2e/support/fixtures';

// One comment in a room of open browsers: only the browsers whose screen shows it re-read, and only what changed.
// The built workshop server (npm run build:e2e) over the api build, in a fresh data folder, on a port of its own
// (live-room.spec.ts has E2E_PORT+3).
const port = Number(process.env.E2E_PORT ?? 4400) + 4;
const base = `http://127.0.0.1:${port}`;
const adminPassword = 'Workshop-Leitung-2026';
const dataDir = mkdtempSync(join(tmpdir(), 'kiz-live-scope-'));
let server: ChildProcess | null = null;

test.beforeAll(async () => {
  const child = spawn(
    process.execPath,
    [
      'dist-server/workshop.js',
      ...['--port', String(port), '--data', dataDir, '--sample', '--admin-password', adminPassword],
      // Six browsers on one address, where a room has one per device.
      ...['--max-requests', '200'],
    ],
    {
      env: { ...process.env, KIZ_WORKSHOP_BUILD: 'dist-api' },
      stdio: ['ignore', process.env.KIZ_E2E_SERVER_LOG ? 'inherit' : 'ignore', 'inherit'],
    },
  );
  server = child;
  for (let i = 0; i < 300; i++) {
    if (child.exitCode !== null) throw new Error(`workshop server exited with ${child.exitCode}`);
    const up = await fetch(`${base}/`).then(
      (answer) => answer.ok,
      () => false,
    );
    if (up) return;
    await new Promise((wake) => setTimeout(wake, 100));
  }
  throw new Error('workshop server did not start');
});
test.afterAll(async () => {
  const child = server;
  if (child && child.exitCode === null) {
    const exited = new Promise((done) => child.once('exit', done));
    child.kill('SIGTERM');
    await exited;
  }
  rmSync(dataDir, { recursive: true, force: true });
});

interface Person {
  page: Page;
  /** The /api calls this browser made since `count()` was called (the live stream left out). */
  calls: string[];
  count: () => void;
  done: () => Promise<void>;
}

/** A browser of its own, signed in and on `path` with its live stream open. */
async function person(browser: Browser, email: string, password: string, path: string): Promise<Person> {
  const context = await browser.newContext({ baseURL: base });
  const expectNoViolations = await watchPolicyViolations(context);
  const page = await context.newPage();
  await login(page, email, password);
  await expect(page).toHaveURL(email === 'admin@example.com' ? /\/admin$/ : /\/dashboard$/);
  const streaming = page.waitForResponse((answer) => answer.url().endsWith('/api/events') && answer.status() === 200);
  await page.goto(path);
  await streaming;
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const calls: string[] = [];
  let counting = false;
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (counting && url.pathname.startsWith('/api/') && url.pathname !== '/api/events') {
      calls.push(`${request.method()} ${url.pathname}`);
    }
  });
  return {
    page,
    calls,
    count: () => void (counting = true),
    done: async () => {
      expectNoViolations();
      await context.close();
    },
  };
}

test('a comment re-reads its task’s comments where they show and the bells of those notified; a vote the polls shown', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  // Task 1 is Nina's and Thomas's: both are notified of Sabine's comment. Anna and Mehmet and Julia are not.
  const sabine = await person(browser, 'sabine.krueger@example.com', 'demo1234', '/tasks/1');
  const thomas = await person(browser, 'thomas.becker@example.com', 'demo1234', '/tasks/1');
  const anna = await person(browser, 'admin@example.com', adminPassword, '/tasks/2');
  const mehmet = await person(browser, 'mehmet.yilmaz@example.com', 'demo1234', '/produkte');
  const julia = await person(browser, 'julia.hoffmann@example.com', 'demo1234', '/dashboard');
  const nina = await person(browser, 'nutzer@example.com', 'nutzer1234', '/dashboard');
  const watching = [thomas, anna, mehmet, julia, nina];
  // Whatever the pages read as they opened has been read.
  await Promise.all(watching.map((who) => who.page.waitForTimeout(1000)));
  for (const who of watching) who.count();

  const text = 'Die Fragen für die Interviews liegen im Ordner.';
  await sabine.page.getByLabel('Neuer Kommentar').fill(text);
  await sabine.page.getByRole('button', { name: 'Kommentar senden' }).click();
  await expect(
    thomas.page.getByRole('article', { name: 'Kommentar von Sabine Krüger' }).filter({ hasText: text }),
  ).toBeVisible({ timeout: 5000 });
  // Nina's bell re-reads too (a sign the others have heard the event); then a moment for any stray re-read.
  await expect.poll(() => nina.calls.length, { timeout: 5000 }).toBeGreaterThan(0);
  await thomas.page.waitForTimeout(1500);
  console.log('calls after the comment:', { thomas: thomas.calls, nina: nina.calls });

  expect(thomas.calls).toContain('GET /api/tasks/1/comments');
  // Not the task, its project, its people: the comments, and the bell of someone notified.
  expect(thomas.calls.filter((call) => !/^GET \/api\/(tasks\/1\/comments|notifications)$/.test(call))).toEqual([]);
  expect(nina.calls.filter((call) => call !== 'GET /api/notifications')).toEqual([]);
  expect({ anna: anna.calls, mehmet: mehmet.calls, julia: julia.calls }).toEqual({ anna: [], mehmet: [], julia: [] });

  // A vote on poll 1 (Anna has not voted yet): the dashboards re-read their polls, not their projects and tasks;
  // the others nothing.
  await anna.page.goto('/polls/1');
  await anna.page.getByRole('radio', { name: 'KI in der Pflegedokumentation' }).check();
  for (const who of watching) who.calls.length = 0;
  await anna.page.getByRole('button', { name: 'Abstimmen' }).click();
  await expect.poll(() => julia.calls.length, { timeout: 5000 }).toBeGreaterThan(0);
  await thomas.page.waitForTimeout(1500);
  console.log('calls after the vote:', { julia: julia.calls, nina: nina.calls });
  expect({ julia: julia.calls, nina: nina.calls }).toEqual({ julia: ['GET /api/polls'], nina: ['GET /api/polls'] });
  expect({ thomas: thomas.calls, mehmet: mehmet.calls }).toEqual({ thomas: [], mehmet: [] });

  for (const who of [sabine, ...watching]) await who.done();
});
