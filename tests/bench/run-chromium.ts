// `npm run bench` (Chromium part): serves dist-bench/web, opens it in the system Chromium with
// Playwright and prints the page's figure lines. BENCH_SCALE, BENCH_RUNS, BENCH_GENERATE_RUNS, CHROME_PATH.
import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import { extname, join, normalize } from 'node:path';
import { chromium } from '@playwright/test';

const root = normalize(join(process.cwd(), 'dist-bench/web'));
const types: Record<string, string> = { '.html': 'text/html; charset=utf-8', '.js': 'text/javascript' };
const server = createServer(async (req, res) => {
  const path = normalize(join(root, new URL(req.url ?? '/', 'http://x').pathname.replace(/\/$/, '/index.html')));
  if (!path.startsWith(root)) return void res.writeHead(403).end();
  try {
    const body = await readFile(path);
    res.writeHead(200, { 'content-type': types[extname(path)] ?? 'application/octet-stream' }).end(body);
  } catch {
    res.writeHead(404).end();
  }
});
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
const address = server.address();
const port = typeof address === 'object' && address ? address.port : 0;

const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH || '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-dev-shm-usage',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
});
let failed = false;
try {
  const page = await browser.newPage();
  page.on('console', (message) => {
    if (message.type() === 'log') console.log(message.text());
    else if (message.type() === 'error') console.error(message.text());
  });
  page.on('pageerror', (error) => console.error(error));
  const query = new URLSearchParams({
    scale: process.env.BENCH_SCALE ?? '1',
    runs: process.env.BENCH_RUNS ?? '7',
    // One generation by default: Debian's Chromium 150 writes ~1,300 rows/s when tables are written side
    // by side (docs/performance.md), so a full-size generation takes ~3 minutes and five would outrun the
    // page timeout below.
    generateRuns: process.env.BENCH_GENERATE_RUNS ?? '1',
  });
  await page.goto(`http://127.0.0.1:${port}/index.html?${query}`);
  const handle = await page.waitForFunction(() => window.benchDone, undefined, { timeout: 10 * 60_000, polling: 500 });
  const done = (await handle.jsonValue()) as { ok: boolean; error?: string };
  if (!done.ok) {
    console.error(done.error);
    failed = true;
  }
} finally {
  await browser.close();
  server.close();
}
process.exit(failed ? 1 : 0);
