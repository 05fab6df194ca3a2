// Size budgets of the production builds, read from Vite's manifest; prints figures, fails when over.
// usage: node scripts/check-budgets.mjs   (after `npm run build:e2e`, which builds dist/ and dist-api/)
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { closure } from './manifest-closure.mjs';

const KiB = 1024;
// The first visit's budgets are measured against a bare React 19 + React Router page (tests/bench/control/,
// 94.4 KiB gzip): see docs/performance.md.
const budgets = {
  firstVisitDemo: Math.floor(122.2 * KiB),
  firstVisitApi: Math.floor(123.1 * KiB),
  lazyChunk: 60 * KiB,
  css: 30 * KiB,
};
const routes = {
  '/': 'src/features/landing/landing-route.tsx',
  '/produkte': 'src/features/products/catalogue-route.tsx',
  '/login': 'src/features/auth/login-screen.tsx',
};
// The pages a guest reaches from the site's own: no first visit and no page without a form loads a schema library
// (the api build reads answers by plans, decision 070), and no page loads Radix's dialog before it opens one
// (decision 068). Each library is recognised by a name its minified code keeps.
const guestPages = {
  withoutForm: [
    ...Object.values(routes).filter((module) => !module.includes('/auth/')),
    'src/features/products/product-detail-route.tsx',
    'src/features/services/services-route.tsx',
    'src/features/services/service-detail-route.tsx',
    'src/features/projects/projects-route.tsx',
    'src/features/projects/project-detail-route.tsx',
    'src/features/footer-pages/footer-page-route.tsx',
  ],
  withForm: [
    'src/features/auth/login-screen.tsx',
    'src/features/auth/register-route.tsx',
    'src/features/contact/contact-route.tsx',
  ],
};
const libraries = { zod: '$ZodType', "Radix's dialog": '`DialogTitle`' };
// The public pages' cards, hero and badge, a chunk of their own (vite.config.ts), load only with a page that shows
// one of them; the pages with a form show none.
const CARDS_CHUNK = 'public-cards';
// The data adapter's page side loads at every start. The demo store's worker (decision 006) starts before a
// pre-rendered page's hydration or with the first read, after the page's own code (decisions 045, 046;
// tests/e2e/prerendered-pages.spec.ts): its script and imports are reported on their own line.
const adapters = { dist: 'src/data/demo/open-demo-store.ts', 'dist-api': 'src/data/http/create-http-repository.ts' };

const gz = (dir, file) => gzipSync(readFileSync(join(dir, file))).length;
const kib = (bytes) => `${(bytes / KiB).toFixed(1)} KiB`;
const exact = (bytes) => `${kib(bytes)} (${bytes} B)`;
let failed = false;
const report = (name, bytes, limit) => {
  const over = bytes > limit;
  failed ||= over;
  console.log(
    `${name}: ${exact(bytes)} gzip (budget ${kib(limit)}, ${over ? 'OVER BUDGET by' : 'headroom'} ${exact(Math.abs(limit - bytes))})`,
  );
};

for (const [dir, adapter] of Object.entries(adapters)) {
  const manifestPath = join(dir, '.vite', 'manifest.json');
  if (!existsSync(manifestPath)) {
    console.error(`${manifestPath} missing: run npm run build:e2e first`);
    process.exit(1);
  }
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
  const closureOf = (key) => closure(manifest, key);
  /** A worker's module and its static imports, read from the built files (Vite's manifest does not list them). */
  const workerClosure = (file, seen = new Set()) => {
    if (seen.has(file)) return seen;
    seen.add(file);
    const code = readFileSync(join(dir, file), 'utf8');
    for (const [, dep] of code.matchAll(/(?:from|import)\s*"\.\/([\w.-]+\.js)"/g)) workerClosure(`assets/${dep}`, seen);
    return seen;
  };
  const workersOf = (keys) =>
    [...keys]
      .flatMap((k) => (manifest[k].assets ?? []).filter((file) => /worker-[\w-]+\.js$/.test(file)))
      .flatMap((file) => [...workerClosure(file)]);
  const pageJsOf = (keys) => [...new Set([...keys].map((k) => manifest[k].file))];
  const jsOf = (keys) => [...new Set([...pageJsOf(keys), ...workersOf(keys)])];
  const start = new Set([...closureOf('index.html'), ...closureOf(adapter)]);
  const mode = dir === 'dist' ? 'demo' : 'api';
  for (const [route, module] of Object.entries(routes)) {
    if (!manifest[module]) {
      console.error(`${module} is not a chunk in ${dir}`);
      failed = true;
      continue;
    }
    const files = pageJsOf(new Set([...start, ...closureOf(module)]));
    report(
      `first-visit JS ${route} (${mode})`,
      files.reduce((sum, f) => sum + gz(dir, f), 0),
      mode === 'demo' ? budgets.firstVisitDemo : budgets.firstVisitApi,
    );
  }
  /** The guest pages among `modules` whose code, beyond a first visit's, holds `library`. */
  const startFiles = new Set(pageJsOf(start));
  const loading = (modules, library) =>
    modules.filter((module) =>
      pageJsOf(closureOf(module)).some(
        (f) => !startFiles.has(f) && readFileSync(join(dir, f), 'utf8').includes(library),
      ),
    );
  const early = [
    ...([...startFiles].some((f) => readFileSync(join(dir, f), 'utf8').includes(libraries.zod))
      ? ['the first visit (zod)']
      : []),
    ...loading(guestPages.withoutForm, libraries.zod).map((m) => `${m} (zod)`),
    ...loading([...guestPages.withoutForm, ...guestPages.withForm], libraries["Radix's dialog"]).map(
      (m) => `${m} (Radix's dialog)`,
    ),
    ...guestPages.withForm
      .filter((module) => [...start, ...closureOf(module)].some((k) => manifest[k].name === CARDS_CHUNK))
      .map((m) => `${m} (the public pages' cards)`),
  ];
  console.log(
    `guest pages load code before they need it (${mode}): ${early.length ? `${early.join(', ')}  OVER BUDGET` : 'no'}`,
  );
  failed ||= early.length > 0;
  if (mode === 'demo') {
    const worker = workersOf(closureOf(adapter));
    // A worker has no modulepreload: each level of its static imports costs a round trip before the store starts,
    // so its script imports its start-up modules as one chunk (decision 047).
    const oneLevel = worker.length <= 2;
    failed ||= !oneLevel;
    console.log(
      `demo store worker, loaded after the page's own code: ${kib(worker.reduce((sum, f) => sum + gz(dir, f), 0))} gzip ` +
        `in ${worker.length} files${oneLevel ? '' : ' (OVER BUDGET: its script and one chunk of its start-up modules)'}`,
    );
    const entryFiles = new Set(jsOf(closureOf('index.html')));
    const lazy = Object.values(manifest).filter((c) => c.file.endsWith('.js') && !entryFiles.has(c.file));
    // Chunk files are named by their hash alone (vite.config.ts): the manifest says what each one holds.
    const biggest = lazy
      .map((c) => ({ file: c.file, name: c.src ?? c.name, size: gz(dir, c.file) }))
      .sort((a, b) => b.size - a.size)[0];
    if (biggest) report(`largest lazy chunk (${biggest.file}: ${biggest.name})`, biggest.size, budgets.lazyChunk);
    const css = [...new Set(Object.values(manifest).flatMap((c) => c.css ?? []))];
    report(
      'total CSS',
      css.reduce((sum, f) => sum + gz(dir, f), 0),
      budgets.css,
    );
    const dexieInApi =
      existsSync('dist-api/.vite/manifest.json') &&
      Object.keys(JSON.parse(readFileSync('dist-api/.vite/manifest.json', 'utf8'))).some(
        (k) => k.includes('node_modules/dexie') || k.includes('src/data/demo/'),
      );
    console.log(`api build carries Dexie or the demo store: ${dexieInApi ? 'yes  OVER BUDGET' : 'no'}`);
    failed ||= dexieInApi;
  }
}
// The api build's service worker precaches what that build can show: the seed's pictures and attachments live on
// the provider's server in api mode (scripts/sample-files-plugin.ts).
const precached = (dir) =>
  [...readFileSync(join(dir, 'sw.js'), 'utf8').matchAll(/url:"([^"]+)"/g)].map((match) => match[1]);
for (const dir of Object.keys(adapters)) {
  const entries = precached(dir);
  console.log(
    `precache ${dir === 'dist' ? 'demo' : 'api'}: ${entries.length} files, ${kib(entries.reduce((sum, file) => sum + statSync(join(dir, file)).size, 0))}`,
  );
}
const apiCode = readdirSync('dist-api', { recursive: true })
  .filter((file) => /\.(?:js|css|html)$/.test(file) && !file.startsWith('sw.js') && !file.startsWith('workbox-'))
  .map((file) => readFileSync(join('dist-api', file), 'utf8'))
  .join('\n');
/** Named by the api build's own code, literally or as a template over its folder (`/images/products/${…}`). */
const shownByApi = (file) =>
  apiCode.includes(`/${file}`) || apiCode.includes(`/${file.slice(0, file.lastIndexOf('/') + 1)}\${`);
const sampleFiles = precached('dist-api').filter(
  (file) => file.startsWith('files/') || (file.startsWith('images/') && !shownByApi(file)),
);
console.log(
  `api precache holds demo sample files: ${sampleFiles.length === 0 ? 'no' : `${sampleFiles.join(', ')}  OVER BUDGET`}`,
);
failed ||= sampleFiles.length > 0;

if (failed) {
  console.error('Budget check failed.');
  process.exit(1);
}
console.log('All budgets met.');
