// The one place that knows a write happened, and to which of the store's tables: Dexie reports every committed
// write transaction (its `storagemutated` event) before the writer's promise settles. Live updates to the
// participants' browsers and caches of the server listen here.
import Dexie from 'dexie';
import type { DemoDatabase } from '../../src/data/demo/db';

export type ChangeListener = (tables: ReadonlySet<string>) => void;

export function watchChanges(db: DemoDatabase) {
  const listeners = new Set<ChangeListener>();
  const prefix = `idb://${db.name}/`;
  const handler = (parts: Record<string, unknown>) => {
    const tables = new Set<string>();
    for (const key of Object.keys(parts))
      if (key.startsWith(prefix)) tables.add(key.slice(prefix.length).split('/')[0] ?? '');
    tables.delete('');
    if (tables.size) for (const listener of listeners) listener(tables);
  };
  Dexie.on('storagemutated', handler);
  return {
    /** Calls `listener` with the tables of each committed write; answers the function that stops it. */
    subscribe(listener: ChangeListener): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    close(): void {
      Dexie.on('storagemutated').unsubscribe(handler);
      listeners.clear();
    },
  };
}
