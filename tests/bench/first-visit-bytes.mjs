// Where a first visit's JavaScript goes: the libraries every React app of this stack carries, and the app's own code.
// Builds the demo, the api build and the bare React page of tests/bench/control/ once more with the libraries in a
// chunk of their own, then splits each page's first-visit bytes (gzip, as scripts/check-budgets.mjs counts them)
// into those two parts. The extra chunk costs a few hundred bytes of wrapping, so the totals here run slightly
// above the budgets' figures.
//   npm run bench:bytes     (three builds into /tmp/first-visit-bytes/; under a minute)
import { readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'vite';
import { closure } from '../../scripts/manifest-closure.mjs';

const KiB = 1024;
const out = '/tmp/first-visit-bytes';
const LIBRARIES = /node_modules[\\/](react|react-dom|react-router|scheduler|zustand|clsx)[\\/]/;
// The budgets' reach over the control's bytes, and the headroom each budget keeps (docs/performance.md).
const reach = { demo: 20 * KiB, api: 25 * KiB };
const HEADROOM = 3 * KiB;
const routes = {
  '/': 'src/features/landing/landing-route.tsx',
  '/produkte': 'src/features/products/catalogue-route.tsx',
  '/login': 'src/features/auth/login-screen.tsx',
};
const adapters = { demo: 'src/data/demo/open-demo-store.ts', api: 'src/data/http/create-http-repository.ts' };

/** A production build with the libraries in one chunk named `libraries`; returns its folder. */
async function buildSplit(name, configFile, env = {}) {
  const outDir = join(out, name);
  Object.assign(process.env, env);
  try {
    await build({
      configFile,
      logLevel: 'warn',
      build: {
        outDir,
        emptyOutDir: true,
        rolldownOptions: {
          output: { codeSplitting: { groups: [{ name: 'libraries', test: LIBRARIES, priority: 100 }] } },
        },
      },
    });
  } finally {
    for (const key of Object.keys(env)) delete process.env[key];
  }
  return outDir;
}

/** The gzip bytes of a first visit that loads `keys` of the manifest, split into libraries and the rest. */
function firstVisit(dir, keys) {
  const manifest = JSON.parse(readFileSync(join(dir, '.vite', 'manifest.json'), 'utf8'));
  const libraryFiles = new Set(
    Object.values(manifest)
      .filter((chunk) => chunk.name === 'libraries')
      .map((chunk) => chunk.file),
  );
  const split = { libraries: 0, app: 0 };
  for (const file of new Set(keys.flatMap((key) => closure(manifest, key)).map((key) => manifest[key].file)))
    split[libraryFiles.has(file) ? 'libraries' : 'app'] += gzipSync(readFileSync(join(dir, file))).length;
  return split;
}

const kib = (bytes) => `${(bytes / KiB).toFixed(1)} KiB`;

rmSync(out, { recursive: true, force: true });
const control = firstVisit(await buildSplit('control', 'tests/bench/control/vite.config.ts'), ['index.html']);
const controlTotal = control.libraries + control.app;
console.log(
  `bare React page: ${kib(controlTotal)} (React, React DOM, React Router ${kib(control.libraries)}, its own code ${kib(control.app)})`,
);
for (const [mode, env] of [
  ['demo', {}],
  ['api', { VITE_DATA_SOURCE: 'api' }],
]) {
  const dir = await buildSplit(mode, 'vite.config.ts', env);
  for (const [path, route] of Object.entries(routes)) {
    const { libraries, app } = firstVisit(dir, ['index.html', adapters[mode], route]);
    // What the app's own code may weigh for the page to stay within the control + reach, with the headroom kept.
    const room = controlTotal + reach[mode] - HEADROOM - libraries;
    console.log(
      `${path} (${mode}): ${kib(libraries + app)}; libraries ${kib(libraries)} (control's + ${kib(libraries - control.libraries)}), ` +
        `the app's own code ${kib(app)}; within control + ${kib(reach[mode])} with ${kib(HEADROOM)} headroom ` +
        `the app's code may take ${kib(room)} (${app <= room ? 'met' : `${kib(app - room)} over`})`,
    );
  }
}
