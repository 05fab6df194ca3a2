export interface EntryAssets {
  /** The app's entry module. */
  entry: string;
  /** Modules the entry imports statically, fetched alongside it. */
  preloads: string[];
}

/**
 * Runs inline at the end of a pre-rendered page (serialised with toString, so it uses nothing from outside).
 * A page that keeps its markup is readable without script, so the app's code is fetched once the page has been
 * painted: on a slow connection the HTML, its images and the first paint do not share the line with ~150 KiB of
 * script. A page whose markup the guard dropped needs the app at once.
 */
export function loadEntryAfterPaint(root: HTMLElement | null, mark: string, assets: EntryAssets): void {
  let loaded = false;
  function load() {
    if (loaded) return;
    loaded = true;
    for (const href of assets.preloads) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      document.head.appendChild(link);
    }
    const script = document.createElement('script');
    script.type = 'module';
    script.crossOrigin = '';
    script.src = assets.entry;
    document.head.appendChild(script);
  }
  if (!root || !root.hasAttribute(mark) || document.visibilityState === 'hidden') return load();
  const paintObservable =
    typeof PerformanceObserver !== 'undefined' && PerformanceObserver.supportedEntryTypes.includes('paint');
  if (paintObservable) {
    const painted = (entries: PerformanceEntryList) => entries.some((entry) => entry.name === 'first-contentful-paint');
    if (painted(performance.getEntriesByType('paint'))) return load();
    const observer = new PerformanceObserver((list) => {
      if (!painted(list.getEntries())) return;
      observer.disconnect();
      load();
    });
    observer.observe({ type: 'paint' });
  } else {
    // The timer runs after the frame that requestAnimationFrame's callback precedes, i.e. after the paint.
    requestAnimationFrame(() => setTimeout(load, 0));
  }
  // For a paint that is never reported.
  setTimeout(load, 1000);
}

export const entryLoaderScript = (mark: string, assets: EntryAssets) =>
  `(${loadEntryAfterPaint.toString()})(document.getElementById('root'),${JSON.stringify(mark)},${JSON.stringify(assets)})`;
