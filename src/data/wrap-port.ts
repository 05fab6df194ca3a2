/*
 * Kept apart from repository-shape.ts: the 401 handler wraps the port on every first visit, and the shape's method
 * table should load only with the adapters that need it.
 */

/** A port method as a wrapper sees it: arguments and result pass through untouched. */
export type PortMethod = (...args: unknown[]) => Promise<unknown>;

/** Turns one method into the function callers get; `original` is the method wrapped. */
export type MethodWrapper = (resource: string, method: string, original: PortMethod) => PortMethod;

/**
 * The one place a port's methods are wrapped, as ra-core wraps a data provider: every method of every resource
 * passes through `wrap`; values that are not methods stay as they are. Every wrapper of the port (the 401 handler,
 * the demo store's gate, the worker's stand-in, a resource loaded with its first call) is built on it.
 */
export function mapMethods(resources: [string, unknown][], wrap: MethodWrapper): Record<string, unknown> {
  return Object.fromEntries(
    resources.map(([resource, methods]) => [
      resource,
      methods && typeof methods === 'object'
        ? Object.fromEntries(
            Object.entries(methods).map(([method, value]) => [
              method,
              typeof value === 'function'
                ? wrap(resource, method, (...args) => Reflect.apply(value, methods, args) as Promise<unknown>)
                : value,
            ]),
          )
        : methods,
    ]),
  );
}

/** `port` with each method replaced by what `wrap` makes of it; the result has the port's type. */
export function wrapPort<T extends object>(port: T, wrap: MethodWrapper): T {
  return { ...port, ...(mapMethods(Object.entries(port), wrap) as Partial<T>) };
}
