import type { Repository } from '../../repository';
import { createSessionGate } from './session-gate';
import { serializeError, type MethodPath, type OpenedFile, type PageMessage, type WorkerMessage } from './protocol';

/** The worker's side of a message channel: `postMessage` out, `message` events in. */
export interface Endpoint {
  postMessage(message: WorkerMessage): void;
  addEventListener(type: 'message', listener: (event: MessageEvent<PageMessage>) => void): void;
}

/** A stored file leaves the worker as its Blob: an object URL made here would belong to the worker. */
async function openForPage(repository: Repository, url: string): Promise<OpenedFile> {
  const opened = await repository.files.open(url);
  try {
    if (!opened.url.startsWith('blob:')) return { url: opened.url };
    return { blob: await (await fetch(opened.url)).blob() };
  } finally {
    opened.release();
  }
}

function methodAt(repository: Repository, [resource, method]: MethodPath): ((...args: unknown[]) => unknown) | null {
  const owner: unknown = Reflect.get(repository, resource);
  if (!owner || typeof owner !== 'object') return null;
  const fn: unknown = Reflect.get(owner, method);
  return typeof fn === 'function' ? (...args: unknown[]) => Reflect.apply(fn, owner, args) : null;
}

/**
 * Answers the page's calls with the demo repository that lives in this worker. `setToken` hands each call's
 * session token to the repository before the call runs (the page's session is the source of truth); calls of
 * different sessions never overlap (session-gate.ts).
 */
export function serveRepository(
  endpoint: Endpoint,
  repository: Repository,
  setToken: (token: string | null) => void,
): void {
  const inSession = createSessionGate(setToken);
  endpoint.addEventListener('message', ({ data }) => {
    if (data.kind !== 'call') return;
    const [resource, method] = data.path;
    const run =
      resource === 'files' && method === 'open'
        ? () => openForPage(repository, String(data.args[0]))
        : methodAt(repository, data.path);
    void (async () => {
      try {
        if (!run) throw new TypeError(`${resource}.${method} gibt es im Demo-Speicher nicht`);
        const value = await inSession(data.token, async () => run(...data.args));
        endpoint.postMessage({ kind: 'result', id: data.id, value });
      } catch (error) {
        endpoint.postMessage({ kind: 'error', id: data.id, error: serializeError(error) });
      }
    })();
  });
  // A Set does not survive every structured clone the same way: the resources travel as a list.
  repository.subscribe((changed) =>
    endpoint.postMessage({ kind: 'changed', changed: changed === 'everything' ? changed : [...changed] }),
  );
  const inMemory = repository.demo?.inMemory().catch(() => false) ?? Promise.resolve(false);
  void inMemory.then((value) => endpoint.postMessage({ kind: 'ready', inMemory: value }));
}
