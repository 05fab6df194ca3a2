import type { Repository } from '../repository';
import { noAnswer, type HttpClient } from './client';
import { endpoints } from './endpoints';

export function createHttpContact(http: HttpClient): Repository['contact'] {
  return {
    async send(message) {
      await http.post(endpoints.contact, { json: message }, noAnswer, {
        fallback: 'Fehler beim Senden des Kontaktformulars',
      });
    },
  };
}
