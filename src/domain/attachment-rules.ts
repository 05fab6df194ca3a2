// Rules without zod, kept apart from the schemas in attachment.ts so that reads and first visits load no schema
// library (docs/decisions/004-lean-first-visit.md). attachment.ts re-exports everything here.
import type { AttachmentType } from './attachment';

/** Image formats the supported browsers show in an <img>. */
export const imageExtensions = ['png', 'jpg', 'jpeg', 'gif', 'webp', 'svg', 'avif', 'bmp'] as const;

/** The lower-case extension of a file name, '' without one. */
export function fileExtension(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(dot + 1).toLowerCase() : '';
}

export function hasImageExtension(name: string): boolean {
  return (imageExtensions as readonly string[]).includes(fileExtension(name));
}

/**
 * SVG can carry script: opened on its own (a new tab from its link) it would run with this site's rights, the
 * session included. Members' uploads refuse it; shipped SVG images stay, as they are ours.
 */
export function isScriptableImage(file: { name: string; type: string }): boolean {
  return file.type === 'image/svg+xml' || fileExtension(file.name) === 'svg';
}

/**
 * How an attachment is shown: images previewed, the rest offered for download. The MIME type decides when
 * there is one; attachments given by URL and stored comment files carry none, so then the name decides.
 */
export function attachmentTypeOf(file: { name: string; type: string }): AttachmentType {
  if (file.type.startsWith('image/')) return 'image';
  if (file.type === 'application/pdf' || fileExtension(file.name) === 'pdf') return 'pdf';
  if (file.type === '' && hasImageExtension(file.name)) return 'image';
  return 'other';
}

/** A link typed in as an attachment: a web address (http, https) or a file of this site ('/…'). */
export function isLinkAddress(url: string): boolean {
  if (url.startsWith('/')) return !url.startsWith('//');
  try {
    const { protocol } = new URL(url);
    return protocol === 'http:' || protocol === 'https:';
  } catch {
    return false;
  }
}

/** Schemes that run or embed content instead of linking to it; no stored attachment may use them. */
export function isScriptAddress(url: string): boolean {
  return /^\s*(javascript|vbscript|data):/i.test(url);
}
