import { firstOf } from '../../domain/page';
import type { ProductQuery } from '../../domain/product-rules';
import type { Repository } from '../repository';
import type { HttpClient } from './client';
import { endpoints } from './endpoints';
import { listOf, parseData } from './parse';
import { productPlan } from './read-plans/product';
import { tolerant } from './tolerant';

const readProduct = tolerant(productPlan, 'Produkte', ['title']);
const readProducts = listOf(readProduct, 'Produkte');

const queryOf = (query?: ProductQuery) => ({ search: query?.search, category: query?.category });

const productTexts = {
  list: 'Fehler beim Laden der Produkte',
  one: 'Fehler beim Laden des Produkts',
};

export function createHttpPublicProducts(http: HttpClient): Repository['publicProducts'] {
  const opts = (fallback: string) => ({ fallback, checkSuccess: true });
  const list: Repository['publicProducts']['list'] = async (query) =>
    parseData(
      readProducts,
      await http.get(endpoints.publicProducts, { ...opts(productTexts.list), query: queryOf(query) }),
      productTexts.list,
    );
  return {
    list,
    page: async (query, limit) => firstOf(await list(query), limit),
    featured: async () =>
      parseData(
        readProducts,
        await http.get(endpoints.publicProductsFeatured, opts(productTexts.list)),
        productTexts.list,
      ),
    get: async (id) =>
      parseData(readProduct, await http.get(endpoints.publicProduct(id), opts(productTexts.one)), productTexts.one),
    similar: async (id) =>
      parseData(
        readProducts,
        await http.get(endpoints.publicProductSimilar(id), opts(productTexts.list)),
        productTexts.list,
      ),
  };
}
