import { footerPageSchema as domainFooterPage } from '../../domain/footer-page';
import type { Repository } from '../repository';
import type { HttpClient } from './client';
import { endpoints } from './endpoints';
import { answerOf, listOf, parseData } from './parse';
import { tolerant } from './tolerant';

const footerPageSchema = tolerant(domainFooterPage, 'Fußzeilenseiten', ['title', 'slug']);
const footerPageList = listOf(footerPageSchema, 'Fußzeilenseiten');

export function createHttpFooterPages(http: HttpClient): Repository['footerPages'] {
  const save = 'Fehler beim Speichern der Seite';
  return {
    list: async (status) => parseData(footerPageList, await http.get(endpoints.footerPages, { query: { status } })),
    bySlug: async (slug) =>
      parseData(
        footerPageSchema,
        await http.get(endpoints.footerPageBySlug(slug), { fallback: 'Fehler beim Laden der Seite' }),
      ),
    create: async (draft) =>
      http.post(endpoints.footerPages, { json: draft }, answerOf(footerPageSchema), { fallback: save }),
    update: async (id, draft) =>
      http.put(endpoints.footerPage(id), { json: draft }, answerOf(footerPageSchema), { fallback: save }),
    remove: async (id) => {
      await http.delete(endpoints.footerPage(id), { fallback: 'Fehler beim Löschen der Seite' });
    },
  };
}
