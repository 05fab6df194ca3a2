// The one place that knows a write happened, and which rows it changed: a Dexie middleware just above the store
// gathers each write transaction's changed rows and reports them when the transaction commits, before the writer's
// promise settles. The journal (journal.ts) and the live updates (events.ts) listen here.
import type { DBCoreMutateRequest, DBCoreTable } from 'dexie';
import type { DemoDatabase } from '../../src/data/demo/db';

/** One row a committed write transaction changed: its store table and the row before and after (null: absent). */
export interface ChangedRow {
  table: string;
  /** The row's primary key as the store keeps it (a number, a text, or a pair of numbers). */
  key: unknown;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
}

/** Called once per committed write transaction, in commit order, before the writer's promise settles. */
export type ChangeListener = (rows: readonly ChangedRow[]) => void;

type Row = Record<string, unknown>;

/** The keys a request will touch, as far as they are known before it runs (not for rows given new ids). */
async function keysBefore(table: DBCoreTable, req: DBCoreMutateRequest): Promise<unknown[] | null> {
  if (req.type === 'delete') return req.keys;
  if (req.type === 'deleteRange') {
    const found = await table.query({
      trans: req.trans,
      values: false,
      query: { index: table.schema.primaryKey, range: req.range },
    });
    return found.result;
  }
  if (req.type === 'add') return null;
  const extract = table.schema.primaryKey.extractKey;
  return req.keys ?? (extract ? req.values.map((value: unknown) => extract(value)) : null);
}

/**
 * Installs the capture on a store that has not opened yet (Dexie builds its middleware stack when it opens).
 * Nothing is gathered while nobody listens: loading a saved state costs no more than before.
 */
export function watchChanges(db: DemoDatabase) {
  const listeners = new Set<ChangeListener>();
  const gathering = new WeakMap<object, ChangedRow[]>();

  function rowsOf(trans: object): ChangedRow[] {
    const known = gathering.get(trans);
    if (known) return known;
    const rows: ChangedRow[] = [];
    gathering.set(trans, rows);
    const idb = trans as EventTarget;
    idb.addEventListener('complete', () => {
      gathering.delete(trans);
      if (rows.length) for (const listener of listeners) listener(rows);
    });
    idb.addEventListener('abort', () => gathering.delete(trans));
    return rows;
  }

  db.use({
    stack: 'dbcore',
    name: 'WorkshopChanges',
    // Below Dexie's own layers: the rows exactly as the store writes them, with their final keys.
    level: -1,
    create: (down) => ({
      ...down,
      table(name) {
        const table = down.table(name);
        const keyPath = table.schema.primaryKey.keyPath;
        return {
          ...table,
          async mutate(req) {
            if (!listeners.size) return table.mutate(req);
            const rows = rowsOf(req.trans);
            const keys = await keysBefore(table, req);
            const before: (Row | undefined)[] = keys ? await table.getMany({ trans: req.trans, keys }) : [];
            const response = await table.mutate(req);
            if (req.type === 'add' || req.type === 'put') {
              req.values.forEach((value: Row, index) => {
                if (response.failures[index]) return;
                const key: unknown = response.results?.[index];
                // An id the store counted up is not in the value it was given.
                const after =
                  typeof keyPath === 'string' && value[keyPath] === undefined ? { ...value, [keyPath]: key } : value;
                rows.push({ table: name, key, before: before[index] ?? null, after });
              });
            } else {
              (keys ?? []).forEach((key, index) => {
                const old = before[index];
                if (old && !response.failures[index]) rows.push({ table: name, key, before: old, after: null });
              });
            }
            return response;
          },
        };
      },
    }),
  });

  return {
    /** Calls `listener` with the rows of each committed write; answers the function that stops it. */
    subscribe(listener: ChangeListener): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    close(): void {
      listeners.clear();
    },
  };
}

export type StoreChanges = ReturnType<typeof watchChanges>;
