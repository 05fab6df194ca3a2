import Dexie from 'dexie';
import { matchesProductSearch } from '../../domain/product-rules';
import type { ProductPage, ProductQuery, ProductStatus } from '../../domain/product';
import type { DemoDatabase, ProductRecord } from './db';
import { productFromRecord } from './mappers';
import { compareGerman } from './order';

/**
 * The demo's search index for the catalogue, as a server would keep one: the searchable fields of every
 * product, sorted by title, held in memory. A search filters this projection and then reads only the
 * matching records, so a keystroke costs what it finds instead of a read of the whole catalogue
 * (docs/performance.md). Substring search cannot use an IndexedDB index, hence memory.
 *
 * Freshness: Dexie fires `storagemutated` for every committed write to the products table, in this tab
 * synchronously on commit (before the writer's promise continues) and from other tabs via BroadcastChannel,
 * with the written keys. The listener only notes them; the next search reads those few products and patches
 * them into the projection, before it answers. A write whose keys Dexie does not list (a range, 50 rows or
 * more at once, a cleared table) makes the next search read the whole table again.
 */
interface Entry {
  id: number;
  status: ProductStatus;
  category: string;
  title: string;
  description: string;
  technologies: string[];
}

interface SearchIndex {
  /** The database object the entries came from: another of the same name (a store deleted and made anew) starts afresh. */
  db: DemoDatabase;
  entries: Entry[];
  /** Products written since the entries were read, or 'all' when the whole table must be read again. */
  changed: Set<number> | 'all';
  /** The patch or rebuild under way: a search waits for it, so none answers from entries older than its start. */
  updating: Promise<unknown> | null;
}

/** By database name, as the listener knows writes only by name. */
const indexes = new Map<string, SearchIndex>();
let listening = false;

function listen(): void {
  if (listening) return;
  listening = true;
  Dexie.on('storagemutated', (parts) => {
    for (const [part, keys] of Object.entries(parts)) {
      // Parts look like idb://<database>/<table>/<index>; the primary key's index name is empty.
      const match = /^idb:\/\/(.*)\/products\/([^/]*)$/.exec(part);
      const index = match && indexes.get(match[1]!);
      if (!index || index.changed === 'all') continue;
      if (match[2] !== '') continue;
      const written = singleKeys(keys);
      if (written) for (const id of written) index.changed.add(id);
      else index.changed = 'all';
    }
  });
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

const byTitle = (a: Entry, b: Entry) => compareGerman(a.title, b.title) || a.id - b.id;

const toEntry = ({ id, status, category, title, description, technologies }: ProductRecord): Entry =>
  ({ id, status, category, title, description, technologies });

/** The entries without the changed ids, with the changed products that still exist put in title order. */
function patched(entries: Entry[], changed: Set<number>, records: (ProductRecord | undefined)[]): Entry[] {
  const result = entries.filter((entry) => !changed.has(entry.id));
  for (const record of records) {
    if (!record) continue;
    const entry = toEntry(record);
    let low = 0;
    let high = result.length;
    while (low < high) {
      const mid = (low + high) >> 1;
      if (byTitle(result[mid]!, entry) < 0) low = mid + 1;
      else high = mid;
    }
    result.splice(low, 0, entry);
  }
  return result;
}

/** The projection, and the full records when it had to be built from them (so this call need not read again). */
async function projection(db: DemoDatabase): Promise<{ entries: Entry[]; fresh?: Map<number, ProductRecord> }> {
  listen();
  let index = indexes.get(db.name);
  if (index?.db !== db) {
    index = { db, entries: [], changed: 'all', updating: null };
    indexes.set(db.name, index);
  }
  while (index.updating) await index.updating.catch(() => undefined);
  const changed = index.changed;
  if (changed !== 'all' && changed.size === 0) return { entries: index.entries };
  // Writes that commit from here on are noted for the next search.
  index.changed = new Set();
  let fresh: Map<number, ProductRecord> | undefined;
  const update = (async () => {
    if (changed === 'all') {
      const records = await db.products.toArray();
      fresh = new Map(records.map((r) => [r.id, r]));
      index.entries = records.map(toEntry).sort(byTitle);
    } else {
      index.entries = patched(index.entries, changed, await db.products.bulkGet([...changed]));
    }
  })();
  index.updating = update;
  try {
    await update;
  } catch (error) {
    index.changed = 'all';
    throw error;
  } finally {
    index.updating = null;
  }
  return { entries: index.entries, fresh };
}

const rangeSize = (entries: Entry[], status: ProductStatus | undefined) =>
  status ? entries.reduce((n, e) => n + (e.status === status ? 1 : 0), 0) : entries.length;

/**
 * Products matching the query (category exactly, search as `matchesProductSearch`), sorted by German
 * title. `status` limits to one status (the public catalogue); undefined means every status (admin).
 * With `limit`, only the first `limit` matches are read from the store: a page costs what it shows.
 */
export async function searchProducts(
  db: DemoDatabase, query: ProductQuery | undefined, status?: ProductStatus, limit = Infinity,
): Promise<ProductPage> {
  const category = query?.category?.trim();
  const search = query?.search ?? '';
  const matches = (p: Entry | ProductRecord) =>
    (!status || p.status === status) && (!category || p.category === category) && matchesProductSearch(p, search);
  const { entries, fresh } = await projection(db);
  const allIds = entries.filter(matches).map((e) => e.id);
  const ids = allIds.slice(0, limit);
  let records: (ProductRecord | undefined)[];
  if (fresh) {
    records = ids.map((id) => fresh.get(id));
  } else if (ids.length * 3 < rangeSize(entries, status)) {
    // A few: fetch them by key. Measured in Chromium a get costs ~50 µs and a row of a range read ~20 µs,
    // so below a third of the range single gets win.
    records = await db.products.bulkGet(ids);
  } else {
    // Most of them: one range read is cheaper than thousands of single gets.
    const read = status ? await db.products.where('status').equals(status).toArray() : await db.products.toArray();
    const byId = new Map(read.map((r) => [r.id, r]));
    records = ids.map((id) => byId.get(id));
  }
  // Checked again on the records read, so a write racing this call can reorder but never leak a row.
  const items = records.filter((r): r is ProductRecord => r !== undefined && matches(r)).map(productFromRecord);
  return { items, total: allIds.length };
}

/** How many products (any status) name each category, from the projection: no record is read when it is current. */
export async function productCountsByCategory(db: DemoDatabase): Promise<Map<string, number>> {
  const counts = new Map<string, number>();
  for (const entry of (await projection(db)).entries) counts.set(entry.category, (counts.get(entry.category) ?? 0) + 1);
  return counts;
}
