import Dexie from 'dexie';
import type { DemoDatabase } from './db';

/**
 * A table's rows, reduced to what a search needs and held in memory in the screen's order, as a server keeps a
 * search index (docs/performance.md). Substring search cannot use an IndexedDB index, hence memory.
 *
 * Freshness: Dexie fires `storagemutated` for every committed write, in this tab synchronously on commit (before
 * the writer's promise continues) and from other tabs via BroadcastChannel, with the written primary keys. The
 * listener only notes them; the next read fetches those few rows and patches them into the projection before
 * it answers. A write whose keys Dexie does not list (a range, 50 rows or more at once, a cleared table) makes the
 * next read fetch the whole table again. The repository tells its subscribers of a write a microtask later
 * (create-demo-repository.ts), so a screen's re-read always finds the write noted.
 */
export interface TableProjection<Row extends { id: number }, Entry extends { id: number }> {
  /** The current entries, and the full rows when the table had to be read whole (so the caller need not read again). */
  read(db: DemoDatabase): Promise<{ entries: Entry[]; fresh?: Map<number, Row> }>;
  /**
   * The rows of the first `limit` matching entries, in the projection's order, and how many entries match. The
   * rows are read by key and checked again, so a write racing this call can reorder but never leak a row.
   */
  page(
    db: DemoDatabase,
    matches: (item: Entry | Row) => boolean,
    limit: number,
  ): Promise<{ rows: Row[]; total: number }>;
}

interface State<Entry> {
  /** The database object the entries came from: another of the same name (a store deleted and made anew) starts afresh. */
  db: DemoDatabase;
  entries: Entry[];
  /** Rows written since the entries were read, or 'all' when the whole table must be read again. */
  changed: Set<number> | 'all';
  /** The patch or rebuild under way: a read waits for it, so none answers from entries older than its start. */
  updating: Promise<unknown> | null;
}

export function tableProjection<Row extends { id: number }, Entry extends { id: number }>(
  table: 'products' | 'projects' | 'polls',
  toEntry: (row: Row) => Entry,
  order: (a: Entry, b: Entry) => number,
): TableProjection<Row, Entry> {
  // By database name, as the listener knows writes only by name.
  const states = new Map<string, State<Entry>>();
  let listening = false;

  function listen(): void {
    if (listening) return;
    listening = true;
    Dexie.on('storagemutated', (parts) => {
      for (const [part, keys] of Object.entries(parts)) {
        // Parts look like idb://<database>/<table>/<index>; the primary key's index name is empty.
        const match = /^idb:\/\/(.*)\/([^/]*)\/([^/]*)$/.exec(part);
        const state = match && match[2] === table && match[3] === '' ? states.get(match[1]!) : undefined;
        if (!state || state.changed === 'all') continue;
        const written = singleKeys(keys);
        if (written) for (const id of written) state.changed.add(id);
        else state.changed = 'all';
      }
    });
  }

  function patched(entries: Entry[], changed: Set<number>, rows: (Row | undefined)[]): Entry[] {
    const result = entries.filter((entry) => !changed.has(entry.id));
    for (const row of rows) {
      if (!row) continue;
      const entry = toEntry(row);
      let low = 0;
      let high = result.length;
      while (low < high) {
        const mid = (low + high) >> 1;
        if (order(result[mid]!, entry) < 0) low = mid + 1;
        else high = mid;
      }
      result.splice(low, 0, entry);
    }
    return result;
  }

  const projection: TableProjection<Row, Entry> = {
    async read(db) {
      listen();
      let state = states.get(db.name);
      if (state?.db !== db) {
        state = { db, entries: [], changed: 'all', updating: null };
        states.set(db.name, state);
      }
      while (state.updating) await state.updating.catch(() => undefined);
      const changed = state.changed;
      if (changed !== 'all' && changed.size === 0) return { entries: state.entries };
      // Writes that commit from here on are noted for the next read.
      state.changed = new Set();
      const rows = db.table<Row, number>(table);
      let fresh: Map<number, Row> | undefined;
      const current = state;
      const update = (async () => {
        if (changed === 'all') {
          const all = await rows.toArray();
          fresh = new Map(all.map((row) => [row.id, row]));
          current.entries = all.map(toEntry).sort(order);
        } else {
          current.entries = patched(current.entries, changed, await rows.bulkGet([...changed]));
        }
      })();
      state.updating = update;
      try {
        await update;
      } catch (error) {
        state.changed = 'all';
        throw error;
      } finally {
        state.updating = null;
      }
      return { entries: state.entries, fresh };
    },

    async page(db, matches, limit) {
      const { entries, fresh } = await projection.read(db);
      const allIds = entries.filter(matches).map((entry) => entry.id);
      const ids = allIds.slice(0, limit);
      const rows = fresh ? ids.map((id) => fresh.get(id)) : await db.table<Row, number>(table).bulkGet(ids);
      return { rows: rows.filter((row): row is Row => row !== undefined && matches(row)), total: allIds.length };
    },
  };
  return projection;
}

/**
 * The keys of a Dexie RangeSet (a tree of `{ from, to, l, r }`, also after the structured clone to another
 * tab) when it holds only single numeric keys; null for a range.
 */
function singleKeys(set: unknown): number[] | null {
  const keys: number[] = [];
  const pending = [set];
  while (pending.length > 0) {
    const node = pending.pop();
    if (!node || typeof node !== 'object' || !('from' in node)) continue;
    const { from, to, l, r } = node as { from: unknown; to: unknown; l?: unknown; r?: unknown };
    if (typeof from !== 'number' || from !== to) return null;
    keys.push(from);
    pending.push(l, r);
  }
  return keys;
}
