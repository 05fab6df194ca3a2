import { categorySchema as domainCategory } from '../../domain/category';
import { firstOf } from '../../domain/page';
import { productSchema as domainProduct } from '../../domain/product';
import type { ProductQuery } from '../../domain/product-rules';
import type { Repository } from '../repository';
import type { HttpClient } from './client';
import { endpoints } from './endpoints';
import { answerOf, listOf, parseData } from './parse';
import { tolerant } from './tolerant';
import { categoryFields, fromWire } from './wire';

const productSchema = tolerant(domainProduct, 'Produkte', ['title']);
const categorySchema = tolerant(domainCategory, 'Kategorien', ['name']);
const productList = listOf(productSchema, 'Produkte');
const categoryList = listOf(categorySchema, 'Kategorien');

const queryOf = (query?: ProductQuery) => ({ search: query?.search, category: query?.category });

const productTexts = {
  list: 'Fehler beim Laden der Produkte',
  one: 'Fehler beim Laden des Produkts',
};

export function createHttpPublicProducts(http: HttpClient): Repository['publicProducts'] {
  const opts = (fallback: string) => ({ fallback, checkSuccess: true });
  const list: Repository['publicProducts']['list'] = async (query) =>
    parseData(
      productList,
      await http.get(endpoints.publicProducts, { ...opts(productTexts.list), query: queryOf(query) }),
      productTexts.list,
    );
  return {
    list,
    page: async (query, limit) => firstOf(await list(query), limit),
    featured: async () =>
      parseData(
        productList,
        await http.get(endpoints.publicProductsFeatured, opts(productTexts.list)),
        productTexts.list,
      ),
    get: async (id) =>
      parseData(productSchema, await http.get(endpoints.publicProduct(id), opts(productTexts.one)), productTexts.one),
    similar: async (id) =>
      parseData(
        productList,
        await http.get(endpoints.publicProductSimilar(id), opts(productTexts.list)),
        productTexts.list,
      ),
  };
}

export function createHttpCategories(http: HttpClient, products: Repository['products']): Repository['categories'] {
  const load = 'Fehler beim Laden der Kategorien';
  const save = 'Fehler beim Speichern der Kategorie';
  const list = async () => parseData(categoryList, await http.get(endpoints.categories, { fallback: load }));
  return {
    list,
    // SPEC §7 has no count call: counted from the two lists.
    usage: async () => {
      const [categories, all] = await Promise.all([list(), products.list()]);
      const counts: Record<string, number> = Object.fromEntries(categories.map((c) => [c.name, 0]));
      for (const product of all)
        if (product.category in counts) counts[product.category] = (counts[product.category] ?? 0) + 1;
      return counts;
    },
    listActive: async () => parseData(categoryList, await http.get(endpoints.categoriesActive, { fallback: load })),
    get: async (id) => parseData(categorySchema, await http.get(endpoints.category(id), { fallback: load })),
    // SPEC §7: create reads the category from the answer.
    create: async (draft) =>
      http.post(endpoints.categories, { json: draft }, answerOf(fromWire(categorySchema, categoryFields)), {
        fallback: save,
      }),
    update: async (id, draft) =>
      http.put(endpoints.category(id), { json: draft }, answerOf(categorySchema), { fallback: save }),
    remove: async (id) => {
      await http.delete(endpoints.category(id));
    },
  };
}
