import { body, num, type Route } from './wire';

/** Sign-in, registration, password reset, contact and the notifications of SPEC §7. */
export const accountRoutes: Route[] = [
  ['POST', /^\/login$/, async ({ repo, request }) => repo.auth.login((await body(request)) as never)],
  ['POST', /^\/logout$/, async ({ repo }) => repo.auth.logout().then(() => ({ success: true }))],
  [
    'POST',
    /^\/register$/,
    async ({ repo, request }) => ({ success: true, message: await repo.auth.register((await body(request)) as never) }),
  ],
  [
    'POST',
    /^\/password-reset\/request$/,
    async ({ repo, request }) =>
      repo.passwordReset.request(String((await body(request)).email ?? '')).then(() => ({ success: true })),
  ],
  [
    'POST',
    /^\/password-reset\/reset$/,
    async ({ repo, request }) =>
      repo.passwordReset.reset((await body(request)) as never).then(() => ({ success: true })),
  ],
  [
    'POST',
    /^\/contact$/,
    async ({ repo, request }) => repo.contact.send((await body(request)) as never).then(() => ({ success: true })),
  ],
  ['GET', /^\/notifications$/, async ({ repo }) => ({ data: await repo.notifications.list() })],
  [
    'POST',
    /^\/notifications\/(\d+)\/read$/,
    async ({ repo, params }) => repo.notifications.markRead(num(params[0])).then(() => ({ success: true })),
  ],
  [
    'POST',
    /^\/notifications\/read-all$/,
    async ({ repo }) => repo.notifications.markAllRead().then(() => ({ success: true })),
  ],
  [
    'PUT',
    /^\/notifications\/settings$/,
    async ({ repo, request }) => ({ data: await repo.notifications.updateSettings((await body(request)) as never) }),
  ],
];
