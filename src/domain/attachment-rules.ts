// Rules without zod, kept apart from the schemas in attachment.ts so that reads and first visits load no schema
// library (docs/decisions/004-lean-first-visit.md). These names are imported from here only.
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

/** A MIME type's essence: 'Image/SVG+XML; charset=utf-8' is 'image/svg+xml'. Parameters never change what a file is. */
export function mimeEssence(type: string): string {
  return (type.split(';')[0] ?? '').trim().toLowerCase();
}

/** A format an upload may have: its one stored type, the extensions it is named with and other names browsers give it. */
interface UploadFormat {
  type: string;
  extensions: readonly string[];
  aliases?: readonly string[];
}

// Raster formats only. SVG can carry script: opened on its own (a new tab from its link) it would run with this
// site's rights, the session included, so no upload may be SVG; shipped SVG images stay, as they are ours.
const imageFormats: readonly UploadFormat[] = [
  { type: 'image/png', extensions: ['png'] },
  { type: 'image/jpeg', extensions: ['jpg', 'jpeg'], aliases: ['image/jpg', 'image/pjpeg'] },
  { type: 'image/gif', extensions: ['gif'] },
  { type: 'image/webp', extensions: ['webp'] },
  { type: 'image/avif', extensions: ['avif'] },
  { type: 'image/bmp', extensions: ['bmp'], aliases: ['image/x-bmp', 'image/x-ms-bmp'] },
];
const pdfFormat: UploadFormat = { type: 'application/pdf', extensions: ['pdf'], aliases: ['application/x-pdf'] };
const ooxml = 'application/vnd.openxmlformats-officedocument';
const officeFormats: readonly UploadFormat[] = [
  { type: 'application/msword', extensions: ['doc'] },
  { type: `${ooxml}.wordprocessingml.document`, extensions: ['docx'] },
  { type: 'application/vnd.ms-excel', extensions: ['xls'] },
  { type: `${ooxml}.spreadsheetml.sheet`, extensions: ['xlsx'] },
  { type: 'application/vnd.ms-powerpoint', extensions: ['ppt'] },
  { type: `${ooxml}.presentationml.presentation`, extensions: ['pptx'] },
];

/** What an upload may be: a comment's files (SPEC §5), a task's files (SPEC §5), or a picture of the site. */
export type UploadRule = 'comment' | 'task' | 'image';

const formatsOf: Record<UploadRule, readonly UploadFormat[]> = {
  comment: [...imageFormats, pdfFormat],
  task: [...imageFormats, pdfFormat, ...officeFormats],
  image: imageFormats,
};

// The refusals of uploads live here rather than in messages.ts: that module's shared chunk loads at every start,
// while these texts are only needed where files are picked or stored.
export const imageFileType = 'Erlaubt sind nur Bilder im Format PNG, JPEG, GIF, WebP, AVIF oder BMP.';
export const fileContentMismatch = (name: string) =>
  `Der Inhalt der Datei „${name}“ passt nicht zu ihrem Dateityp. Bitte wählen Sie die Datei in ihrem ursprünglichen Format.`;

/** The stored types that are shown as images; anything else is only ever offered as a download. */
export const uploadImageTypes: readonly string[] = imageFormats.map((f) => f.type);

/** Every type an upload can be stored with; a file of any other type is served as bytes to save. */
export const uploadTypes: readonly string[] = formatsOf.task.map((f) => f.type);

/**
 * The type an upload is stored with, when its name and its declared type agree on one of the rule's formats; null
 * otherwise. A browser that does not know a format declares none ('' or application/octet-stream): then the name
 * decides, and the first bytes must confirm it (upload-check.ts) before anything is stored.
 */
export function uploadTypeOf(file: { name: string; type: string }, rule: UploadRule): string | null {
  const extension = fileExtension(file.name);
  const format = formatsOf[rule].find((f) => f.extensions.includes(extension));
  if (!format) return null;
  const declared = mimeEssence(file.type);
  const agrees =
    declared === '' ||
    declared === 'application/octet-stream' ||
    declared === format.type ||
    !!format.aliases?.includes(declared);
  return agrees ? format.type : null;
}

/**
 * How an attachment is shown: images previewed, the rest offered for download. The MIME type decides when
 * there is one; attachments given by URL and stored comment files carry none, so then the name decides.
 */
export function attachmentTypeOf(file: { name: string; type: string }): AttachmentType {
  const type = mimeEssence(file.type);
  if (type.startsWith('image/')) return 'image';
  if (type === 'application/pdf' || fileExtension(file.name) === 'pdf') return 'pdf';
  if (type === '' && hasImageExtension(file.name)) return 'image';
  return 'other';
}

/**
 * A link typed in as an attachment: a web address (http, https) or a file of this site ('/…'; not '//…' or '/\\…',
 * which browsers read as another host). Allowed by what it is, not by refusing known schemes. A link with any white
 * space, control or format character is refused whole, before parsing: new URL drops leading controls and spaces
 * and removes tabs and newlines, so '\u0001javascript:' or 'java\tscript:' would be checked as one address and
 * stored as another; zero-width and bidi characters hide what a link says.
 */
export function isLinkAddress(url: string): boolean {
  if (/[\s\p{Cc}\p{Cf}]/u.test(url)) return false;
  if (url.startsWith('/')) return !/^\/[/\\]/.test(url);
  try {
    const { protocol, host } = new URL(url);
    return (protocol === 'http:' || protocol === 'https:') && host !== '';
  } catch {
    return false;
  }
}
