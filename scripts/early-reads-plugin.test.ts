import { createHttpClient } from '../src/data/http/client';
import { earlyReadsScript, withEarlyReads } from './early-reads-plugin';

const template = [
  '<!doctype html><html><head><meta charset="UTF-8" /><title>x</title>',
  '<script type="module" crossorigin src="/assets/index.js"></script>',
  '<link rel="stylesheet" crossorigin href="/assets/index.css">',
  '</head><body><div id="root"></div></body></html>',
].join('');

afterEach(() => {
  vi.unstubAllGlobals();
  window.history.replaceState(null, '', '/');
  delete globalThis.__kizEarlyReads;
});

test("the script comes before the app's script and style sheet, which would hold it up", () => {
  const html = withEarlyReads(template, '/api');
  expect(html.indexOf('<script>(function startEarlyReads')).toBeGreaterThan(html.indexOf('<title>'));
  expect(html.indexOf('<script>(function startEarlyReads')).toBeLessThan(html.indexOf('<script type="module"'));
  expect(() => withEarlyReads('<html><head></head></html>', '/api')).toThrow('kein Modul-Skript');
});

test('as written into the page, it starts the reads the client then takes, for an API on another origin too', async () => {
  const fetched: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      fetched.push(url);
      return new Response(JSON.stringify({ data: [] }));
    }),
  );
  // The script as the browser gets it on a page with no reads of its own: a string, run without its module.
  window.history.replaceState(null, '', '/login');
  new Function(earlyReadsScript('https://api.example/api/'))();
  expect(fetched).toEqual(['https://api.example/api/footer-pages?status=published']);

  const own = vi.fn(async () => new Response('{}'));
  const http = createHttpClient({ baseUrl: 'https://api.example/api/', getToken: () => null, fetch: own });
  expect(await http.get('/footer-pages', { query: { status: 'published' } })).toEqual({ data: [] });
  expect(own).not.toHaveBeenCalled();
});
