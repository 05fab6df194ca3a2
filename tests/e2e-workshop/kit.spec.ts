import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { networkInterfaces, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { unzipSync } from 'fflate';
import { login } from '../e2e-api/support/sign-in';
import { expect, test } from '../e2e/support/fixtures';
import { tinyPng as photo } from '../e2e/support/tiny-png';

// The facilitator's kit as a laptop without the repository gets it: packed (over the api site build:e2e made),
// unzipped into an empty folder outside the repository, started with nothing but Node.
const port = Number(process.env.E2E_PORT ?? 4400) + 5;
const base = `http://127.0.0.1:${port}`;
const adminPassword = 'Koffer-Leitung-2026';
const work = mkdtempSync(join(tmpdir(), 'kiz-kit-'));
let kit = '';
let server: ChildProcess | null = null;

function unpack(zip: string, into: string): void {
  for (const [name, bytes] of Object.entries(unzipSync(readFileSync(zip)))) {
    mkdirSync(dirname(join(into, name)), { recursive: true });
    writeFileSync(join(into, name), bytes);
  }
}

/** Starts the kit's server from its own folder; resolves once it says it runs. */
async function startKit(firstStart: boolean): Promise<void> {
  const child = spawn(
    process.execPath,
    ['start.mjs', '--port', String(port), ...(firstStart ? ['--sample', '--admin-password', adminPassword] : [])],
    // Nothing of the repository's: no NODE_PATH, no inherited environment but the PATH.
    { cwd: kit, env: { PATH: process.env.PATH ?? '', NODE_PATH: '' }, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  server = child;
  let printed = '';
  child.stdout.on('data', (chunk: Buffer) => (printed += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (printed += chunk.toString()));
  await expect
    .poll(() => (child.exitCode === null ? printed : `beendet (${child.exitCode}): ${printed}`), { timeout: 30_000 })
    .toContain('Workshop-Server läuft');
}

async function stopKit(): Promise<number | null> {
  const child = server;
  server = null;
  if (!child || child.exitCode !== null) return child?.exitCode ?? null;
  const exited = new Promise<number | null>((done) => child.once('exit', done));
  child.kill('SIGINT');
  return exited;
}

test.describe.configure({ mode: 'serial' });
test.use({ baseURL: base });

test.beforeAll(() => {
  const packed = spawnSync(
    process.execPath,
    ['scripts/workshop-pack.mjs', '--site', 'dist-api', '--out', join(work, 'pack')],
    { encoding: 'utf8' },
  );
  expect(packed.status, packed.stderr).toBe(0);
  const zip = readdirSync(join(work, 'pack')).find((name) => /^kiz-workshop-[\d.]+-\d{4}-\d{2}-\d{2}\.zip$/.test(name));
  expect(zip, 'the kit as a .zip').toBeDefined();
  expect(readdirSync(join(work, 'pack'))).toContain(zip!.replace(/\.zip$/, '.tar.gz'));
  unpack(join(work, 'pack', zip!), join(work, 'laptop'));
  rmSync(join(work, 'pack'), { recursive: true });
  kit = join(work, 'laptop', zip!.replace(/\.zip$/, ''));
});
test.afterAll(async () => {
  await stopKit();
  rmSync(work, { recursive: true, force: true });
});

test('the kit runs where no node_modules are: a comment with a photo survives a restart', async ({ page }) => {
  test.setTimeout(120_000);
  expect(readdirSync(kit).sort()).toEqual([
    'LIES-MICH.txt',
    'programm',
    'start.cmd',
    'start.command',
    'start.mjs',
    'start.sh',
  ]);
  const folders: string[] = [];
  for (let folder = kit; folders.at(-1) !== folder; folder = dirname(folder)) folders.push(folder);
  expect(folders.filter((folder) => existsSync(join(folder, 'node_modules')))).toEqual([]);

  await startKit(true);
  await login(page, 'thomas.becker@example.com', 'demo1234');
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.getByRole('region', { name: 'Offene Aufgaben' }).getByRole('link').first().click();
  await page.getByLabel('Neuer Kommentar').fill('Foto vom Flipchart der Gruppe 2');
  await page
    .locator('input[type="file"]')
    .setInputFiles({ name: 'flipchart.png', mimeType: 'image/png', buffer: photo });
  await page.getByRole('button', { name: 'Kommentar senden' }).click();
  const comment = page.getByRole('article', { name: /^Kommentar von/ }).filter({ hasText: 'Foto vom Flipchart' });
  await expect(comment.getByRole('figure', { name: /flipchart\.png/ })).toBeVisible();

  expect(await stopKit()).toBe(0);
  await startKit(false);
  await page.reload();
  const again = page.getByRole('article', { name: /^Kommentar von/ }).filter({ hasText: 'Foto vom Flipchart' });
  await expect(again.getByRole('figure', { name: /flipchart\.png/ })).toBeVisible();
  // The photo itself, as the browser downloads it with the session's cookie.
  const link = again.getByRole('link', { name: 'flipchart.png' });
  const download = await page.request.get((await link.getAttribute('href')) ?? '');
  expect(download.status()).toBe(200);
  expect(Buffer.from(await download.body()).equals(photo)).toBe(true);
});

test("the facilitator projects the room: the laptop's network address as a QR code, and the day so far", async ({
  page,
}) => {
  if (!server) await startKit(false);
  await login(page, 'admin@example.com', adminPassword);
  await page.getByRole('link', { name: 'Raum für den Beamer' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Im Workshop mitmachen' })).toBeVisible();
  const join = page.getByRole('region', { name: 'So kommen Sie auf die Seite' });
  const addresses = Object.values(networkInterfaces())
    .flat()
    .filter((card) => card?.family === 'IPv4' && !card.internal)
    .map((card) => `http://${card!.address}:${port}/`);
  // What a phone in the room scans: the laptop's address on its network, never localhost.
  for (const url of addresses) await expect(join.getByRole('img', { name: `QR-Code für ${url}` })).toBeVisible();
  if (!addresses.length) await expect(join.getByText(/Kein Netzwerk gefunden/)).toBeVisible();

  const day = page.getByRole('region', { name: 'Der Tag bisher' });
  const figure = (term: string) => day.getByRole('listitem').filter({ hasText: term });
  // The facilitator, whose page listens for live updates; the member of the first test has left.
  await expect(figure('Jetzt verbunden')).toHaveText('Jetzt verbunden 1');
  await expect(figure('Hochgeladene Dateien heute')).toHaveText(/^Hochgeladene Dateien heute [1-9]/);
});
