/** Every method name of a resource, so that a lazy stand-in can offer them before its module loads. */
export type MethodNames<R> = { readonly [K in keyof R]: true };

/**
 * A resource whose module loads on its first call. A guest's first visit (landing, catalogue, login
 * screen) needs none of the member and admin resources, so their code stays off the first visit
 * (docs/decisions/004-lean-first-visit.md). `methods` must name every method: the type checker
 * refuses a missing or unknown one.
 */
export function lazyResource<R extends object>(load: () => Promise<R>, methods: MethodNames<R>): R {
  let loaded: Promise<R> | undefined;
  const standIn: Record<string, (...args: unknown[]) => Promise<unknown>> = {};
  for (const name of Object.keys(methods)) {
    standIn[name] = async (...args) => {
      loaded ??= load();
      const resource = await loaded;
      const method: unknown = Reflect.get(resource, name);
      if (typeof method !== 'function') throw new TypeError(`${name} fehlt in der Demo-Ressource`);
      return method.apply(resource, args);
    };
  }
  // Each method of R is present and forwards to R's own; TypeScript cannot see that through the loop.
  return standIn as R;
}
