import type { RouteObject } from 'react-router-dom';
import { allRoutes } from '../app/router';

/** Every route in the app's tree, each with what its lazily loaded module adds (its loader, its shouldRevalidate). */
export async function loadedRoutes(list?: RouteObject[]): Promise<RouteObject[]> {
  list ??= await allRoutes();
  const loaded: RouteObject[] = [];
  for (const route of list) {
    const own = typeof route.lazy === 'function' ? { ...route, ...(await route.lazy()) } : route;
    loaded.push(own as RouteObject, ...(await loadedRoutes(route.children ?? [])));
  }
  return loaded;
}
