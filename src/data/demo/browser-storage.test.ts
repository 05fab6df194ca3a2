import { StorageError } from '../errors';
import { createDemoRepository } from './create-demo-repository';
import { openDemoDatabase } from './db';
import { storageMessages } from './storage-failure';

let counter = 0;
const dbName = () => `kiz-storage-${Date.now()}-${++counter}`;

/**
 * Every write runs out of space as in a browser: the write itself succeeds, then its transaction aborts with a
 * QuotaExceededError (fake-indexeddb's own abort step) and rolls back.
 */
function diskFull() {
  const add = IDBObjectStore.prototype.add;
  return vi.spyOn(IDBObjectStore.prototype, 'add').mockImplementation(function (this: IDBObjectStore, ...args) {
    const request = add.apply(this, args);
    const transaction = this.transaction;
    const abort = Reflect.get(transaction, '_abort') as (name: string) => void;
    request.addEventListener('success', () => Reflect.apply(abort, transaction, ['QuotaExceededError']));
    return request;
  });
}

test('a write on a full disk says so in German, and the store keeps what it had', async () => {
  const repo = await createDemoRepository({ getToken: () => token, dbName: dbName() });
  let token: string | null = null;
  token = (await repo.demo!.signInAs('admin@example.com')).token;
  const before = await repo.categories.list();

  const full = diskFull();
  const failure = await repo.categories.create({ name: 'Quartiersarbeit' }).catch((error: unknown) => error);
  full.mockRestore();

  expect(failure).toBeInstanceOf(StorageError);
  expect((failure as StorageError).message).toBe(storageMessages.full);
  expect(await repo.categories.list()).toEqual(before);
  // The store still works once there is space again.
  await expect(repo.categories.create({ name: 'Quartiersarbeit' })).resolves.toMatchObject({ name: 'Quartiersarbeit' });
});

describe('a browser that refuses IndexedDB', () => {
  afterEach(() => vi.restoreAllMocks());
  const refused = () => ({
    open: () => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    },
  });

  it('runs the demo in memory: the sign-in works and the store says it keeps nothing', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const name = dbName();
    const repo = await createDemoRepository({
      getToken: () => null,
      dbName: name,
      openDatabase: (database) => openDemoDatabase(database, { indexedDB: refused(), IDBKeyRange }),
    });

    await expect(repo.demo!.signInAs('nutzer@example.com')).resolves.toMatchObject({
      user: { email: 'nutzer@example.com' },
    });
    expect((await repo.publicProducts.list()).length).toBeGreaterThan(0);
    await expect(repo.demo!.inMemory()).resolves.toBe(true);
    expect(await repo.demo!.storageInfo()).toMatchObject({ inMemory: true });
    // Nothing reached the browser's IndexedDB.
    expect((await indexedDB.databases()).map((database) => database.name)).not.toContain(name);
    expect(warn).toHaveBeenCalledWith(
      expect.stringContaining('IndexedDB ist nicht verfügbar'),
      expect.objectContaining({ name: 'SecurityError' }),
    );
  });

  it('runs it in memory as well where the browser has no IndexedDB at all', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const repo = await createDemoRepository({
      getToken: () => null,
      dbName: dbName(),
      openDatabase: (database) => openDemoDatabase(database, { indexedDB: undefined, IDBKeyRange: undefined }),
    });
    await expect(repo.demo!.inMemory()).resolves.toBe(true);
    expect((await repo.categories.listActive()).length).toBeGreaterThan(0);
    expect(warn).toHaveBeenCalledOnce();
  });

  it('is not what a browser with IndexedDB gets', async () => {
    const repo = await createDemoRepository({ getToken: () => null, dbName: dbName() });
    await expect(repo.demo!.inMemory()).resolves.toBe(false);
  });
});
