import { createHash } from 'node:crypto';
import { relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, loadEnv } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import { apiDevServer } from './scripts/api-dev-plugin.ts';
import { compileHints } from './scripts/compile-hints-plugin.ts';
import { earlyReads } from './scripts/early-reads-plugin.ts';
import { contentSecurityPolicyMeta } from './scripts/csp-plugin.ts';
import { FALLBACK_PAGE, fallbackPage } from './scripts/fallback-page-plugin.ts';
import { pageCode } from './scripts/page-code-plugin.ts';
import { prerender } from './scripts/prerender-plugin.ts';
import { dropUnreferencedSampleFiles } from './scripts/sample-files-plugin.ts';
import { readEnv } from './src/lib/read-env.ts';

// Dexie's `import` entry is a wrapper around its CommonJS build (so CJS and ESM users share one instance);
// everything here imports ESM, so take the ESM build and leave the CJS interop helpers out of the first visit.
const dexieEsm = { find: /^dexie$/, replacement: 'dexie/dist/dexie.mjs' };
// React Router's exports map names its development build under every condition; builds take its production
// build, without the development warnings (−0.5 KiB gzip on every first visit). Both names, or two copies load.
const routerDist = (file: string) =>
  fileURLToPath(new URL(`node_modules/react-router/dist/production/${file}`, import.meta.url));
const productionRouter = [
  { find: /^react-router$/, replacement: routerDist('index.mjs') },
  { find: /^react-router\/dom$/, replacement: routerDist('dom-export.mjs') },
];
const buildResolve = { alias: [dexieEsm, ...productionRouter] };
// A constant another module imports is written where it is used, in the app's chunks and the store's worker alike:
// a chunk then exports fewer names to the chunks that read them, and a module that only reads a value (the api
// adapter the hero's default opacity) does not import the chunk that holds it. 0.3–1.4 KiB gzip off each first
// visit and 1.4 KiB off the worker's start; all chunks together stay the same size.
const inlinedConstants = { inlineConst: true };
// CSS-module class names from the file's path and the local name only: the default adds the rule's line number
// and a hash of the file's text, so reformatting a stylesheet changed the shipped bytes.
const cssModules = {
  generateScopedName: (local: string, file: string) =>
    `_${local}_${createHash('sha256')
      .update(relative(import.meta.dirname, file))
      .digest('base64url')
      .slice(0, 5)}`,
};

export default defineConfig(({ mode, command }) => {
  const env = readEnv(loadEnv(mode, process.cwd()));
  const apiBuild = env.dataSource === 'api';
  return {
    plugins: [
      react(),
      ...(mode === 'api-facade' ? [apiDevServer()] : []),
      compileHints(),
      prerender({
        pages: !apiBuild,
        viteConfig: { plugins: [react()], resolve: buildResolve, css: { modules: cssModules } },
      }),
      // A guest's first reads start with the HTML, beside the download of the app's code.
      earlyReads({ enabled: apiBuild, apiBaseUrl: env.apiBaseUrl }),
      // And the page's code beside the entry, where every page is drawn by script.
      pageCode({ enabled: apiBuild, adapter: 'src/data/http/create-http-repository.ts' }),
      // The seed's pictures and attachments: in api mode the provider's server holds the data and their files.
      dropUnreferencedSampleFiles({ enabled: apiBuild, folders: ['images', 'files'] }),
      // 404.html: the finished index.html, for hosts without an SPA fallback.
      fallbackPage(),
      // After the pre-rendering and 404.html: the policy hashes the inline scripts of the finished pages.
      contentSecurityPolicyMeta(),
      VitePWA({
        registerType: 'prompt',
        strategies: 'generateSW',
        injectRegister: false,
        // After the pre-rendering plugin's closeBundle, so the precache holds the rendered pages.
        integration: { closeBundleOrder: 'post' },
        manifest: {
          name: 'KI-Kompetenzzentrum Sozialwirtschaft – Kollaboration',
          short_name: 'KIZ Kollaboration',
          description: 'Projekte, Aufgaben und Produkte gemeinsam entwickeln.',
          lang: 'de',
          start_url: '/',
          display: 'standalone',
          theme_color: '#1d4e89',
          background_color: '#ffffff',
          icons: [
            { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
            { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
            { src: '/icons/icon-512-maskable.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
          ],
        },
        workbox: {
          // The demo's sample attachments (public/files) too: its tasks open them offline. An api build's attachments
          // come from the provider's server.
          globPatterns: [`**/*.{js,css,html,svg,png,webp,woff2,ico${apiBuild ? '' : ',pdf,docx,xlsx'}}`],
          // Only hosts without an SPA fallback serve it, and only before the worker is there (navigateFallback).
          globIgnores: [FALLBACK_PAGE],
          navigateFallback: 'index.html',
          navigateFallbackDenylist: [/^\/api\//],
          // The first install takes over the open tab, so its screens not yet loaded come from the precache when the
          // network drops. Updates still wait for the user (registerType 'prompt'): a waiting worker activates only
          // when they choose to reload.
          clientsClaim: true,
        },
      }),
    ],
    resolve: command === 'build' ? buildResolve : { alias: [dexieEsm] },
    // ES workers may split code: the demo store's worker loads the seed and most resources on demand. What its
    // script imports statically is one chunk: a worker has no modulepreload and would fetch each level of chunks
    // one round trip after the other before the store can open (decision 047). The script itself stays apart.
    worker: {
      format: 'es',
      rolldownOptions: {
        optimization: inlinedConstants,
        output: {
          codeSplitting: {
            groups: [{ name: 'store-start', tags: ['$initial'], test: (id: string) => !id.includes('store-worker') }],
          },
        },
      },
    },
    // The manifest lets scripts/check-budgets.mjs follow each route's chunks.
    // No modulepreload polyfill (−0.3 KiB): browsers without native modulepreload (Safari before 17) simply fetch
    // each chunk when it is imported.
    css: { modules: cssModules },
    build: {
      manifest: true,
      modulePreload: { polyfill: false },
      rolldownOptions: {
        optimization: inlinedConstants,
        output: {
          // The entry lists every lazy chunk's and style sheet's file name for preloading (about 160 in the demo
          // build), and chunks name the chunks they import: the hash alone, without the module's name, keeps
          // 1.2–1.3 KiB gzip off each first visit (decision 054); .vite/manifest.json says which file holds what.
          // 7 hash characters instead of Vite's 8 keep ~0.2 KiB more. Rolldown refuses a hash too short to tell
          // the build's files apart (it asks for 7 at the worker's 65 chunks).
          chunkFileNames: 'assets/[hash:7].js',
          assetFileNames: 'assets/[hash:7][extname]',
          codeSplitting: {
            groups: [
              // zustand with them: the entry's stores use it, and on its own Rolldown split it into a first-visit
              // chunk of its own once a lazy page read one of those stores too.
              { name: 'react', test: /node_modules[\\/](react|clsx|zustand)[\\/]/ },
              // What the public pages share, one chunk and one style sheet instead of six files of 150–800 B; their
              // own imports (link, button, the stored image) stay in the entry, which a group that took them along
              // made every first visit load (decision 068).
              {
                name: 'public-cards',
                includeDependenciesRecursively: false,
                test: /src[\\/](ui[\\/](hero|badge|product-card|card-grid|empty-state)(\.module\.css|\.tsx?)|domain[\\/]hero-setting-rules\.ts)$/,
              },
              { name: 'form-field', test: /src[\\/]ui[\\/](alert|form-field|form-field-state)(\.module\.css|\.tsx?)$/ },
              // The demo store's page side shares three small modules with its in-memory stand-in and the sign-in
              // form; apart, they were three chunks of 90–770 B on every demo first visit. In the api build the
              // adapter's own chunk holds the one of them it needs at the start.
              ...(apiBuild
                ? []
                : [
                    {
                      name: 'demo-store-shared',
                      includeDependenciesRecursively: false,
                      test: /src[\\/]data[\\/](repository-shape|changed-tables|too-many-attempts-error)\.ts$/,
                    },
                  ]),
            ],
          },
        },
      },
    },
    preview: { host: '127.0.0.1' },
  };
});
