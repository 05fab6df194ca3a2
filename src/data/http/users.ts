import type { Repository } from '../repository';
import type { HttpClient } from './client';
import { endpoints } from './endpoints';
import { answerOf, listOf, parseData } from './parse';
import { wireUserSchema } from './wire-user';
import * as texts from '../texts';

export function createHttpUsers(http: HttpClient): Repository['users'] {
  return {
    list: async () =>
      parseData(
        listOf(wireUserSchema, 'Benutzer'),
        await http.get(endpoints.users, { fallback: texts.userLoadFailed }),
      ),
    create: async (draft) =>
      http.post(endpoints.users, { json: draft }, answerOf(wireUserSchema), {
        fallback: texts.userSaveFailed,
      }),
    update: async (id, draft) =>
      http.put(endpoints.user(id), { json: draft }, answerOf(wireUserSchema), {
        fallback: texts.userSaveFailed,
      }),
    remove: async (id) => {
      await http.delete(endpoints.user(id), { fallback: texts.userRemoveFailed });
    },
  };
}
