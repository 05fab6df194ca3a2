import createDOMPurify, { type Config, type DOMPurify } from 'dompurify';
import { readEnv } from '../lib/read-env';

/**
 * Admin-authored HTML (footer pages) may format text, link and show the site's own images; nothing else.
 * - Scripts, event handlers and unsafe URLs: DOMPurify's HTML profile.
 * - Inline styles and `<style>`: a `position: fixed` in the content would cover the page, and the admin form
 *   around its preview.
 * - Forms and their controls: a content page that asks for input could pass for the site's own form and send
 *   it elsewhere. Their text stays; the controls go.
 * - Images and media from other sites: every view would tell that site who reads the page, and the
 *   Content-Security-Policy (img-src) would block them anyway. An `<img>` whose source is not a file of this site
 *   or its API, nor a `data:image/`, goes entirely; other elements lose such a source. A `blob:` URL ends with
 *   the tab that made it, so stored content never has a working one. `srcset` goes: its candidate list would
 *   each need the check, and the content never needs responsive images.
 */
const config: Config = {
  USE_PROFILES: { html: true },
  FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select', 'option', 'optgroup', 'datalist'],
  FORBID_ATTR: ['style', 'srcset'],
};

/** Attributes whose URL the browser loads by itself, without a click. */
const resourceAttributes = new Set(['src', 'poster', 'background']);

/** This site and its API (the same unless the API lives on another origin: `VITE_API_BASE_URL`). */
const siteOrigins = () => [window.location.origin, new URL(readEnv().apiBaseUrl, window.location.href).origin];

function isSiteResource(value: string | null, { image }: { image: boolean }): boolean {
  if (!value) return false;
  if (image && /^data:image\//i.test(value.trim())) return true;
  let url: URL;
  try {
    url = new URL(value, document.baseURI);
  } catch {
    return false;
  }
  return (url.protocol === 'https:' || url.protocol === 'http:') && siteOrigins().includes(url.origin);
}

let purifier: DOMPurify | null = null;

/** An instance of its own, created at first use (in a browser), so its hooks touch no other DOMPurify user. */
function contentPurifier(): DOMPurify {
  if (purifier) return purifier;
  const instance = createDOMPurify(window);
  instance.addHook('uponSanitizeElement', (node, { tagName }) => {
    if (tagName === 'img' && node instanceof Element && !isSiteResource(node.getAttribute('src'), { image: true })) {
      node.parentNode?.removeChild(node);
    }
  });
  instance.addHook('uponSanitizeAttribute', (node, event) => {
    if (
      resourceAttributes.has(event.attrName) &&
      !isSiteResource(event.attrValue, { image: node.localName === 'img' })
    ) {
      event.keepAttr = false;
    }
  });
  purifier = instance;
  return instance;
}

/** The admin's HTML with only what a content page may carry (see above). */
export function sanitizeContentHtml(html: string): string {
  return contentPurifier().sanitize(html, config);
}
