import { existsSync } from 'node:fs';
import { defineConfig } from '@playwright/test';

const chromePath = process.env.CHROME_PATH || '/usr/bin/chromium';
if (!existsSync(chromePath)) {
  throw new Error(
    `Chromium not found at ${chromePath}. Install Debian's Chromium (as root: apt-get update && apt-get install -y chromium) ` +
      'or point CHROME_PATH at a Chromium binary.',
  );
}

// Ports can be moved (E2E_PORT) so two runs on one machine do not share a server.
const demoPort = Number(process.env.E2E_PORT ?? 4400);
const apiPort = demoPort + 1;
const staticHostPort = demoPort + 2;

export default defineConfig({
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  // On two cores shared with other builds, whole-page axe scans took 10–25 s each (30 s was too little for a test
  // with two or three), and a first visit's demo sign-in, which starts the store and writes the seed (decision
  // 008), took more than 5 s. A person would wait that long; a broken screen still fails.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: {
    locale: 'de-DE',
    timezoneId: 'Europe/Berlin',
    launchOptions: {
      executablePath: chromePath,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-dev-shm-usage',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  projects: [
    { name: 'demo', testDir: 'tests/e2e', use: { baseURL: `http://127.0.0.1:${demoPort}` } },
    { name: 'api', testDir: 'tests/e2e-api', use: { baseURL: `http://127.0.0.1:${apiPort}` } },
    // The demo build on a host without an SPA fallback (GitHub Pages): deep links on a first visit.
    { name: 'static-host', testDir: 'tests/static-host', use: { baseURL: `http://127.0.0.1:${staticHostPort}` } },
    // The built workshop server (dist-server/, over dist-api/) on E2E_PORT+3: the spec starts and restarts it itself.
    { name: 'workshop', testDir: 'tests/e2e-workshop' },
  ],
  webServer: [
    {
      command: `node node_modules/vite/bin/vite.js preview --port ${demoPort} --strictPort --host 127.0.0.1`,
      url: `http://127.0.0.1:${demoPort}`,
      reuseExistingServer: !process.env.CI,
    },
    {
      command: `node dist-api-server/main.js`,
      env: { PORT: String(apiPort), STATIC_DIR: 'dist-api' },
      url: `http://127.0.0.1:${apiPort}`,
      reuseExistingServer: !process.env.CI,
    },
    {
      command: 'node tests/static-host/serve.mjs',
      env: { PORT: String(staticHostPort), STATIC_DIR: 'dist' },
      url: `http://127.0.0.1:${staticHostPort}`,
      reuseExistingServer: !process.env.CI,
    },
  ],
});
