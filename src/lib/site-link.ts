/** A press or click with the main button and no key held; the others open new tabs and windows, the browser's way. */
export const isPlainClick = (event: MouseEvent) =>
  event.button === 0 && !(event.metaKey || event.ctrlKey || event.shiftKey || event.altKey);

/**
 * The path of the link at or around `target`, with its query and fragment, if the app itself would follow it (this
 * site, same tab, no download).
 */
export function sitePathOf(target: EventTarget | null): string | null {
  const link = target instanceof Element ? target.closest('a[href]') : null;
  return link instanceof HTMLAnchorElement &&
    link.origin === window.location.origin &&
    !link.target &&
    !link.hasAttribute('download')
    ? link.pathname + link.search + link.hash
    : null;
}
