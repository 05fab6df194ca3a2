// Vite plugin: after the client build, renders the public pages with the sample data into static HTML files
// that the browser hydrates (docs/decisions/024-prerendered-public-pages.md). An api build has no data at build
// time: its index.html gets the layout the app shows while its first page loads, the header above 'Laden...', and
// the pages without data of their own are rendered with a footer that lists no pages yet (decision 067).
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Manifest, Plugin, UserConfig } from 'vite';
import { closure } from './manifest-closure.mjs';
import { outputStep, readManifest } from './output-step.ts';
import { prerenderedPages } from '../src/prerender/prerendered-pages.ts';
import { entryLoaderScript } from '../src/prerender/deferred-entry.ts';
import { inlinedStylesScript } from '../src/prerender/inlined-styles.ts';
import { prerenderGuard } from '../src/prerender/prerender-guard.ts';
import { PRERENDER_DATA_ID, PRERENDER_MARK } from '../src/lib/prerender-marks.ts';

const serverEntry = 'src/prerender/render-page.tsx';

type RenderPage = (url: string) => Promise<{ html: string; status: number; loaderDataJson: string }>;

interface RenderModule {
  renderPage: RenderPage;
  renderPageWithoutData: RenderPage;
  renderLoadingLayout(): Promise<string>;
}

const cssOf = (manifest: Manifest, keys: string[]) => [...new Set(keys.flatMap((key) => manifest[key]?.css ?? []))];

/** React 19 emits resource hints (image preloads) ahead of the markup; they belong in the head. */
function splitHoistedLinks(html: string): { head: string; body: string } {
  const match = /^(?:<link [^>]*\/>)+/.exec(html);
  const head = match?.[0] ?? '';
  return { head: head.replace(/\/>/g, '>'), body: html.slice(head.length) };
}

/** Takes the entry's script and module preloads out of the page, for the inline loader to add after the paint. */
function extractEntryScripts(template: string): { html: string; entry: string; preloads: string[] } {
  const script = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/.exec(template);
  if (!script?.[1]) throw new Error('index.html hat kein Modul-Skript');
  const preloadPattern = /<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g;
  const preloads = [...template.matchAll(preloadPattern)].map((match) => match[1] ?? '');
  return { html: template.replace(script[0], '').replace(preloadPattern, ''), entry: script[1], preloads };
}

/**
 * `pages`: the public pages with the sample data (demo builds), or the pages without data of their own and the
 * loading layout in index.html (api builds). `viteConfig`: what the server build shares with the client build
 * (plugins for JSX, aliases).
 */
export function prerender(options: { pages: boolean; viteConfig: UserConfig }): Plugin {
  return outputStep('prerender', async (outDir, config) => {
    const { build } = await import('vite');
    // A folder of this build's own: two builds of one checkout at once (a test run beside a manual build) must
    // not delete each other's render module halfway through.
    const cache = resolve(config.root, 'node_modules/.cache');
    await mkdir(cache, { recursive: true });
    const serverOutDir = await mkdtemp(join(cache, 'prerender-'));
    try {
      await build({
        ...options.viteConfig,
        configFile: false,
        mode: config.mode,
        logLevel: 'warn',
        build: { ssr: serverEntry, outDir: serverOutDir, emptyOutDir: true, manifest: false, copyPublicDir: false },
      });
      const { renderPage, renderPageWithoutData, renderLoadingLayout } = (await import(
        pathToFileURL(join(serverOutDir, 'render-page.js')).href
      )) as RenderModule;
      if (options.pages) await writePages(outDir, renderPage, prerenderedPages);
      else {
        // From index.html as Vite wrote it, before it becomes the loading layout.
        await writePages(outDir, renderPageWithoutData, apiPages);
        await writeLoadingLayout(outDir, renderLoadingLayout);
      }
    } finally {
      await rm(serverOutDir, { recursive: true, force: true });
    }
    const written = (options.pages ? prerenderedPages : apiPages).map((page) => page.path).join(', ');
    config.logger.info(`vorgerendert: ${written}${options.pages ? '' : ' und die Ladeansicht in index.html'}`);
  });
}

/** `root` in place of index.html's empty `#root`, the inline guard after it, then `after`. */
function withRoot(template: string, root: string, after = ''): string {
  const empty = '<div id="root"></div>';
  if (!template.includes(empty)) throw new Error('index.html hat kein leeres <div id="root"></div>');
  return template.replace(empty, `${root}<script>${prerenderGuard}</script>${after}`);
}

/** An api build's index.html: the layout a guest sees while the first page loads; the guard keeps it for guests. */
async function writeLoadingLayout(outDir: string, renderLoadingLayout: RenderModule['renderLoadingLayout']) {
  const index = join(outDir, 'index.html');
  const manifest = await readManifest(outDir);
  const entryCss = cssOf(manifest, closure(manifest, 'index.html'));
  const { head, body } = splitHoistedLinks(await renderLoadingLayout());
  const { style, script } = await inlineStyles(outDir, entryCss);
  const template = withoutStyleLinks(await readFile(index, 'utf8'), entryCss).replace(
    '</head>',
    `${head}${style}</head>`,
  );
  // The mark names no path: the guard keeps only what is the same on every page.
  await writeFile(
    index,
    withRoot(template, `<div id="root" ${PRERENDER_MARK}="">${body}</div>`, `<script>${script}</script>`),
  );
}

/** `html` without the `<link>`s of these stylesheets. */
const withoutStyleLinks = (html: string, files: string[]) =>
  files.reduce((text, file) => text.replace(new RegExp(`<link rel="stylesheet"[^>]*href="/${file}"[^>]*>`), ''), html);

/**
 * The stylesheets as one `<style>`, and the script that tells Vite's loader they are there (inlined-styles.ts), to
 * run before any chunk loads. A phone paints after one request instead of waiting for stylesheets; and a renderer
 * whose first frames wait for none draws the page into the surface the browser shows (decision 064).
 */
async function inlineStyles(outDir: string, files: string[]): Promise<{ style: string; script: string }> {
  const css = await Promise.all(files.map((file) => readFile(join(outDir, file), 'utf8')));
  return { style: `<style>${css.join('')}</style>`, script: inlinedStylesScript(files.map((file) => `/${file}`)) };
}

const apiPages = prerenderedPages.filter((page) => page.apiBuild);

/** Public pages rendered for the browser to hydrate: a demo build's with the sample data, an api build's without. */
async function writePages(outDir: string, renderPage: RenderPage, pages: readonly (typeof prerenderedPages)[number][]) {
  const manifest = await readManifest(outDir);
  const {
    html: template,
    entry: entryScript,
    preloads,
  } = extractEntryScripts(await readFile(join(outDir, 'index.html'), 'utf8'));
  const entry = closure(manifest, 'index.html');
  const entryCss = cssOf(manifest, entry);
  for (const page of pages) {
    const { html, status, loaderDataJson } = await renderPage(page.path);
    if (status !== 200) throw new Error(`Vorrendern von ${page.path}: Status ${status}`);
    // A load failure baked into the page would greet every first visitor; better no build.
    if (html.includes('role="alert"')) throw new Error(`Vorrendern von ${page.path}: die Seite zeigt einen Fehler`);
    const { head, body } = splitHoistedLinks(html);
    const route = closure(manifest, page.module).filter((key) => !entry.includes(key));
    const css = [...new Set([...entryCss, ...cssOf(manifest, route)])];
    const { style, script } = await inlineStyles(outDir, css);
    const loader = `${script};${entryLoaderScript(PRERENDER_MARK, { entry: entryScript, preloads })}`;
    const document = withRoot(
      withoutStyleLinks(template, entryCss).replace('</head>', `${head}${style}</head>`),
      `<div id="root" ${PRERENDER_MARK}="${page.path}">${body}</div>`,
      `<script type="application/json" id="${PRERENDER_DATA_ID}">${loaderDataJson.replace(/</g, '\\u003c')}</script><script>${loader}</script>`,
    );
    await writeFile(join(outDir, page.file), document);
  }
}
