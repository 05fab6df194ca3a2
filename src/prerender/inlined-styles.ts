/**
 * Runs inline in a page that carries stylesheets in a `<style>` (serialised with toString, so it uses nothing from
 * outside). Each gets a disabled `<link>`, so Vite's loader, which looks for a chunk's stylesheets before it adds
 * them, neither fetches nor waits for them when a route's chunk loads. Created here rather than written into the
 * HTML, because Chromium's preload scanner fetches a disabled `<link>` in markup anyway.
 */
export function markInlinedStyles(hrefs: string[]): void {
  for (const href of hrefs) {
    const link = document.createElement('link');
    link.disabled = true;
    link.rel = 'stylesheet';
    link.href = href;
    document.head.appendChild(link);
  }
}

export const inlinedStylesScript = (hrefs: string[]) => `(${markInlinedStyles.toString()})(${JSON.stringify(hrefs)})`;
