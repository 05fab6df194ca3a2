import { matchesProductSearch } from '../../domain/product-rules';
import type { ProductPage, ProductQuery } from '../../domain/product-rules';
import type { ProductStatus } from '../../domain/product';
import type { DemoDatabase, ProductRecord } from './db';
import { productFromRecord } from './mappers';
import { compareGerman } from './order';
import { tableProjection } from './table-projection';

/**
 * The catalogue's search index: the searchable fields of every product, sorted by title (table-projection.ts).
 * A search filters it and then reads only the matching records, so a keystroke costs what it finds instead of a
 * read of the whole catalogue.
 */
interface Entry {
  id: number;
  status: ProductStatus;
  category: string;
  title: string;
  description: string;
  technologies: string[];
}

const projection = tableProjection<ProductRecord, Entry>(
  'products',
  ({ id, status, category, title, description, technologies }) => ({
    id,
    status,
    category,
    title,
    description,
    technologies,
  }),
  (a, b) => compareGerman(a.title, b.title) || a.id - b.id,
);

const rangeSize = (entries: Entry[], status: ProductStatus | undefined) =>
  status ? entries.reduce((n, e) => n + (e.status === status ? 1 : 0), 0) : entries.length;

/**
 * Products matching the query (category exactly, search as `matchesProductSearch`), sorted by German
 * title. `status` limits to one status (the public catalogue); undefined means every status (admin).
 * With `limit`, only the first `limit` matches are read from the store: a page costs what it shows.
 */
export async function searchProducts(
  db: DemoDatabase,
  query: ProductQuery | undefined,
  status?: ProductStatus,
  limit = Infinity,
): Promise<ProductPage> {
  const category = query?.category?.trim();
  const search = query?.search ?? '';
  const matches = (p: Entry | ProductRecord) =>
    (!status || p.status === status) && (!category || p.category === category) && matchesProductSearch(p, search);
  const { entries, fresh } = await projection.read(db);
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
  for (const entry of (await projection.read(db)).entries)
    counts.set(entry.category, (counts.get(entry.category) ?? 0) + 1);
  return counts;
}
