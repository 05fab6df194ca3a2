import { projectGroupSchema } from '../../domain/project-group';
import type { Repository } from '../repository';
import { isRecord, type HttpClient } from './client';
import { endpoints } from './endpoints';
import { answerOf, listOf, parseData } from './parse';
import { tolerant } from './tolerant';
import { fromWire, type Fields } from './wire';
import * as texts from '../texts';

/** SPEC §3 ProjectGroup: members (users) in answers, memberIds in payloads. */
function groupFields(raw: Fields): Fields {
  const { members } = raw;
  return {
    ...raw,
    memberIds:
      raw.memberIds ?? (Array.isArray(members) ? members.map((member) => (isRecord(member) ? member.id : member)) : []),
    adminId: raw.adminId ?? null,
  };
}

export function createHttpGroups(http: HttpClient): Repository['groups'] {
  const group = fromWire(tolerant(projectGroupSchema, 'Projektgruppen', ['name']), groupFields);
  return {
    list: async () =>
      parseData(listOf(group, 'Projektgruppen'), await http.get(endpoints.groups, { fallback: texts.groupLoadFailed })),
    create: async (draft) =>
      http.post(endpoints.groups, { json: draft }, answerOf(group), {
        fallback: texts.groupSaveFailed,
      }),
    update: async (id, draft) =>
      http.put(endpoints.group(id), { json: draft }, answerOf(group), {
        fallback: texts.groupSaveFailed,
      }),
    remove: async (id) => {
      await http.delete(endpoints.group(id), { fallback: texts.groupRemoveFailed });
    },
  };
}
