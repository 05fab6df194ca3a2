import type { Repository } from '../repository';
import { noAnswer, type HttpClient } from './client';
import { endpoints } from './endpoints';
import { answerOf, listOf, parseData } from './parse';
import { notificationPlan } from './read-plans/notification';
import { tolerant } from './tolerant';
import { readWireUser } from './wire-user';

const readNotification = tolerant(notificationPlan, 'Benachrichtigungen', ['title']);

// A member resource: loaded with its first call (create-http-repository.ts), not with a public page's first visit.
export function createHttpNotifications(http: HttpClient): Repository['notifications'] {
  return {
    list: async () =>
      parseData(listOf(readNotification, 'Benachrichtigungen'), await http.get(endpoints.notifications)),
    markRead: async (id) => {
      await http.post(endpoints.notificationRead(id), undefined, noAnswer);
    },
    markAllRead: async () => {
      await http.post(endpoints.notificationsReadAll, undefined, noAnswer);
    },
    updateSettings: async (settings) =>
      http.put(endpoints.notificationSettings, { json: settings }, answerOf(readWireUser)),
  };
}
