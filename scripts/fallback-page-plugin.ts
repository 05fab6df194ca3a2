// Vite plugin: writes 404.html as a copy of the finished index.html. Hosts without an SPA fallback (GitHub Pages,
// and any host that answers unknown paths with the site's 404.html) then start the app at the requested path on a
// first visit, before the service worker is there; the router renders that path (docs/hosting.md).
import { copyFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import type { Plugin, ResolvedConfig } from 'vite';

export const FALLBACK_PAGE = '404.html';

export function fallbackPage(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'kiz:fallback-page',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    // A copy of what every other host serves as its fallback: after the pre-rendering plugin has written index.html
    // (its inline guard drops the landing page's markup on any other path), and before the policy plugin (listed
    // after this one) hashes each page's inline scripts, this one's too.
    closeBundle: {
      order: 'pre',
      sequential: true,
      async handler() {
        if (config.build.ssr) return;
        const outDir = resolve(config.root, config.build.outDir);
        await copyFile(join(outDir, 'index.html'), join(outDir, FALLBACK_PAGE));
      },
    },
  };
}
