import type { Repository } from '../repository';
import type { HttpClient } from './client';
import { endpoints } from './endpoints';
import { answerOf, listOf, parseData } from './parse';
import { footerPagePlan } from './read-plans/footer-page';
import { tolerant } from './tolerant';

const readFooterPage = tolerant(footerPagePlan, 'Fußzeilenseiten', ['title', 'slug']);
const readFooterPages = listOf(readFooterPage, 'Fußzeilenseiten');

export function createHttpFooterPages(http: HttpClient): Repository['footerPages'] {
  const save = 'Fehler beim Speichern der Seite';
  return {
    list: async (status) => parseData(readFooterPages, await http.get(endpoints.footerPages, { query: { status } })),
    bySlug: async (slug) =>
      parseData(
        readFooterPage,
        await http.get(endpoints.footerPageBySlug(slug), { fallback: 'Fehler beim Laden der Seite' }),
      ),
    create: async (draft) =>
      http.post(endpoints.footerPages, { json: draft }, answerOf(readFooterPage), { fallback: save }),
    update: async (id, draft) =>
      http.put(endpoints.footerPage(id), { json: draft }, answerOf(readFooterPage), { fallback: save }),
    remove: async (id) => {
      await http.delete(endpoints.footerPage(id), { fallback: 'Fehler beim Löschen der Seite' });
    },
  };
}
