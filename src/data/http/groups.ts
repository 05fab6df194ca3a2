import type { Repository } from '../repository';
import { isRecord, type HttpClient } from './client';
import { adminCollectionCalls } from './admin-collection';
import { endpoints } from './endpoints';
import { projectGroupPlan } from './read-plans/project-group';
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
  const group = fromWire(tolerant(projectGroupPlan, 'Projektgruppen', ['name']), groupFields);
  return adminCollectionCalls(http, {
    path: endpoints.groups,
    entry: endpoints.group,
    read: group,
    resource: 'Projektgruppen',
    failed: { load: texts.groupLoadFailed, save: texts.groupSaveFailed, remove: texts.groupRemoveFailed },
  });
}
