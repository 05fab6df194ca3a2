import type { Plugin } from 'vite';

/**
 * `npm run dev:api`: the dev server in api mode answers /api/* itself, from the same façade over a demo store
 * that the contract suite and the api e2e use, so api mode can be clicked through without the provider's server.
 * With API_PROXY_TARGET set, /api/* goes to that server instead (no CORS: the browser only talks to the dev server).
 */
export function apiDevServer(): Plugin {
  const proxyTarget = process.env.API_PROXY_TARGET;
  return {
    name: 'kiz:api-dev-server',
    apply: 'serve',
    config() {
      if (proxyTarget)
        return { server: { proxy: { '/api': { target: proxyTarget, changeOrigin: true, secure: true } } } };
    },
    async configureServer(server) {
      if (proxyTarget) {
        server.config.logger.info(`  /api → ${proxyTarget}`);
        return;
      }
      // Dexie reads the IndexedDB globals when it loads: install them before the façade's modules import it.
      const { indexedDB, IDBKeyRange } = await import('fake-indexeddb');
      Object.assign(globalThis, { indexedDB, IDBKeyRange });
      const { createFacadeHandler } = (await server.ssrLoadModule(
        '/server/facade-handler.ts',
      )) as typeof import('../server/facade-handler');
      const api = await createFacadeHandler('kiz-dev-api');
      server.middlewares.use((req, res, next) => {
        const url = new URL(req.url ?? '/', 'http://127.0.0.1');
        api.handle(req, res, url).then((handled) => handled || next(), next);
      });
      server.config.logger.info('  /api → Demo-Fassade (Beispieldaten im Speicher, bei jedem Start neu)');
    },
  };
}
