import type { DataSource } from '../lib/env';
import { UnauthorizedError } from './errors';
import type { Repository } from './repository';

export interface RepositoryOptions {
  dataSource: DataSource;
  apiBaseUrl: string;
  getToken: () => string | null;
  /** The signed-in user's id (api mode sends it where SPEC §7 asks for createdBy). */
  getUserId: () => number | null;
  /** Called whenever any call fails with a 401, so the session can be cleared. */
  onUnauthorized: () => void;
  /** api mode: a cached answer is shown because the server could not be reached. */
  onStale?: () => void;
}

// The flag is replaced at build time, so the branch not taken and its adapter (Dexie and the seed, or the
// HTTP client) never enter the bundle.
const buildTimeSource = import.meta.env.VITE_DATA_SOURCE === 'api' ? 'api' : 'demo';

/** Picks the adapter by the env flag; dynamic imports keep each adapter in its own chunk. */
export async function createRepository(options: RepositoryOptions): Promise<Repository> {
  let repository: Repository;
  if (buildTimeSource === 'api' || options.dataSource === 'api') {
    const { createHttpRepository } = await import('./http/create-http-repository');
    repository = createHttpRepository({ baseUrl: options.apiBaseUrl, getToken: options.getToken, getUserId: options.getUserId, onStale: options.onStale });
  } else {
    const { openDemoStore } = await import('./demo/open-demo-store');
    repository = await openDemoStore(options.getToken);
  }
  return withUnauthorizedHandler(repository, options.onUnauthorized);
}

/** Wraps every resource method so an UnauthorizedError clears the session wherever it is thrown. */
export function withUnauthorizedHandler(repository: Repository, onUnauthorized: () => void): Repository {
  const wrapped: Record<string, unknown> = { ...repository };
  for (const [name, resource] of Object.entries(repository)) {
    if (!resource || typeof resource !== 'object' || name === 'demo') continue;
    const methods: Record<string, unknown> = {};
    for (const [key, fn] of Object.entries(resource as Record<string, unknown>)) {
      methods[key] = typeof fn !== 'function' ? fn : async (...args: unknown[]) => {
        try {
          return await (fn as (...a: unknown[]) => Promise<unknown>)(...args);
        } catch (error) {
          if (error instanceof UnauthorizedError) onUnauthorized();
          throw error;
        }
      };
    }
    wrapped[name] = methods;
  }
  return wrapped as unknown as Repository;
}
