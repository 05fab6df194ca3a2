import type { Params } from 'react-router-dom';

/**
 * A route's `handle` that names its page in the breadcrumbs, from the route's loader data (a detail page's item),
 * or nothing when there is no item to name (not found, failed).
 */
export interface CrumbHandle {
  crumb: (data: unknown, params: Params) => string | undefined;
}

/** The handle for a route module, typed by its loader data. */
export function crumbHandle<D>(crumb: (data: D, params: Params) => string | undefined): CrumbHandle {
  return { crumb: crumb as CrumbHandle['crumb'] };
}
