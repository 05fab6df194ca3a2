import { credentialsSchema, passwordResetSchema, registrationSchema } from '../../src/domain/auth-draft';
import { contactMessageSchema } from '../../src/domain/contact';
import { notificationSettingsSchema } from '../../src/domain/notification';
import { draftOf, parsedBy } from './drafts';
import { CONTACT_LIMIT, REGISTRATION_LIMIT, SIGN_IN_LIMIT, guestJson, memberJson, noBody } from './intake';
import { body, num, type Route } from './wire';

/** Sign-in, registration, password reset, contact and the notifications of SPEC §7. */
export const accountRoutes: Route[] = [
  [
    'POST',
    /^\/login$/,
    async ({ repo, request }) => repo.auth.login(draftOf(credentialsSchema, await body(request))),
    guestJson(SIGN_IN_LIMIT),
  ],
  [
    'POST',
    /^\/logout$/,
    async ({ repo }) => repo.auth.logout().then(() => ({ success: true })),
    { ...noBody, guest: true },
  ],
  [
    'POST',
    /^\/register$/,
    async ({ repo, request }) => ({
      success: true,
      message: await repo.auth.register(draftOf(registrationSchema, await body(request))),
    }),
    guestJson(REGISTRATION_LIMIT),
  ],
  [
    'POST',
    /^\/password-reset\/request$/,
    async ({ repo, request }) =>
      repo.passwordReset.request(String((await body(request)).email ?? '')).then(() => ({ success: true })),
    guestJson(SIGN_IN_LIMIT),
  ],
  [
    'POST',
    /^\/password-reset\/reset$/,
    async ({ repo, request }) =>
      repo.passwordReset.reset(draftOf(passwordResetSchema, await body(request))).then(() => ({ success: true })),
    guestJson(SIGN_IN_LIMIT),
  ],
  [
    'POST',
    /^\/contact$/,
    async ({ repo, request }) =>
      repo.contact.send(draftOf(contactMessageSchema, await body(request))).then(() => ({ success: true })),
    guestJson(CONTACT_LIMIT),
  ],
  ['GET', /^\/notifications$/, async ({ repo }) => ({ data: await repo.notifications.list() })],
  [
    'POST',
    /^\/notifications\/(\d+)\/read$/,
    async ({ repo, params }) => repo.notifications.markRead(num(params[0])).then(() => ({ success: true })),
    noBody,
  ],
  [
    'POST',
    /^\/notifications\/read-all$/,
    async ({ repo }) => repo.notifications.markAllRead().then(() => ({ success: true })),
    noBody,
  ],
  [
    'PUT',
    /^\/notifications\/settings$/,
    async ({ repo, request }) => ({
      data: await repo.notifications.updateSettings(parsedBy(notificationSettingsSchema, await body(request))),
    }),
    memberJson,
  ],
];
