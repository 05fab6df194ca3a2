import type { Params } from 'react-router-dom';

/**
 * A route's `handle` that names its page in the breadcrumbs, from the route's loader data (a detail page's item),
 * or nothing when there is no item to name (not found, failed).
 */
export interface CrumbHandle {
  crumb: (data: unknown, params: Params) => string | undefined;
}

/**
 * The handle for a route module, named from its loader data. A loader that failed (the server went away while the
 * page re-read) leaves no data: then there is nothing to name, and the route's error shows, not a crash of the layout.
 */
export function crumbHandle<D>(crumb: (data: D) => string | undefined): CrumbHandle {
  return { crumb: (data) => (data === undefined ? undefined : crumb(data as D)) };
}

/** The handle for a route without a loader, named from its address. */
export function paramsCrumbHandle(crumb: (params: Params) => string | undefined): CrumbHandle {
  return { crumb: (_data, params) => crumb(params) };
}
