import type { DataSource } from '../lib/env';
import { UnauthorizedError } from './errors';
import type { Repository } from './repository';

export interface RepositoryOptions {
  dataSource: DataSource;
  apiBaseUrl: string;
  getToken: () => string | null;
  /** Called whenever any call fails with a 401, so the session can be cleared. */
  onUnauthorized: () => void;
}

/** Picks the adapter by the env flag; dynamic imports keep the other adapter out of the bundle. */
export async function createRepository(options: RepositoryOptions): Promise<Repository> {
  if (options.dataSource === 'api') {
    throw new Error('Der API-Modus ist in diesem Build noch nicht verfügbar.');
  }
  const { createDemoRepository } = await import('./demo/create-demo-repository');
  const repository = await createDemoRepository({ getToken: options.getToken });
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
