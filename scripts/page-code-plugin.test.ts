import type { Manifest } from 'vite';
import { pageModules } from '../src/app/page-code';
import { pageCodeOf, withPageCode } from './page-code-plugin';

const landing = pageModules[0]![1];
const login = pageModules[1]![1];
const chunk = (file: string, more: Partial<Manifest[string]> = {}) => ({ file, ...more });
/** A build whose listed pages share a chunk with each other and one with the entry, as the real build's do. */
const manifest: Manifest = {
  'index.html': chunk('assets/entry.js', { isEntry: true, imports: ['_shared-with-entry.js'] }),
  '_shared-with-entry.js': chunk('assets/react.js'),
  '_card.js': chunk('assets/card.js', { imports: ['_shared-with-entry.js'], css: ['assets/card.css'] }),
  'src/data/http/create-http-repository.ts': chunk('assets/adapter.js', { imports: ['_client.js'] }),
  '_client.js': chunk('assets/client.js'),
  [landing]: chunk('assets/landing.js', { imports: ['_card.js', '_client.js'] }),
  ...Object.fromEntries(pageModules.slice(1).map(([, module], i) => [module, chunk(`assets/page-${i}.js`)])),
  [login]: chunk('assets/login.js', { imports: ['_card.js'] }),
};

test("each page gets its chunks' scripts and style sheets, without what the entry or the adapter brings", () => {
  const code = pageCodeOf(manifest, 'src/data/http/create-http-repository.ts');
  const files = (indexes: readonly number[]) => indexes.map((index) => code.files[index]);
  expect(files(code.everyPage)).toEqual(['/assets/client.js', '/assets/adapter.js']);
  const pages = Object.fromEntries(code.pages.map(([pattern, indexes]) => [pattern, files(indexes)]));
  expect(pages['/']).toEqual(['/assets/card.js', '/assets/card.css', '/assets/landing.js']);
  expect(pages['/login']).toEqual(['/assets/card.js', '/assets/card.css', '/assets/login.js']);
  // Each file is named once in the page.
  expect(new Set(code.files).size).toBe(code.files.length);
  expect(() =>
    pageCodeOf({ 'index.html': manifest['index.html']! }, 'src/data/http/create-http-repository.ts'),
  ).toThrow('kein Chunk');
});

test("the script comes before the app's script and style sheet, which would hold it up", () => {
  const template = [
    '<!doctype html><html><head><meta charset="UTF-8" /><title>x</title>',
    '<script type="module" crossorigin src="/assets/entry.js"></script>',
    '<link rel="stylesheet" crossorigin href="/assets/entry.css">',
    '</head><body><div id="root"></div></body></html>',
  ].join('');
  const html = withPageCode(template, { files: [], everyPage: [], pages: [] });
  expect(html.indexOf('<script>(function preloadPageCode')).toBeGreaterThan(html.indexOf('<title>'));
  expect(html.indexOf('<script>(function preloadPageCode')).toBeLessThan(html.indexOf('<script type="module"'));
  expect(() => withPageCode('<html><head></head></html>', { files: [], everyPage: [], pages: [] })).toThrow(
    'kein Modul-Skript',
  );
});
