// Lighthouse (mobile defaults) against the production build served by `vite preview` (which gzips, as a
// real host would), 3 runs per page, medians printed as `page metric: value`. Build first, then:
//   npx vite build && CHROME_PATH=/usr/bin/chromium node tests/bench/lighthouse.mjs [dir=dist] [runs=3] [paths=/,/produkte]
// Reports go to /tmp/lighthouse/<page>-<run>.json. LH_THROTTLING=devtools applies the slow network and CPU × 4 in the
// browser instead of simulating them from an unthrottled run (Lighthouse's default, which multiplies every observed
// task by 4, including time the page's thread spent waiting for a core on a shared machine).
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync } from 'node:fs';

const dir = process.argv[2] ?? 'dist';
const runs = Number(process.argv[3] ?? 3);
const paths = (process.argv[4] ?? '/,/produkte').split(',');
const port = 4199;
const out = '/tmp/lighthouse';
mkdirSync(out, { recursive: true });

const server = spawn(
  process.execPath,
  [
    'node_modules/vite/bin/vite.js',
    'preview',
    '--outDir',
    dir,
    '--port',
    String(port),
    '--strictPort',
    '--host',
    '127.0.0.1',
  ],
  { stdio: ['ignore', 'pipe', 'inherit'] },
);
// Wait until it answers.
for (let i = 0; ; i++) {
  if (
    await fetch(`http://127.0.0.1:${port}/`).then(
      (r) => r.ok,
      () => false,
    )
  )
    break;
  if (i > 100) throw new Error('vite preview did not start');
  await new Promise((resolve) => setTimeout(resolve, 100));
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

try {
  for (const path of paths) {
    const name = path === '/' ? 'start' : path.replace(/\W+/g, '-').replace(/^-|-$/g, '');
    const results = [];
    for (let i = 1; i <= runs; i++) {
      const file = `${out}/${name}-${i}.json`;
      const run = spawnSync(
        'npx',
        [
          'lighthouse',
          `http://127.0.0.1:${port}${path}`,
          '--quiet',
          '--output=json',
          `--output-path=${file}`,
          '--only-categories=performance,accessibility,best-practices,seo',
          ...(process.env.LH_THROTTLING ? [`--throttling-method=${process.env.LH_THROTTLING}`] : []),
          '--chrome-flags=--headless=new --no-sandbox --disable-gpu',
        ],
        { stdio: 'inherit', env: { ...process.env, CHROME_PATH: process.env.CHROME_PATH ?? '/usr/bin/chromium' } },
      );
      if (run.status !== 0) throw new Error(`lighthouse failed for ${path}`);
      results.push(JSON.parse(readFileSync(file, 'utf8')));
    }
    const score = (id) => Math.round(median(results.map((r) => r.categories[id].score * 100)));
    const audit = (id) => median(results.map((r) => r.audits[id].numericValue));
    console.log(`${path} performance: ${score('performance')}`);
    console.log(`${path} accessibility: ${score('accessibility')}`);
    console.log(`${path} best practices: ${score('best-practices')}`);
    console.log(`${path} seo: ${score('seo')}`);
    console.log(`${path} FCP: ${(audit('first-contentful-paint') / 1000).toFixed(2)} s`);
    console.log(`${path} LCP: ${(audit('largest-contentful-paint') / 1000).toFixed(2)} s`);
    console.log(`${path} TBT: ${Math.round(audit('total-blocking-time'))} ms`);
    console.log(`${path} CLS: ${audit('cumulative-layout-shift').toFixed(3)}`);
    console.log(
      `${path} runs (performance): ${results.map((r) => Math.round(r.categories.performance.score * 100)).join(', ')}`,
    );
    // What cost points in the last run: every audit below 0.9 that has a score.
    const last = results.at(-1);
    const weak = Object.values(last.audits).filter(
      (a) => typeof a.score === 'number' && a.score < 0.9 && a.scoreDisplayMode !== 'informative',
    );
    for (const a of weak) console.log(`${path}   below 0.9: ${a.id} (${a.score}) ${a.displayValue ?? ''}`);
  }
} finally {
  server.kill();
}
