import { matchRoutes } from 'react-router-dom';
import { pageModules, preloadPageCode, type PageCode } from './page-code';
import { routes } from './router';

afterEach(() => {
  document.head.innerHTML = '';
  window.history.replaceState(null, '', '/');
});

test.each(pageModules)('%s loads %s in the route table', async (pattern, module) => {
  const path = pattern.replace(/:\w+/g, '7');
  const leaf = matchRoutes(routes, path)?.at(-1)?.route;
  if (typeof leaf?.lazy !== 'function') throw new Error(`${path} has no route of its own that loads its module`);
  const loaded = Object.values(await leaf.lazy());
  const exported = Object.values((await import(/* @vite-ignore */ `../../${module}`)) as Record<string, unknown>);
  expect(loaded.length).toBeGreaterThan(0);
  expect(loaded.filter((value) => !exported.includes(value))).toEqual([]);
});

const code: PageCode = {
  files: [
    '/assets/adapter.js',
    '/assets/catalogue.js',
    '/assets/catalogue.css',
    '/assets/detail.js',
    '/assets/home.js',
  ],
  everyPage: [0],
  pages: [
    ['/', [4]],
    ['/produkte', [1, 2]],
    ['/produkte/:id', [3]],
  ],
};

/** The links the script adds on a page at `path`, as the browser would see them. */
function linksAt(path: string) {
  window.history.replaceState(null, '', path);
  new Function(`(${preloadPageCode.toString()})(${JSON.stringify(code)})`)();
  return [...document.head.querySelectorAll('link')].map((link) => [
    link.getAttribute('rel'),
    link.getAttribute('as'),
    link.getAttribute('crossorigin'),
    link.getAttribute('href'),
  ]);
}

test('it asks for the adapter and the page: scripts as module preloads, style sheets as preloads, both without credentials', () => {
  expect(linksAt('/produkte')).toEqual([
    ['modulepreload', null, '', '/assets/adapter.js'],
    ['modulepreload', null, '', '/assets/catalogue.js'],
    ['preload', 'style', '', '/assets/catalogue.css'],
  ]);
});

test.each([
  ['/produkte/12', ['/assets/adapter.js', '/assets/detail.js']],
  ['/Produkte/12/', ['/assets/adapter.js', '/assets/detail.js']],
  ['/', ['/assets/adapter.js', '/assets/home.js']],
  ['/produkte/12/bilder', ['/assets/adapter.js']],
  ['/produkte//', ['/assets/adapter.js', '/assets/catalogue.js', '/assets/catalogue.css']],
  ['/impressum', ['/assets/adapter.js']],
])('on %s it asks for %j', (path, files) => {
  expect(linksAt(path).map((link) => link[3])).toEqual(files);
});
