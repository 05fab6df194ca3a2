import type { Repository } from '../repository';
import type { HttpClient } from './client';
import { endpoints } from './endpoints';
import { answerOf, listOf, parseData } from './parse';
import { wireUserSchema } from './wire-user';

export function createHttpUsers(http: HttpClient): Repository['users'] {
  return {
    list: async () =>
      parseData(
        listOf(wireUserSchema, 'Benutzer'),
        await http.get(endpoints.users, { fallback: 'Fehler beim Laden der Benutzer' }),
      ),
    create: async (draft) =>
      http.post(endpoints.users, { json: draft }, answerOf(wireUserSchema), {
        fallback: 'Fehler beim Speichern des Benutzers',
      }),
    update: async (id, draft) =>
      http.put(endpoints.user(id), { json: draft }, answerOf(wireUserSchema), {
        fallback: 'Fehler beim Speichern des Benutzers',
      }),
    remove: async (id) => {
      await http.delete(endpoints.user(id), { fallback: 'Fehler beim Löschen des Benutzers' });
    },
  };
}
