import type { ChangeListener, Changed } from '../changes';
import type { Repository } from '../repository';
import { loadedOnFirstCall } from '../repository-shape';
import { createHttpCategories } from './categories';
import { createHttpClient, type HttpClientOptions } from './client';
import { createHttpConfigurations } from './configurations';
import { createHttpContact } from './contact';
import { createHttpFooterPages } from './footer-pages';
import { createHttpPublicProducts } from './public-products';

export interface HttpRepositoryOptions extends Omit<HttpClientOptions, 'onWrite'> {
  /** The signed-in user's id, sent as a product's createdBy (SPEC §7). */
  getUserId: () => number | null;
  /** true while the server's live updates cannot be reached, false once they can again (live-events.ts). */
  onServerGone?: (gone: boolean) => void;
}

// The member and admin resources (and their schemas) load with their first call: the public pages never use them,
// nor the sign-in and registration, which load with the form's first submit.
const auth = () => import('./auth');
const admin = () => import('./admin');
const work = () => import('./work');
const member = () => import('./member');

/** The api adapter: the same port over the provider's /api. It never falls back to demo data. */
export function createHttpRepository(options: HttpRepositoryOptions): Repository {
  const { getUserId } = options;
  const listeners = new Set<ChangeListener>();
  const notify = (changed: Changed) => listeners.forEach((listener) => listener(changed));
  // Live updates load with the first call made in a session's name while a screen listens; every call then lets
  // them follow the token (a sign-in opens the stream, a sign-out closes it).
  let live: Promise<{ sync(): void }> | undefined;
  const getToken = () => {
    const token = options.getToken();
    if (listeners.size && (token || live))
      void (live ??= import('./live-events').then((m) => m.startLiveEvents({ ...options, notify }))).then((l) =>
        l.sync(),
      );
    return token;
  };
  // Which resources a path changes is known only after a write: the table loads then, not on the first visit.
  const onWrite = (path: string) => void import('./changed-by-path').then((m) => notify(m.changedByPath(path)));
  const http = createHttpClient({ ...options, getToken, onWrite });
  const products = loadedOnFirstCall('products', async () => (await admin()).createHttpProducts(http, getUserId));
  return {
    kind: 'api',
    auth: {
      ...loadedOnFirstCall('auth', async () => (await auth()).createHttpAuth(http)),
      // SPEC §7 has no call for it: the user from the login stays. Answered here, so a start does not load the rest.
      currentUser: async () => null,
    },
    passwordReset: loadedOnFirstCall('passwordReset', async () => (await auth()).createHttpPasswordReset(http)),
    users: loadedOnFirstCall('users', async () => (await admin()).createHttpUsers(http)),
    groups: loadedOnFirstCall('groups', async () => (await admin()).createHttpGroups(http)),
    projects: loadedOnFirstCall('projects', async () => (await work()).createHttpProjects(http)),
    categories: createHttpCategories(http, products),
    polls: loadedOnFirstCall('polls', async () => (await member()).createHttpPolls(http)),
    products,
    publicProducts: createHttpPublicProducts(http),
    footerPages: createHttpFooterPages(http),
    whitelist: loadedOnFirstCall('whitelist', async () => (await admin()).createHttpWhitelist(http)),
    tasks: loadedOnFirstCall('tasks', async () => (await work()).createHttpTasks(http)),
    comments: loadedOnFirstCall('comments', async () => (await work()).createHttpComments(http, getUserId)),
    configurations: createHttpConfigurations(http),
    contact: createHttpContact(http),
    notifications: loadedOnFirstCall('notifications', async () => (await member()).createHttpNotifications(http)),
    workshop: loadedOnFirstCall('workshop', async () => (await admin()).createHttpWorkshop(http)),
    files: {
      // Server files are plain URLs; a relative one resolves against the page, as the server serves it.
      open: async (url) => ({ url, release: () => {} }),
    },
    subscribe(listener) {
      listeners.add(listener);
      getToken();
      return () => listeners.delete(listener);
    },
    demo: null,
  };
}
