// Rules without zod, kept apart from the schemas in product.ts so that reads and first visits load no schema
// library (docs/decisions/004-lean-first-visit.md). These names are imported from here only.
import type { Product, ProductStatus } from './product';
import { matchesText } from './text-search';
import type { Page } from './page';

export const productStatusLabels: Record<ProductStatus, string> = { draft: 'Entwurf', published: 'Veröffentlicht' };

export interface ProductQuery {
  search?: string;
  category?: string;
}

/** The first `limit` matches of a query, sorted by title, and how many match in all. */
export type ProductPage = Page<Product>;

/** Case-insensitive match on title, description and technologies. */
export function matchesProductSearch(
  product: Pick<Product, 'title' | 'description' | 'technologies'>,
  search: string,
): boolean {
  return matchesText(search, [product.title, product.description, ...product.technologies]);
}

/** Similar products: same category first, then by shared technologies; never itself, never drafts. */
export function similarProducts(product: Product, candidates: Product[], limit = 3): Product[] {
  const techs = new Set(product.technologies.map((t) => t.toLowerCase()));
  return candidates
    .filter((c) => c.id !== product.id && c.status === 'published')
    .map((c) => ({
      c,
      sameCategory: c.category === product.category ? 1 : 0,
      shared: c.technologies.filter((t) => techs.has(t.toLowerCase())).length,
    }))
    .filter((x) => x.sameCategory || x.shared > 0)
    .sort((a, b) => b.sameCategory - a.sameCategory || b.shared - a.shared || a.c.id - b.c.id)
    .slice(0, limit)
    .map((x) => x.c);
}

/** SPEC §5: rows with an empty title or description are dropped; the rest are numbered in their order. */
export function keptFeatures(rows: { title: string; description: string }[]) {
  return rows
    .map((row) => ({ title: row.title.trim(), description: row.description.trim() }))
    .filter((row) => row.title && row.description)
    .map((row, sortOrder) => ({ ...row, sortOrder }));
}
