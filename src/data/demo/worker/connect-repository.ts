import type { ChangeListener, Changed } from '../../changes';
import type { Repository } from '../../repository';
import { demoAccounts, sampleMembers, seedAccountsNow } from '../demo-accounts';
import { isFirstVisit } from '../../first-visit';
import { askToKeepOnFirstWrite, storageControls, type StorageControls } from '../storage-controls';
import { STORED_FILE_PREFIX } from '../stored-file-url';
import { OWN_PUBLIC_DATA_KEY } from '../../../lib/prerender-marks';
import { portOfShape, repositoryShape, type RepositoryShape } from '../../repository-shape';
import { deserializeError, type MethodPath, type OpenedFile, type PageMessage, type WorkerMessage } from './protocol';

/** The page's side of a message channel (a Worker, or a MessagePort in tests). */
export interface WorkerEndpoint {
  postMessage(message: PageMessage): void;
  addEventListener(type: 'message', listener: (event: MessageEvent<WorkerMessage>) => void): void;
}

type Call = (path: MethodPath, args: unknown[]) => Promise<unknown>;

/**
 * Writes that change what the pre-rendered public pages show: the catalogue, projects, footer pages, the hero,
 * and an import (its data need not be the sample data).
 */
const publicContentWrites = new Set([
  'projects.create',
  'projects.update',
  'projects.remove',
  'categories.create',
  'categories.update',
  'categories.remove',
  'products.create',
  'products.update',
  'products.remove',
  'footerPages.create',
  'footerPages.update',
  'footerPages.remove',
  'configurations.save',
  'configurations.remove',
  'demo.importData',
]);

/** Keeps OWN_PUBLIC_DATA_KEY in step with the store: set by a public write, cleared by the reset to the seed. */
function trackPublicContent(path: MethodPath) {
  const name = path.join('.');
  try {
    if (publicContentWrites.has(name)) localStorage.setItem(OWN_PUBLIC_DATA_KEY, '1');
    else if (name === 'demo.reset') localStorage.removeItem(OWN_PUBLIC_DATA_KEY);
  } catch {
    // No storage (privacy settings): the guard then drops the pre-rendered pages anyway.
  }
}

function openFileFrom(call: Call) {
  return async (url: string) => {
    // Any other address is shown as it is, without asking (or starting) the store.
    if (!url.startsWith(STORED_FILE_PREFIX)) return { url, release: () => {} };
    const opened = (await call(['files', 'open'], [url])) as OpenedFile;
    if ('url' in opened) return { url: opened.url, release: () => {} };
    const objectUrl = URL.createObjectURL(opened.blob);
    return { url: objectUrl, release: () => URL.revokeObjectURL(objectUrl) };
  };
}

function standIn(
  shape: RepositoryShape,
  call: Call,
  listeners: Set<ChangeListener>,
  storage: StorageControls,
): Repository {
  // Built from the port's shape (checked against its type); the worker answers every listed method.
  const resources = portOfShape(
    shape,
    (resource, method) =>
      (...args) =>
        call([resource, method], args),
  );
  const repository: Repository = {
    ...resources,
    kind: 'demo',
    files: { open: openFileFrom(call) },
    // The accounts and the browser's storage figures belong to the page.
    demo: {
      ...resources.demo,
      ...storage,
      accounts: demoAccounts,
      sampleMembers,
      // A browser that never opened the store would find the seed's accounts there: the demo panel shows them without
      // waiting for the store to open and write the seed.
      accountsNow: async () => ((await isFirstVisit()) ? seedAccountsNow() : resources.demo.accountsNow()),
    },
    subscribe(listener: ChangeListener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  return repository;
}

/**
 * The demo repository as the page sees it when the store runs in a worker: each call is a message carrying the
 * session token, answered with the result or the repository's error (same class, same German message). Ready at
 * once: the endpoint holds calls until the store has opened.
 */
export function connectWorkerRepository(
  endpoint: WorkerEndpoint,
  getToken: () => string | null,
  shape: RepositoryShape = repositoryShape(),
): Repository {
  let nextId = 1;
  const pending = new Map<
    number,
    { path: MethodPath; resolve: (value: unknown) => void; reject: (error: Error) => void }
  >();
  const listeners = new Set<ChangeListener>();
  let opened: (inMemory: boolean) => void = () => {};
  const storage = storageControls(new Promise<boolean>((resolve) => (opened = resolve)));
  const wrote = askToKeepOnFirstWrite(storage);
  const call: Call = (path, args) =>
    new Promise((resolve, reject) => {
      const id = nextId++;
      pending.set(id, { path, resolve, reject });
      endpoint.postMessage({ kind: 'call', id, path, args, token: getToken() });
    });
  endpoint.addEventListener('message', ({ data }) => {
    if (data.kind === 'ready') return opened(data.inMemory);
    if (data.kind === 'changed') {
      wrote();
      const changed: Changed = data.changed === 'everything' ? data.changed : new Set(data.changed);
      for (const listener of listeners) listener(changed);
      return;
    }
    const request = pending.get(data.id);
    pending.delete(data.id);
    if (!request) return;
    if (data.kind === 'result') {
      trackPublicContent(request.path);
      request.resolve(data.value);
    } else request.reject(deserializeError(data.error));
  });
  return standIn(shape, call, listeners, storage);
}
