import type { DemoControls, Repository } from './repository';
import { mapMethods, type PortMethod } from './wrap-port';

export type Resources = Omit<Repository, 'kind' | 'subscribe' | 'demo'> & { demo: DemoControls };
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
  workshop: { room: true },
  files: { open: true },
} as const satisfies { [R in Exclude<keyof Resources, 'demo'>]: EveryName<Resources[R]> };
/** Apart: only the demo's stand-in needs them, and an api build then carries none of them. */
const demoNames = {
  accountsNow: true,
  signInAs: true,
  mailbox: true,
  reset: true,
  exportData: true,
  importData: true,
  storageInfo: true,
  requestPersistence: true,
  inMemory: true,
  open: true,
} as const satisfies EveryName<Omit<DemoControls, 'accounts' | 'sampleMembers'>>;

export type ResourceName = keyof Resources;

/** Resource name → the names of its methods (values such as the demo's sample accounts are not methods). */
export type RepositoryShape = Readonly<Partial<Record<ResourceName, readonly string[]>>>;

/** Every resource with its method names; a function, so a build that never asks (the api build) drops it. */
export function repositoryShape(): RepositoryShape {
  return Object.fromEntries(
    Object.entries({ ...names, demo: demoNames }).map(([resource, methods]) => [resource, Object.keys(methods)]),
  );
}

const notHereYet: PortMethod = () => Promise.reject(new TypeError('noch nicht geladen'));

/** The resources `shape` names, each method made by `make`: a port for an implementation that is not here yet. */
export function portOfShape(shape: RepositoryShape, make: (resource: string, method: string) => PortMethod): Resources {
  const named = Object.entries(shape).map(([resource, methods]): [string, unknown] => [
    resource,
    Object.fromEntries(methods.map((method) => [method, notHereYet])),
  ]);
  // The shape is checked against the port's type above; tests pass a smaller one for a smaller store.
  return mapMethods(named, (resource, method) => make(resource, method)) as Resources;
}

/** Calls `resource.method` on `target`, so a wrapper can forward to an implementation it holds. */
export function callMethod(target: object, resource: string, method: string, args: unknown[]): Promise<unknown> {
  const implementation: unknown = Reflect.get(target, method);
  if (typeof implementation !== 'function') throw new TypeError(`${resource}.${method} fehlt`);
  return Reflect.apply(implementation, target, args) as Promise<unknown>;
}

/**
 * A resource whose implementation loads with its first call; until then each method waits for it. Lets an
 * adapter keep the code (and schemas) of resources a visit may never use out of its first download.
 */
export function loadedOnFirstCall<R extends Exclude<ResourceName, 'demo'>>(
  resource: R,
  load: () => Promise<Resources[R]>,
): Resources[R] {
  let loaded: Promise<Resources[R]> | null = null;
  const port = portOfShape({ [resource]: Object.keys(names[resource]) }, (_, method) => async (...args) => {
    loaded ??= load();
    return callMethod(await loaded, resource, method, args);
  });
  return port[resource];
}
