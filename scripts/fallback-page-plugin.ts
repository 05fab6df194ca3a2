// Vite plugin: writes 404.html as a copy of the finished index.html. Hosts without an SPA fallback (GitHub Pages,
// and any host that answers unknown paths with the site's 404.html) then start the app at the requested path on a
// first visit, before the service worker is there; the router renders that path (docs/hosting.md).
import { copyFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Plugin } from 'vite';
import { outputStep } from './output-step.ts';

export const FALLBACK_PAGE = '404.html';

export function fallbackPage(): Plugin {
  return outputStep('fallback-page', async (outDir) => {
    await copyFile(join(outDir, 'index.html'), join(outDir, FALLBACK_PAGE));
  });
}
