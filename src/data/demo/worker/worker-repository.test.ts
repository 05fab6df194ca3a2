// @vitest-environment node
import { ConflictError, ForbiddenError, RepositoryError, StorageError } from '../../errors';
import { TooManyAttemptsError } from '../../too-many-attempts-error';
import type { Repository } from '../../repository';
import { OWN_PUBLIC_DATA_KEY } from '../../../lib/prerender-marks';
import { connectWorkerRepository, type WorkerEndpoint } from './connect-repository';
import { serveRepository, type Endpoint } from './serve-repository';

/** Just enough of a demo repository to see what crosses the channel. */
function fakeStore(inMemory = false) {
  const listeners = new Set<(changed: ReadonlySet<string>) => void>();
  const tokens: (string | null)[] = [];
  const imported: string[] = [];
  let currentToken: string | null = null;
  const repository = {
    kind: 'demo',
    products: {
      async list() {
        tokens.push(currentToken);
        return [{ id: 1, title: 'Dienstplan-KI' }];
      },
      async create(draft: { title: string }) {
        if (!draft.title) throw new ConflictError('Titel fehlt', { title: 'Bitte geben Sie einen Titel ein.' });
        for (const listener of listeners) listener(new Set(['products']));
        return { id: 2, ...draft };
      },
      async remove() {
        throw new ForbiddenError();
      },
      async hurry() {
        throw new TooManyAttemptsError(
          'Zu viele Fehlversuche. Bitte warten Sie 5 Minuten und versuchen Sie es dann erneut.',
        );
      },
      async crash() {
        throw new Error('Dexie kaputt');
      },
      async full() {
        throw new StorageError('Der Speicher dieses Browsers ist voll.');
      },
    },
    files: {
      async open(url: string) {
        if (!url.startsWith('stored-file:')) return { url, release: () => {} };
        const objectUrl = URL.createObjectURL(new Blob(['Protokoll'], { type: 'text/plain' }));
        return { url: objectUrl, release: () => URL.revokeObjectURL(objectUrl) };
      },
    },
    subscribe(listener: (changed: ReadonlySet<string>) => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    demo: {
      async reset() {},
      async exportData() {
        return new Blob(['{"format":"kiz-demo-export"}'], { type: 'application/json' });
      },
      async importData(file: Blob) {
        imported.push(await file.text());
      },
      async storageInfo() {
        throw new Error('belongs to the page');
      },
      async requestPersistence() {
        throw new Error('belongs to the page');
      },
      async inMemory() {
        return inMemory;
      },
      async accountsNow() {
        return [{ email: 'nutzer@example.com', name: 'Nina Nutzer', samplePassword: false }];
      },
    },
  };
  return {
    repository: repository as unknown as Repository,
    tokens,
    imported,
    setToken: (token: string | null) => (currentToken = token),
  };
}

async function connect(token: () => string | null = () => 'token-7', inMemory = false) {
  const store = fakeStore(inMemory);
  const channel = new MessageChannel();
  channel.port1.start();
  channel.port2.start();
  // The fake store's own methods, not the port's.
  const shape = {
    products: ['list', 'create', 'remove', 'hurry', 'crash', 'full'],
    files: ['open'],
    demo: ['reset', 'exportData', 'importData', 'storageInfo', 'requestPersistence', 'inMemory', 'accountsNow'],
  };
  const repository = connectWorkerRepository(channel.port1 as unknown as WorkerEndpoint, token, shape);
  serveRepository(channel.port2 as unknown as Endpoint, store.repository, store.setToken);
  return { repository, store, close: () => channel.port1.close() };
}

type Loose = Record<string, Record<string, (...args: unknown[]) => Promise<unknown>>>;

describe('the demo store behind a message channel', () => {
  it('names the seed’s accounts without asking the store while this browser has never opened it', async () => {
    const { repository, close } = await connect();
    const databases = vi.fn(async () => [] as IDBDatabaseInfo[]);
    vi.stubGlobal('indexedDB', { databases });
    try {
      const firstVisit = await repository.demo!.accountsNow();
      expect(firstVisit.map((account) => account.email)).toContain('nutzer@example.com');
      expect(firstVisit.every((account) => account.samplePassword)).toBe(true);

      databases.mockResolvedValue([{ name: 'kiz-demo', version: 30 }]);
      expect(await repository.demo!.accountsNow()).toEqual([
        { email: 'nutzer@example.com', name: 'Nina Nutzer', samplePassword: false },
      ]);
    } finally {
      vi.unstubAllGlobals();
      close();
    }
  });

  it('answers a call with the store’s result, carrying the session token', async () => {
    const { repository, store, close } = await connect();
    await expect((repository as unknown as Loose).products?.list?.()).resolves.toEqual([
      { id: 1, title: 'Dienstplan-KI' },
    ]);
    expect(store.tokens).toEqual(['token-7']);
    close();
  });

  it('rethrows the store’s errors as the same classes with their German messages and fields', async () => {
    const { repository, close } = await connect();
    const products = (repository as unknown as Loose).products;
    const conflict = await products?.create?.({ title: '' }).catch((error: unknown) => error);
    expect(conflict).toBeInstanceOf(ConflictError);
    expect(conflict).toMatchObject({ message: 'Titel fehlt', fields: { title: 'Bitte geben Sie einen Titel ein.' } });
    const forbidden = await products?.remove?.().catch((error: unknown) => error);
    expect(forbidden).toBeInstanceOf(ForbiddenError);
    // A full or refused browser storage keeps its class and its German text.
    const full = await products?.full?.().catch((error: unknown) => error);
    expect(full).toBeInstanceOf(StorageError);
    expect(full).toMatchObject({ message: 'Der Speicher dieses Browsers ist voll.' });
    const waiting = await products?.hurry?.().catch((error: unknown) => error);
    expect(waiting).toBeInstanceOf(TooManyAttemptsError);
    expect(waiting).toMatchObject({
      message: 'Zu viele Fehlversuche. Bitte warten Sie 5 Minuten und versuchen Sie es dann erneut.',
    });
    // Anything else stays an unexpected error, so screens show their fallback text.
    const crash = await products?.crash?.().catch((error: unknown) => error);
    expect(crash).toBeInstanceOf(Error);
    expect(crash).not.toBeInstanceOf(RepositoryError);
    close();
  });

  it('tells the page’s subscribers about writes, with what they changed', async () => {
    const { repository, close } = await connect();
    const changed = vi.fn();
    const unsubscribe = repository.subscribe(changed);
    await (repository as unknown as Loose).products?.create?.({ title: 'Neu' });
    await vi.waitFor(() => expect(changed).toHaveBeenCalledTimes(1));
    expect(changed).toHaveBeenCalledWith(new Set(['products']));
    unsubscribe();
    await (repository as unknown as Loose).products?.create?.({ title: 'Noch eins' });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(changed).toHaveBeenCalledTimes(1);
    close();
  });

  it('marks the browser as holding its own public content after a public write, until the reset', async () => {
    const stored = new Map<string, string>();
    vi.stubGlobal('localStorage', {
      setItem: (k: string, v: string) => stored.set(k, v),
      removeItem: (k: string) => stored.delete(k),
    });
    const { repository, close } = await connect();
    const loose = repository as unknown as Loose;
    await loose.products?.list?.();
    expect(stored.has(OWN_PUBLIC_DATA_KEY)).toBe(false);
    await loose.products?.create?.({ title: '' }).catch(() => null);
    expect(stored.has(OWN_PUBLIC_DATA_KEY)).toBe(false);
    await loose.products?.create?.({ title: 'Neu' });
    expect(stored.get(OWN_PUBLIC_DATA_KEY)).toBe('1');
    await repository.demo?.reset();
    expect(stored.has(OWN_PUBLIC_DATA_KEY)).toBe(false);
    vi.unstubAllGlobals();
    close();
  });

  it('carries an export file out and an import file in as Blobs; an import counts as the browser’s own public content', async () => {
    const stored = new Map<string, string>();
    vi.stubGlobal('localStorage', {
      setItem: (k: string, v: string) => stored.set(k, v),
      removeItem: (k: string) => stored.delete(k),
    });
    const { repository, store, close } = await connect();
    const file = await repository.demo!.exportData();
    expect(file).toBeInstanceOf(Blob);
    expect(await file.text()).toBe('{"format":"kiz-demo-export"}');
    await repository.demo!.importData(new Blob(['{"tables":{}}']));
    expect(store.imported).toEqual(['{"tables":{}}']);
    expect(stored.get(OWN_PUBLIC_DATA_KEY)).toBe('1');
    vi.unstubAllGlobals();
    close();
  });

  it('hands a stored file over as its content, for an object URL of the page', async () => {
    const { repository, close } = await connect();
    const opened = await repository.files.open('stored-file:3');
    expect(opened.url).toMatch(/^blob:/);
    expect(await (await fetch(opened.url)).text()).toBe('Protokoll');
    opened.release();
    expect((await repository.files.open('/images/products/dienstplan-ki.svg')).url).toBe(
      '/images/products/dienstplan-ki.svg',
    );
    close();
  });

  it('asks the page’s browser, not the worker, for storage figures', async () => {
    vi.stubGlobal('navigator', {
      storage: { estimate: async () => ({ usage: 2048, quota: 1 << 30 }), persisted: async () => true },
    });
    const { repository, close } = await connect();
    await expect(repository.demo?.inMemory()).resolves.toBe(false);
    await expect(repository.demo?.storageInfo()).resolves.toEqual({
      usageBytes: 2048,
      quotaBytes: 1 << 30,
      persisted: true,
      inMemory: false,
    });
    vi.unstubAllGlobals();
    await expect(repository.demo?.reset()).resolves.toBeUndefined();
    close();
  });

  it('tells the page when the store runs in memory, without the page asking the worker', async () => {
    vi.stubGlobal('navigator', {
      storage: { estimate: async () => ({ usage: 0, quota: 1 << 30 }), persisted: async () => false },
    });
    const { repository, close } = await connect(() => null, true);
    await expect(repository.demo?.inMemory()).resolves.toBe(true);
    await expect(repository.demo?.storageInfo()).resolves.toMatchObject({ inMemory: true });
    vi.unstubAllGlobals();
    close();
  });

  it('asks the browser once to keep the data, at the first write, without holding the write up', async () => {
    let answer: (kept: boolean) => void = () => {};
    const persist = vi.fn(() => new Promise<boolean>((resolve) => (answer = resolve)));
    vi.stubGlobal('navigator', { storage: { persist } });
    const { repository, close } = await connect();
    const products = (repository as unknown as Loose).products;
    await products?.list?.();
    expect(persist).not.toHaveBeenCalled();
    // The browser has not answered yet; the writes go on.
    await products?.create?.({ title: 'Neu' });
    await products?.create?.({ title: 'Noch eins' });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(persist).toHaveBeenCalledOnce();
    answer(true);
    vi.unstubAllGlobals();
    close();
  });

  it('does not ask to keep a store that lives in memory', async () => {
    const persist = vi.fn(async () => true);
    vi.stubGlobal('navigator', { storage: { persist } });
    const { repository, close } = await connect(() => null, true);
    await (repository as unknown as Loose).products?.create?.({ title: 'Neu' });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(persist).not.toHaveBeenCalled();
    vi.unstubAllGlobals();
    close();
  });
});
