// @vitest-environment node
// The bench's screens re-read what the app's screens re-read: their reads are compared with the app's route
// modules and loaders (read as text, since importing them would pull the whole app into the bench), and the
// decision for a few changes is the app's own (changes.ts).
import { readFileSync } from 'node:fs';
import type { Changed } from '../../../src/data/changes';
import type { Shown } from './decide';
import { rereadsFor, SCREENS, SHELL, type ScreenName } from './screens';

const SHOWN: Shown = { taskId: 7, projectId: 3, pollId: 7 };
const source = (path: string) => readFileSync(path, 'utf8');

/** The string items of the array literal starting at `from` in `text`, with spreads of consts and ids filled in. */
function arrayAt(text: string, from: number): string[] {
  const start = text.indexOf('[', from);
  const end = text.indexOf(']', start);
  const body = text.slice(start + 1, end);
  const items: string[] = [];
  for (const [, quoted, template, spread] of body.matchAll(/'([^']*)'|`([^`]*)`|\.\.\.(\w+)/g)) {
    if (spread) items.push(...arrayAt(text, text.search(new RegExp(`const ${spread} = \\[`))));
    else
      items.push(
        (quoted ?? template ?? '')
          .replace(/\$\{(Number\()?id\)?\}/g, String(SHOWN.taskId))
          .replace(/\$\{task\.projectId\}/g, String(SHOWN.projectId)),
      );
  }
  return items;
}

/**
 * What a route reads: the `reading(…)` its module's shouldRevalidate is made of, else the one of its entry in
 * router.tsx; 'everything' when neither says.
 */
function routeReads(file: string, path: string): string[] | 'everything' {
  const module = source(file);
  const own = module.search(/\breading\(/);
  if (own > -1) return arrayAt(module, own);
  const router = source('src/app/router.tsx');
  const at = router.indexOf(`path: '${path}'`);
  expect(at, `router.tsx has no route '${path}'`).toBeGreaterThan(-1);
  const route = router.slice(at, router.indexOf('lazy:', at));
  return route.includes('reading(') ? arrayAt(router, at + route.indexOf('reading(')) : 'everything';
}

/** A loader's parts' reads, in order; a loader without loaderPart reads all it reads on any change. */
function partReads(file: string): (string[] | 'everything')[] {
  const text = source(file);
  const calls = [...text.matchAll(/loaderPart\(\s*(?:'[^']*'|`[^`]*`)\s*,/g)];
  return calls.length ? calls.map((call) => arrayAt(text, call.index)) : ['everything'];
}

const LOADERS: Record<ScreenName, string> = {
  dashboard: 'src/features/dashboard/dashboard-route.tsx',
  task: 'src/features/tasks/task-detail-route.tsx',
  poll: 'src/features/polls/poll-data.ts',
  catalogue: 'src/features/products/catalogue-route.tsx',
};
const asList = (reads: readonly string[] | 'everything') => (reads === 'everything' ? reads : [...reads]);

test.each(Object.keys(SCREENS) as ScreenName[])(
  'the %s screen reads what its route and loader say (else update screens.ts)',
  (screen) => {
    const model = SCREENS[screen];
    expect(asList(model.route(SHOWN)), 'the route').toEqual(routeReads(LOADERS[screen], model.path));
    expect(
      model.parts.map((part) => asList(part.reads(SHOWN))),
      LOADERS[screen],
    ).toEqual(partReads(LOADERS[screen]));
  },
);

test('the shell reads the footer pages (root route) and the notifications (the bell) as the app does', () => {
  const router = source('src/app/router.tsx');
  expect(arrayAt(router, router.indexOf('reading(', router.indexOf('loader: loadSiteData')))).toEqual([
    ...SHELL.footer,
  ]);
  const bell = source('src/features/notifications/notification-data.ts');
  expect(arrayAt(bell, bell.indexOf('reads:'))).toEqual([...SHELL.notifications]);
});

const changed = (...keys: string[]) => new Set(keys) as unknown as Changed;

test('a screen re-reads only what a change names of it', () => {
  const comment = changed('comments task 1');
  expect(rereadsFor('task', comment, { taskId: 1, projectId: 3 })).toEqual({
    parts: ['comments'],
    notificationLists: 0,
    footer: false,
  });
  expect(rereadsFor('task', comment, { taskId: 2, projectId: 3 }).parts).toEqual([]);
  expect(rereadsFor('dashboard', comment, {}).parts).toEqual([]);
  expect(rereadsFor('poll', changed('polls poll 4'), { pollId: 4 }).parts).toEqual(['loader']);
  expect(rereadsFor('poll', changed('polls poll 4'), { pollId: 5 }).parts).toEqual([]);
  expect(rereadsFor('dashboard', changed('polls poll 4', 'notifications'), {})).toEqual({
    parts: ['polls'],
    notificationLists: 2,
    footer: false,
  });
  expect(rereadsFor('catalogue', 'everything', {}).parts).toEqual(['loader']);
});
