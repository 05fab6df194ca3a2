import { notificationSchema } from '../../domain/notification';
import { firstOf } from '../../domain/page';
import { matchesPollSearch, pollSchema } from '../../domain/poll';
import type { Repository } from '../repository';
import type { HttpClient } from './client';
import { endpoints } from './endpoints';
import { listOf, parseData } from './parse';
import { wireUserSchema } from './wire';

// Member resources: loaded with their first call (create-http-repository.ts), not with a public page's first visit.

export function createHttpPolls(http: HttpClient): Repository['polls'] {
  const load = 'Fehler beim Laden der Umfrage';
  const list = async () => parseData(listOf(pollSchema), await http.get(endpoints.polls));
  return {
    list,
    // The provider's API has no paging or search (SPEC §7): the page is cut from the full answer.
    page: async (query, limit) => {
      return firstOf((await list()).filter((poll) => matchesPollSearch(poll, query.search ?? '')), limit);
    },
    active: async () => parseData(listOf(pollSchema), await http.get(endpoints.pollsActive)),
    get: async (id) => parseData(pollSchema, await http.get(endpoints.poll(id), { fallback: load }), load),
    create: async (draft) => parseData(pollSchema, await http.post(endpoints.polls, { json: draft })),
    update: async (id, draft) => parseData(pollSchema, await http.put(endpoints.poll(id), { json: draft })),
    remove: async (id) => {
      await http.delete(endpoints.poll(id));
    },
    vote: async (pollId, optionId) => parseData(pollSchema, await http.post(endpoints.pollVote(pollId), { json: { optionId } }, { fallback: 'Fehler beim Abstimmen' })),
  };
}

export function createHttpNotifications(http: HttpClient): Repository['notifications'] {
  return {
    list: async () => parseData(listOf(notificationSchema), await http.get(endpoints.notifications)),
    markRead: async (id) => {
      await http.post(endpoints.notificationRead(id));
    },
    markAllRead: async () => {
      await http.post(endpoints.notificationsReadAll);
    },
    updateSettings: async (settings) => parseData(wireUserSchema, await http.put(endpoints.notificationSettings, { json: settings })),
  };
}
