import type { Repository } from '../repository';
import { createHttpAuth, createHttpPasswordReset } from './auth';
import { createHttpCategories, createHttpProducts, createHttpPublicProducts } from './catalogue';
import { createHttpClient, type HttpClientOptions } from './client';
import { createHttpConfigurations, createHttpContact, createHttpFooterPages, createHttpNotifications, createHttpPolls } from './content';
import { createHttpGroups, createHttpUsers, createHttpWhitelist } from './people';
import { createHttpComments, createHttpProjects, createHttpTasks } from './work';

export interface HttpRepositoryOptions extends Omit<HttpClientOptions, 'onWrite'> {
  /** The signed-in user's id, sent as a product's createdBy (SPEC §7). */
  getUserId: () => number | null;
}

/** The api adapter: the same port over the provider's /api. It never falls back to demo data. */
export function createHttpRepository(options: HttpRepositoryOptions): Repository {
  const { getUserId, ...clientOptions } = options;
  const listeners = new Set<() => void>();
  const http = createHttpClient({ ...clientOptions, onWrite: () => listeners.forEach((listener) => listener()) });
  const products = createHttpProducts(http, getUserId);
  return {
    kind: 'api',
    auth: createHttpAuth(http),
    passwordReset: createHttpPasswordReset(http),
    users: createHttpUsers(http),
    groups: createHttpGroups(http),
    projects: createHttpProjects(http),
    categories: createHttpCategories(http, products),
    polls: createHttpPolls(http),
    products,
    publicProducts: createHttpPublicProducts(http),
    footerPages: createHttpFooterPages(http),
    whitelist: createHttpWhitelist(http),
    tasks: createHttpTasks(http),
    comments: createHttpComments(http),
    configurations: createHttpConfigurations(http),
    contact: createHttpContact(http),
    notifications: createHttpNotifications(http),
    files: {
      // Server files are plain URLs; a relative one resolves against the page, as the server serves it.
      open: async (url) => ({ url, release: () => {} }),
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    demo: null,
  };
}
