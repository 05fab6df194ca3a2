import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { RouteObject } from 'react-router-dom';
import { reservedSlugs } from '../domain/footer-page-draft';
import { routes } from './router';

/** The fixed first path segment of every route; dynamic ones (':slug', '*') are where footer pages live. */
function firstSegments(list: RouteObject[]): string[] {
  return list.flatMap((route) => {
    // Pathless layout and guard routes (and index routes) pass their place on to their children.
    if (route.path === undefined) return firstSegments(route.children ?? []);
    const first = route.path.replace(/^\//, '').split('/')[0] ?? '';
    return first === '' || first.startsWith(':') || first === '*' ? [] : [first];
  });
}

test('every first path segment of the router is a reserved footer page slug', () => {
  const segments = [...new Set(firstSegments(routes))];
  // The walk itself works: it reaches routes inside layout and guard routes.
  expect(segments).toEqual(expect.arrayContaining(['login', 'demo-postfach', 'dashboard', 'admin']));
  expect(segments.filter((s) => !reservedSlugs.includes(s))).toEqual([]);
});

test('every folder the build serves from public/ is a reserved footer page slug', () => {
  const folders = readdirSync(join(import.meta.dirname, '../../public'), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
  expect(folders.filter((name) => !reservedSlugs.includes(name))).toEqual([]);
});
