import type { Repository } from '../repository';
import type { HttpClient } from './client';
import { adminCollectionCalls } from './admin-collection';
import { endpoints } from './endpoints';
import { readWireUser } from './wire-user';
import * as texts from '../texts';

export function createHttpUsers(http: HttpClient): Repository['users'] {
  return adminCollectionCalls(http, {
    path: endpoints.users,
    entry: endpoints.user,
    read: readWireUser,
    resource: 'Benutzer',
    failed: { load: texts.userLoadFailed, save: texts.userSaveFailed, remove: texts.userRemoveFailed },
  });
}
