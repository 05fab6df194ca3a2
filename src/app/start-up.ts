/** Safety net for a visible page whose first paint is never reported. */
const FIRST_PAINT_WAIT_MS = 3000;

/**
 * Resolves once the browser has shown the page's first content. Starting the app only then keeps its work
 * (opening the store, hydrating) from delaying the paint of a pre-rendered page. A hidden tab paints nothing,
 * and a browser without paint timing cannot tell: both start at once.
 */
export function afterFirstPaint(): Promise<void> {
  return new Promise((resolve) => {
    const painted = () => performance.getEntriesByName('first-contentful-paint').length > 0;
    const measurable =
      typeof PerformanceObserver !== 'undefined' && PerformanceObserver.supportedEntryTypes.includes('paint');
    if (painted() || !measurable || document.visibilityState === 'hidden') return resolve();
    const observer = new PerformanceObserver(() => {
      if (painted()) done();
    });
    const timer = setTimeout(done, FIRST_PAINT_WAIT_MS);
    function done() {
      observer.disconnect();
      clearTimeout(timer);
      resolve();
    }
    observer.observe({ type: 'paint' });
  });
}

/**
 * Ends the current task so the browser can paint and answer input in between: start-up steps each stay short
 * instead of adding up to one long task.
 */
export function yieldToBrowser(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/** Longest wait for an idle moment once the page has loaded: a page that is never idle still gets its turn. */
const IDLE_WAIT_MS = 5000;

/**
 * Resolves once the page has loaded and the browser then has an idle moment. Work that the visitor does not
 * see (installing the service worker, which downloads the whole app for offline use) waits for it, so it does not
 * compete with the first visit's own downloads and start-up on a slow phone.
 */
export function afterLoadWhenIdle(): Promise<void> {
  return new Promise((resolve) => {
    const whenIdle = () => {
      // Not every browser has idle callbacks (Safari).
      if (typeof window.requestIdleCallback === 'function')
        window.requestIdleCallback(() => resolve(), { timeout: IDLE_WAIT_MS });
      else setTimeout(resolve, 0);
    };
    if (document.readyState === 'complete') whenIdle();
    else window.addEventListener('load', whenIdle, { once: true });
  });
}
