import type { Changed, Resource } from '../changes';

/**
 * What a write to the /api changed, by its path (endpoints.ts): the resource it names, and the ones the server
 * changes with it (a comment or a task notifies people, a group's members are users). A path not listed here
 * changed 'everything'.
 */
const resourcesOfPath: readonly (readonly [RegExp, readonly Resource[]])[] = [
  [/^\/tasks\/[^/]+\/comments/, ['comments', 'notifications']],
  [/^\/comments\//, ['comments', 'notifications']],
  [/^\/tasks/, ['tasks', 'notifications']],
  [/^\/polls/, ['polls', 'notifications']],
  [/^\/notifications\/settings/, ['notifications', 'users']],
  [/^\/notifications/, ['notifications']],
  [/^\/projects/, ['projects']],
  [/^\/users/, ['users']],
  [/^\/groups/, ['groups', 'users', 'projects']],
  [/^\/(public\/)?products/, ['products']],
  [/^\/categories/, ['categories', 'products']],
  [/^\/footer-pages/, ['footerPages']],
  [/^\/whitelisted-emails/, ['whitelist']],
  [/^\/(public\/)?configurations?\//, ['configurations']],
  [/^\/contact/, ['contact']],
  [/^\/(login|logout|register)/, ['auth', 'users']],
  [/^\/password-reset/, ['passwordReset']],
];

export function changedByPath(path: string): Changed {
  const found = resourcesOfPath.find(([pattern]) => pattern.test(path));
  return found ? new Set(found[1]) : 'everything';
}
