import { projectGroupDraftSchema } from '../../src/domain/project-group-draft';
import { userDraftSchema } from '../../src/domain/user-draft';
import { whitelistDraftSchema } from '../../src/domain/whitelist-draft';
import { draftOf } from './drafts';
import { SIGN_IN_LIMIT, adminJson, guestJson, noBody } from './intake';
import { body, num, type Route } from './wire';

/** Users, project groups and the registration whitelist of SPEC §7. */
export const peopleRoutes: Route[] = [
  ['GET', /^\/users$/, async ({ repo }) => ({ data: await repo.users.list() })],
  [
    'POST',
    /^\/users$/,
    async ({ repo, request }) => ({ data: await repo.users.create(draftOf(userDraftSchema, await body(request))) }),
    adminJson,
  ],
  [
    'PUT',
    /^\/users\/(\d+)$/,
    async ({ repo, params, request }) => ({
      data: await repo.users.update(num(params[0]), draftOf(userDraftSchema, await body(request))),
    }),
    adminJson,
  ],
  [
    'DELETE',
    /^\/users\/(\d+)$/,
    async ({ repo, params }) => repo.users.remove(num(params[0])).then(() => ({ success: true })),
    noBody,
  ],
  ['GET', /^\/groups$/, async ({ repo }) => ({ data: await repo.groups.list() })],
  [
    'POST',
    /^\/groups$/,
    async ({ repo, request }) => ({
      data: await repo.groups.create(draftOf(projectGroupDraftSchema, await body(request))),
    }),
    adminJson,
  ],
  [
    'PUT',
    /^\/groups\/(\d+)$/,
    async ({ repo, params, request }) => ({
      data: await repo.groups.update(num(params[0]), draftOf(projectGroupDraftSchema, await body(request))),
    }),
    adminJson,
  ],
  [
    'DELETE',
    /^\/groups\/(\d+)$/,
    async ({ repo, params }) => repo.groups.remove(num(params[0])).then(() => ({ success: true })),
    noBody,
  ],
  ['GET', /^\/whitelisted-emails$/, async ({ repo }) => ({ data: await repo.whitelist.list() })],
  [
    'POST',
    /^\/whitelisted-emails$/,
    async ({ repo, request }) => ({
      data: await repo.whitelist.create(draftOf(whitelistDraftSchema, await body(request))),
    }),
    adminJson,
  ],
  [
    'POST',
    /^\/whitelisted-emails\/check$/,
    async ({ repo, request }) => ({ allowed: await repo.whitelist.check(String((await body(request)).email ?? '')) }),
    guestJson(SIGN_IN_LIMIT),
  ],
  [
    'PUT',
    /^\/whitelisted-emails\/(\d+)$/,
    async ({ repo, params, request }) => ({
      data: await repo.whitelist.update(num(params[0]), draftOf(whitelistDraftSchema, await body(request))),
    }),
    adminJson,
  ],
  [
    'DELETE',
    /^\/whitelisted-emails\/(\d+)$/,
    async ({ repo, params }) => repo.whitelist.remove(num(params[0])).then(() => ({ success: true })),
    noBody,
  ],
];
