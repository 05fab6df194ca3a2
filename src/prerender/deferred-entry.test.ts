import { entryLoaderScript, loadEntryAfterPaint, type EntryAssets } from './deferred-entry';
import { PRERENDER_MARK } from '../lib/prerender-marks';

const assets: EntryAssets = {
  entry: '/assets/index-abc.js',
  preloads: ['/assets/react-abc.js'],
};

function page(keepsMarkup: boolean) {
  document.head.innerHTML = '';
  document.body.innerHTML = `<div id="root"${keepsMarkup ? ` ${PRERENDER_MARK}="/"` : ''}><h1>Start</h1></div>`;
  return document.getElementById('root');
}

const entryScript = () => document.head.querySelector<HTMLScriptElement>('script[type="module"]');

describe('loadEntryAfterPaint', () => {
  beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout', 'requestAnimationFrame'] }));
  afterEach(() => vi.useRealTimers());

  it('without paint timing, fetches the app after the frame that paints the pre-rendered page', () => {
    loadEntryAfterPaint(page(true), PRERENDER_MARK, assets);
    expect(entryScript()).toBeNull();
    vi.advanceTimersToNextFrame();
    expect(entryScript()).toBeNull();
    // The timer set in the frame: the fake clock runs a zero delay one millisecond on.
    vi.advanceTimersByTime(1);
    expect(entryScript()?.src).toMatch(/\/assets\/index-abc\.js$/);
    const preload = document.head.querySelector<HTMLLinkElement>('link[rel="modulepreload"]');
    expect(preload?.href).toMatch(/\/assets\/react-abc\.js$/);
    // Once only, though the safety timer fires as well.
    vi.advanceTimersByTime(1000);
    expect(document.head.querySelectorAll('script[type="module"]')).toHaveLength(1);
  });

  it('waits for the first contentful paint where the browser reports it', () => {
    type Report = (list: { getEntries: () => PerformanceEntryList }) => void;
    const observed: { report?: Report } = {};
    class PaintObserver {
      static supportedEntryTypes = ['paint'];
      constructor(callback: Report) {
        observed.report = callback;
      }
      observe() {}
      disconnect() {}
    }
    vi.stubGlobal('PerformanceObserver', PaintObserver);
    try {
      loadEntryAfterPaint(page(true), PRERENDER_MARK, assets);
      vi.advanceTimersToNextFrame();
      vi.advanceTimersByTime(1);
      expect(entryScript()).toBeNull();
      observed.report?.({ getEntries: () => [{ name: 'first-paint' } as PerformanceEntry] });
      expect(entryScript()).toBeNull();
      observed.report?.({ getEntries: () => [{ name: 'first-contentful-paint' } as PerformanceEntry] });
      expect(entryScript()).not.toBeNull();
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('fetches the app at once when the guard dropped the markup', () => {
    loadEntryAfterPaint(page(false), PRERENDER_MARK, assets);
    expect(entryScript()).not.toBeNull();
  });

  it('runs as the inline script, without anything from outside', () => {
    page(false);
    new Function(entryLoaderScript(PRERENDER_MARK, assets))();
    expect(entryScript()).not.toBeNull();
  });
});
