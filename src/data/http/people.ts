import * as z from 'zod/mini';
import { projectGroupSchema } from '../../domain/project-group';
import { whitelistedEmailSchema } from '../../domain/whitelist';
import type { Repository } from '../repository';
import type { HttpClient } from './client';
import { endpoints } from './endpoints';
import * as messages from '../../domain/core-messages';
import { listOf, parseData } from './parse';
import { fromWire, groupFields, wireUserSchema } from './wire';

export function createHttpUsers(http: HttpClient): Repository['users'] {
  return {
    list: async () => parseData(listOf(wireUserSchema), await http.get(endpoints.users, { fallback: 'Fehler beim Laden der Benutzer' })),
    create: async (draft) => parseData(wireUserSchema, await http.post(endpoints.users, { json: draft }, { fallback: 'Fehler beim Speichern des Benutzers' })),
    update: async (id, draft) => parseData(wireUserSchema, await http.put(endpoints.user(id), { json: draft }, { fallback: 'Fehler beim Speichern des Benutzers' })),
    remove: async (id) => {
      await http.delete(endpoints.user(id), { fallback: 'Fehler beim Löschen des Benutzers' });
    },
  };
}

export function createHttpGroups(http: HttpClient): Repository['groups'] {
  const group = fromWire(projectGroupSchema, groupFields);
  return {
    list: async () => parseData(listOf(group), await http.get(endpoints.groups, { fallback: 'Fehler beim Laden der Projektgruppen' })),
    create: async (draft) => parseData(group, await http.post(endpoints.groups, { json: draft }, { fallback: 'Fehler beim Speichern der Projektgruppe' })),
    update: async (id, draft) => parseData(group, await http.put(endpoints.group(id), { json: draft }, { fallback: 'Fehler beim Speichern der Projektgruppe' })),
    remove: async (id) => {
      await http.delete(endpoints.group(id), { fallback: 'Fehler beim Löschen der Projektgruppe' });
    },
  };
}

export function createHttpWhitelist(http: HttpClient): Repository['whitelist'] {
  return {
    list: async () => parseData(listOf(whitelistedEmailSchema), await http.get(endpoints.whitelist, { fallback: 'Fehler beim Laden der Whitelist' })),
    create: async (draft) =>
      parseData(whitelistedEmailSchema, await http.post(endpoints.whitelist, { json: { isActive: true, ...draft } }, { fallback: 'Fehler beim Erstellen der Einladungen' })),
    update: async (id, draft) => parseData(whitelistedEmailSchema, await http.put(endpoints.whitelistEntry(id), { json: draft })),
    remove: async (id) => {
      await http.delete(endpoints.whitelistEntry(id), { fallback: 'Fehler beim Entfernen aus der Whitelist' });
    },
    // DECISION: the answer's shape is not shown. A boolean, or `allowed` / `whitelisted` / `isWhitelisted` in the
    // answer, decides; an answer without any of them lets the registration go on, and the server's own check at
    // /register has the last word (refusing here would block every registration on a server that answers otherwise).
    async check(email): Promise<boolean> {
      const answer: unknown = parseData(z.unknown(), await http.post(endpoints.whitelistCheck, { json: { email } }, { fallback: messages.genericShort }));
      if (typeof answer === 'boolean') return answer;
      const flags = z.object({ allowed: z.optional(z.boolean()), whitelisted: z.optional(z.boolean()), isWhitelisted: z.optional(z.boolean()) });
      const parsed = flags.safeParse(answer);
      return parsed.success ? (parsed.data.allowed ?? parsed.data.whitelisted ?? parsed.data.isWhitelisted ?? true) : true;
    },
  };
}
