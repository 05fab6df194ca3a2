// Shared by the build (scripts/prerender-plugin.ts), the inline guard, the app's start and the demo store's
// connection; it imports nothing, so the app's entry stays free of the guard's code.

/** Attribute on `#root` naming the path a pre-rendered page was rendered for. */
export const PRERENDER_MARK = 'data-prerendered';
/**
 * Attribute on `#root` while it holds the site's header above a loading notice, kept from the HTML by the inline
 * guard for a page the app draws by script: the header's controls are there before the app's handlers.
 */
export const LOADING_LAYOUT_MARK = 'data-loading-layout';
/** The marks the inline scripts read and set, as they are passed to them. */
export const PRERENDER_MARKS = { page: PRERENDER_MARK, layout: LOADING_LAYOUT_MARK };
export type PrerenderMarks = typeof PRERENDER_MARKS;
/** Id of the JSON script holding the loader data a pre-rendered page was rendered from. */
export const PRERENDER_DATA_ID = 'prerender-data';
/** The session's localStorage key (SPEC §9, `TOKEN_KEY` in src/stores/session.ts; a test keeps them equal). */
export const SESSION_TOKEN_KEY = 'token';
/**
 * Set in localStorage once this browser's demo store holds public content other than the build's sample data
 * (an admin edited a product, say), cleared by 'Demodaten zurücksetzen': the pre-rendered pages would show the
 * sample data until the app replaced it.
 */
export const OWN_PUBLIC_DATA_KEY = 'kiz-demo-public-changed';
