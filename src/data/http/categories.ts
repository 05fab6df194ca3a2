import type { Repository } from '../repository';
import type { HttpClient } from './client';
import { endpoints } from './endpoints';
import { answerOf, listOf, parseData } from './parse';
import { categoryPlan } from './read-plans/category';
import { tolerant } from './tolerant';
import { categoryFields, fromWire } from './wire';

const readCategory = tolerant(categoryPlan, 'Kategorien', ['name']);
const readCategories = listOf(readCategory, 'Kategorien');

export function createHttpCategories(http: HttpClient, products: Repository['products']): Repository['categories'] {
  const load = 'Fehler beim Laden der Kategorien';
  const save = 'Fehler beim Speichern der Kategorie';
  const list = async () => parseData(readCategories, await http.get(endpoints.categories, { fallback: load }));
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
    listActive: async () => parseData(readCategories, await http.get(endpoints.categoriesActive, { fallback: load })),
    get: async (id) => parseData(readCategory, await http.get(endpoints.category(id), { fallback: load })),
    // SPEC §7: create reads the category from the answer.
    create: async (draft) =>
      http.post(endpoints.categories, { json: draft }, answerOf(fromWire(readCategory, categoryFields)), {
        fallback: save,
      }),
    update: async (id, draft) =>
      http.put(endpoints.category(id), { json: draft }, answerOf(readCategory), { fallback: save }),
    remove: async (id) => {
      await http.delete(endpoints.category(id));
    },
  };
}
