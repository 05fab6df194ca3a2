// Vite plugin: index.html asks for the code of the page at its address beside the app's entry (src/app/page-code.ts),
// the data adapter's included. Only a page drawn by script gains: a pre-rendered one is readable before its code.
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Manifest, Plugin } from 'vite';
import { withScriptBeforeApp } from './inline-script.ts';
import { closure } from './manifest-closure.mjs';
import { outputStep, readManifest } from './output-step.ts';
import { pageModules, preloadPageCode, type PageCode } from '../src/app/page-code.ts';

/** A chunk's files (script and style sheets) and those of everything it imports statically, but `skip`'s. */
const filesOf = (manifest: Manifest, key: string, skip: ReadonlySet<string>) =>
  closure(manifest, key)
    .filter((dep) => !skip.has(dep))
    .flatMap((dep) => {
      const chunk = manifest[dep];
      return chunk ? [chunk.file, ...(chunk.css ?? [])] : [];
    });

/** The files of each listed page and of the adapter at `adapter` (a source path), as the build named them. */
export function pageCodeOf(manifest: Manifest, adapter: string): PageCode {
  // What the entry brings along the page has anyway.
  const entry = new Set(closure(manifest, 'index.html'));
  const files: string[] = [];
  const indexes = (key: string) => {
    if (!manifest[key]) throw new Error(`${key} ist kein Chunk dieses Builds`);
    return [...new Set(filesOf(manifest, key, entry))].map((file) => {
      const href = `/${file}`;
      if (!files.includes(href)) files.push(href);
      return files.indexOf(href);
    });
  };
  const everyPage = indexes(adapter);
  const pages = pageModules.map(
    ([pattern, module]) => [pattern, indexes(module).filter((index) => !everyPage.includes(index))] as const,
  );
  return { files, everyPage, pages };
}

/** `html` with the script ahead of the app's own tags, so the page's code is asked for with the entry. */
export const withPageCode = (html: string, code: PageCode): string =>
  withScriptBeforeApp(html, `(${preloadPageCode.toString()})(${JSON.stringify(code)})`, 'das Skript des Seitencodes');

/** `adapter`: the data adapter's module, which the app imports at every start. */
export function pageCode(options: { enabled: boolean; adapter: string }): Plugin {
  return outputStep(
    'page-code',
    async (outDir) => {
      const manifest = await readManifest(outDir);
      const page = join(outDir, 'index.html');
      await writeFile(page, withPageCode(await readFile(page, 'utf8'), pageCodeOf(manifest, options.adapter)));
    },
    options.enabled,
  );
}
