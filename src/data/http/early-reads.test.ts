import { firstReads, startEarlyReads } from './first-reads';
import { SESSION_TOKEN_KEY } from '../../lib/prerender-marks';
import { EARLY_READS_KEY, takeEarlyRead } from './early-reads';

const fetches: string[] = [];

beforeEach(() => {
  fetches.length = 0;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      fetches.push(url);
      return new Response('[]');
    }),
  );
  localStorage.clear();
  delete globalThis.__kizEarlyReads;
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
  window.history.replaceState(null, '', '/');
});

/** The page's inline script, run at `url`. */
function loadPage(url: string) {
  window.history.replaceState(null, '', url);
  startEarlyReads('/api', firstReads, SESSION_TOKEN_KEY, EARLY_READS_KEY, window as unknown as Record<string, unknown>);
}

test("a guest's page starts what every page reads and its own reads", () => {
  loadPage('/produkte/');
  expect(fetches).toEqual([...firstReads.everyPage, ...firstReads.pages['/produkte']!].map((path) => `/api${path}`));
});

test('with a query only what every page reads: the page reads what the query asks', () => {
  loadPage('/produkte?kategorie=2');
  expect(fetches).toEqual(firstReads.everyPage.map((path) => `/api${path}`));
});

test('a stored session starts nothing: its reads carry its token', () => {
  localStorage.setItem(SESSION_TOKEN_KEY, 'abc');
  loadPage('/');
  expect(fetches).toEqual([]);
  expect(takeEarlyRead('/api/public/products/featured')).toBeUndefined();
});

test("an element named like the script's table is no answer", () => {
  // What a browser's window shows for elements with that id: a collection from window's prototype chain, whose
  // named items cannot be deleted.
  const named = new Proxy({}, { get: () => document.body, deleteProperty: () => false });
  const windowProperties = Object.getPrototypeOf(globalThis) as object;
  Object.defineProperty(windowProperties, EARLY_READS_KEY, { value: named, configurable: true });
  try {
    expect(() => takeEarlyRead('/api/x')).not.toThrow();
    expect(takeEarlyRead('/api/x')).toBeUndefined();
  } finally {
    Reflect.deleteProperty(windowProperties, EARLY_READS_KEY);
  }
});

test('each answer is taken once, for its own address', async () => {
  loadPage('/');
  const url = '/api/public/configurations/hero';
  expect(takeEarlyRead('/api/public/configurations/service-hero')).toBeUndefined();
  expect(await takeEarlyRead(url)).toBeInstanceOf(Response);
  expect(takeEarlyRead(url)).toBeUndefined();
});

test('an answer left untaken for ten seconds is read anew', () => {
  vi.useFakeTimers();
  loadPage('/');
  vi.advanceTimersByTime(10_000);
  expect(takeEarlyRead('/api/public/configurations/hero')).toBeUndefined();
});

test('a read that fails before anyone takes it is no error of the page', async () => {
  vi.stubGlobal(
    'fetch',
    vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
  );
  const unhandled = vi.fn();
  process.on('unhandledRejection', unhandled);
  loadPage('/');
  await new Promise((resolve) => setTimeout(resolve, 0));
  process.off('unhandledRejection', unhandled);
  expect(unhandled).not.toHaveBeenCalled();
  await expect(takeEarlyRead('/api/public/configurations/hero')).rejects.toThrow('Failed to fetch');
});
