import type { DataSource } from '../lib/read-env';
import { UnauthorizedError } from './errors';
import type { Repository } from './repository';
import { wrapPort, type PortMethod } from './wrap-port';

export interface RepositoryOptions {
  dataSource: DataSource;
  apiBaseUrl: string;
  getToken: () => string | null;
  /** The signed-in user's id (api mode sends it where SPEC §7 asks for createdBy). */
  getUserId: () => number | null;
  /** Called whenever any call fails with a 401, so the session can be cleared or renewed (UnauthorizedHandler). */
  onUnauthorized: UnauthorizedHandler;
  /** api mode: a cached answer is shown because the server could not be reached. */
  onStale?: () => void;
  /** api mode: true while the server's live updates cannot be reached, false once they can again. */
  onServerGone?: (gone: boolean) => void;
}

// The flag is replaced at build time, so the branch not taken and its adapter (Dexie and the seed, or the
// HTTP client) never enter the bundle.
const buildTimeSource = import.meta.env.VITE_DATA_SOURCE === 'api' ? 'api' : 'demo';

/** Picks the adapter by the env flag; dynamic imports keep each adapter in its own chunk. */
export async function createRepository(options: RepositoryOptions): Promise<Repository> {
  let repository: Repository;
  if (buildTimeSource === 'api' || options.dataSource === 'api') {
    const { createHttpRepository } = await import('./http/create-http-repository');
    repository = createHttpRepository({ ...options, baseUrl: options.apiBaseUrl });
  } else {
    const { openDemoStore } = await import('./demo/open-demo-store');
    repository = await openDemoStore(options.getToken);
  }
  return withUnauthorizedHandler(repository, options.onUnauthorized, options.getToken);
}

/**
 * What a 401 does to the session. `renewable`: the call was made in a session's name and may be made again once
 * the same user signs in anew; resolving true asks for that. The auth calls are not: their 401 is an answer
 * (refused credentials, an ended session's logout), and a sign-in must not wait for a sign-in. `token`: the one
 * the call was made with; a newer session must not end for an older one's 401.
 */
export type UnauthorizedHandler = (refused: {
  renewable: boolean;
  token: string | null;
}) => boolean | void | Promise<boolean>;

/**
 * Wraps every resource method so an UnauthorizedError reaches the handler wherever it is thrown. A call the
 * handler renews is made again (a 401 means the server did nothing); otherwise the error is rethrown.
 */
export function withUnauthorizedHandler(
  repository: Repository,
  onUnauthorized: UnauthorizedHandler,
  getToken: () => string | null,
): Repository {
  const wrapped = wrapPort(repository, (resource, _, method) => {
    const renewable = resource !== 'auth';
    const call: PortMethod = async (...args) => {
      const token = getToken();
      try {
        return await method(...args);
      } catch (error) {
        if (error instanceof UnauthorizedError && (await onUnauthorized({ renewable, token })) === true)
          return call(...args);
        throw error;
      }
    };
    return call;
  });
  // The demo's controls stay as they are: a 401 there is the demo's own answer.
  return { ...wrapped, demo: repository.demo };
}
