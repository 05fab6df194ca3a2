import { categorySchema as domainCategory } from '../../domain/category';
import { firstOf } from '../../domain/page';
import { keptFeatures } from '../../domain/product-rules';
import { productSchema as domainProduct, type ProductDraft, type ProductQuery } from '../../domain/product';
import { NotFoundError } from '../errors';
import type { Repository } from '../repository';
import type { HttpClient } from './client';
import { endpoints } from './endpoints';
import { answerOf, appendFiles, formData, listOf, parseData } from './parse';
import { tolerant } from './tolerant';
import { categoryFields, fromWire } from './wire';

const productSchema = tolerant(domainProduct, 'Produkte', ['title']);
const categorySchema = tolerant(domainCategory, 'Kategorien', ['name']);
const productList = listOf(productSchema, 'Produkte');
const categoryList = listOf(categorySchema, 'Kategorien');

const productTexts = {
  list: 'Fehler beim Laden der Produkte',
  one: 'Fehler beim Laden des Produkts',
  create: 'Fehler beim Erstellen des Produkts',
  update: 'Fehler beim Aktualisieren des Produkts',
  remove: 'Fehler beim Löschen des Produkts',
};

/**
 * SPEC §7: image or imageUrl, additionalImages (files) or additionalImageUrls; arrays as JSON text; createdBy.
 * Features as SPEC §3 and §5 give them: empty rows dropped, each with its sortOrder.
 */
function productForm(draft: ProductDraft, createdBy: number | null): FormData {
  const { image, imageUrl, additionalImages = [], additionalFiles = [], features, ...fields } = draft;
  const form = formData({
    ...fields,
    features: features && keptFeatures(features),
    createdBy: createdBy ?? undefined,
    image: image ? new File([image.blob], image.name, { type: image.type }) : undefined,
    imageUrl: image ? undefined : imageUrl,
    additionalImageUrls: additionalImages,
  });
  return appendFiles(form, 'additionalImages', additionalFiles);
}

const queryOf = (query?: ProductQuery) => ({ search: query?.search, category: query?.category });


/** `getUserId` gives the signed-in user's id, which SPEC §7 sends as createdBy with every product form. */
export function createHttpProducts(http: HttpClient, getUserId: () => number | null): Repository['products'] {
  const opts = (fallback: string) => ({ fallback, checkSuccess: true });
  const list: Repository['products']['list'] = async (query) =>
    parseData(productList, await http.get(endpoints.products, { ...opts(productTexts.list), query: queryOf(query) }), productTexts.list);
  return {
    list,
    // The provider's API has no paging (SPEC §7): the page is cut from the full answer.
    page: async (query, limit) => firstOf(await list(query), limit),
    get: async (id) => {
      const found = (await list()).find((product) => product.id === id);
      if (!found) throw new NotFoundError(productTexts.one);
      return found;
    },
    create: async (draft) => http.post(endpoints.products, { form: productForm(draft, getUserId()) }, answerOf(productSchema), opts(productTexts.create)),
    update: async (id, draft) =>
      http.post(endpoints.productUpdate(id), { form: productForm(draft, getUserId()) }, answerOf(productSchema), opts(productTexts.update)),
    remove: async (id) => {
      await http.delete(endpoints.product(id), opts(productTexts.remove));
    },
  };
}

export function createHttpPublicProducts(http: HttpClient): Repository['publicProducts'] {
  const opts = (fallback: string) => ({ fallback, checkSuccess: true });
  const list: Repository['publicProducts']['list'] = async (query) =>
    parseData(productList, await http.get(endpoints.publicProducts, { ...opts(productTexts.list), query: queryOf(query) }), productTexts.list);
  return {
    list,
    page: async (query, limit) => firstOf(await list(query), limit),
    featured: async () => parseData(productList, await http.get(endpoints.publicProductsFeatured, opts(productTexts.list)), productTexts.list),
    get: async (id) => parseData(productSchema, await http.get(endpoints.publicProduct(id), opts(productTexts.one)), productTexts.one),
    similar: async (id) => parseData(productList, await http.get(endpoints.publicProductSimilar(id), opts(productTexts.list)), productTexts.list),
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
      for (const product of all) if (product.category in counts) counts[product.category] = (counts[product.category] ?? 0) + 1;
      return counts;
    },
    listActive: async () => parseData(categoryList, await http.get(endpoints.categoriesActive, { fallback: load })),
    get: async (id) => parseData(categorySchema, await http.get(endpoints.category(id), { fallback: load })),
    // SPEC §7: create reads the category from the answer.
    create: async (draft) => http.post(endpoints.categories, { json: draft }, answerOf(fromWire(categorySchema, categoryFields)), { fallback: save }),
    update: async (id, draft) => http.put(endpoints.category(id), { json: draft }, answerOf(categorySchema), { fallback: save }),
    remove: async (id) => {
      await http.delete(endpoints.category(id));
    },
  };
}
