import type { DemoControls, Repository } from './repository';

type Resources = Omit<Repository, 'kind' | 'subscribe' | 'demo'> & { demo: DemoControls };
type EveryName<T> = { readonly [K in keyof T]-?: true };

/*
 * Every resource and method of the repository port, for adapters that must answer a call before the code behind
 * it has loaded: the demo's stand-in for its worker (the store starts with the first call) and the HTTP adapter's
 * member and admin resources. Checked against the port's type: a method missing here, or listed here but not in
 * the port, does not compile.
 */
const names = {
  auth: { login: true, logout: true, register: true, currentUser: true },
  passwordReset: { request: true, reset: true },
  users: { list: true, create: true, update: true, remove: true },
  groups: { list: true, create: true, update: true, remove: true },
  projects: {
    list: true,
    page: true,
    countByGroup: true,
    get: true,
    featured: true,
    ofMyGroups: true,
    create: true,
    update: true,
    remove: true,
  },
  categories: { list: true, listActive: true, usage: true, get: true, create: true, update: true, remove: true },
  products: { list: true, page: true, get: true, create: true, update: true, remove: true },
  publicProducts: { list: true, page: true, featured: true, get: true, similar: true },
  footerPages: { list: true, bySlug: true, create: true, update: true, remove: true },
  configurations: { get: true, getPublic: true, save: true, remove: true },
  polls: { list: true, page: true, active: true, get: true, create: true, update: true, remove: true, vote: true },
  whitelist: { list: true, create: true, update: true, remove: true, check: true },
  tasks: {
    list: true,
    byProject: true,
    pageOfProject: true,
    summaries: true,
    assignedTo: true,
    get: true,
    users: true,
    create: true,
    update: true,
    remove: true,
  },
  comments: { byTask: true, create: true, like: true, likes: true },
  contact: { send: true },
  notifications: { list: true, markRead: true, markAllRead: true, updateSettings: true },
  files: { open: true },
} as const satisfies { [R in Exclude<keyof Resources, 'demo'>]: EveryName<Resources[R]> };
/** Apart: only the demo's stand-in needs them, and an api build then carries none of them. */
const demoNames = {
  accounts: true,
  sampleMembers: true,
  accountsNow: true,
  signInAs: true,
  mailbox: true,
  reset: true,
  exportData: true,
  importData: true,
  storageInfo: true,
  requestPersistence: true,
  inMemory: true,
} as const satisfies EveryName<Resources['demo']>;

export type ResourceName = keyof Resources;

/** Resource name → method names. */
export type RepositoryShape = Record<string, string[]>;

/** Every resource with its method names; a function, so a build that never asks (the api build) drops it. */
export function repositoryShape(): RepositoryShape {
  return Object.fromEntries(
    Object.entries({ ...names, demo: demoNames }).map(([resource, methods]) => [resource, Object.keys(methods)]),
  );
}

/**
 * A resource whose implementation loads with its first call; until then each method waits for it. Lets an
 * adapter keep the code (and schemas) of resources a visit may never use out of its first download.
 */
export function loadedOnFirstCall<R extends Exclude<ResourceName, 'demo'>>(
  resource: R,
  load: () => Promise<Repository[R]>,
): Repository[R] {
  let loaded: Promise<Repository[R]> | null = null;
  const methods = Object.keys(names[resource]).map((method) => [
    method,
    async (...args: unknown[]) => {
      loaded ??= load();
      const target = await loaded;
      const implementation: unknown = Reflect.get(target, method);
      if (typeof implementation !== 'function') throw new TypeError(`${resource}.${method} fehlt`);
      return Reflect.apply(implementation, target, args);
    },
  ]);
  return Object.fromEntries(methods) as Repository[R];
}
