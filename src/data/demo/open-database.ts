import { openDemoDatabase, type DemoDatabase } from './db';

export interface OpenedDatabase {
  db: DemoDatabase;
  /** The browser refused IndexedDB: the data live in memory and are gone when the page closes or reloads. */
  inMemory: boolean;
}

/**
 * Opens the demo database in the browser's IndexedDB. Where it cannot open at all (storage refused in a private
 * window, by the browser's settings or a managed device's policy; no IndexedDB), the demo still runs, on an
 * in-memory IndexedDB that is loaded only then, and says so on every page.
 */
export async function openDatabaseOrMemory(
  name: string,
  browserDatabase: (name: string) => DemoDatabase = openDemoDatabase,
): Promise<OpenedDatabase> {
  let db: DemoDatabase | null = null;
  try {
    db = browserDatabase(name);
    await db.open();
    return { db, inMemory: false };
  } catch (error) {
    db?.close();
    console.warn('IndexedDB ist nicht verfügbar; die Demo hält ihre Daten nur im Arbeitsspeicher:', error);
    const { IDBFactory, IDBKeyRange } = await import('fake-indexeddb');
    const memory = openDemoDatabase(name, { indexedDB: new IDBFactory(), IDBKeyRange });
    await memory.open();
    return { db: memory, inMemory: true };
  }
}
