import { readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import type { Manifest, Plugin, ResolvedConfig } from 'vite';

/** The manifest Vite wrote into an output folder (`build.manifest`). */
export const readManifest = async (outDir: string) =>
  JSON.parse(await readFile(join(outDir, '.vite/manifest.json'), 'utf8')) as Manifest;

/**
 * A build step over the finished output folder of the client build (not the server builds the pre-rendering makes).
 * Steps run in the order the config lists them, after Vite has written the bundle and before vite-plugin-pwa
 * ('post') lists the files for its precache.
 */
export function outputStep(
  name: string,
  step: (outDir: string, config: ResolvedConfig) => Promise<void>,
  enabled = true,
): Plugin {
  let config: ResolvedConfig;
  // Vite still calls closeBundle after a failed build; a step over missing output would then throw its own error
  // (e.g. "no such file … index.html") in place of the build's.
  let failed = false;
  return {
    name: `kiz:${name}`,
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    buildEnd(error) {
      failed ||= Boolean(error);
    },
    renderError() {
      failed = true;
    },
    closeBundle: {
      order: 'pre',
      sequential: true,
      async handler() {
        if (!enabled || failed || config.build.ssr) return;
        await step(resolve(config.root, config.build.outDir), config);
      },
    },
  };
}
