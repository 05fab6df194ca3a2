// The rule that needs a file's bytes: reading them is asynchronous, so it runs on write paths only (the demo
// store's writes, the forms' pickers), never at start-up. The name and type rule is uploadTypeOf.
import { fileContentMismatch, imageFileType, uploadTypeOf, type UploadRule } from './attachment-rules';
import type { NewFile } from './common-draft';
import * as messages from './messages';

const ascii = (text: string) => Array.from(text, (c) => c.charCodeAt(0));
const at = (bytes: Uint8Array, offset: number, expected: readonly number[]) =>
  expected.every((b, i) => bytes[offset + i] === b);

const zip = [0x50, 0x4b, 0x03, 0x04];
const ole2 = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];
const ooxml = 'application/vnd.openxmlformats-officedocument';

/** How each stored type begins. Office files are ZIP (OOXML) or OLE2 (the formats before 2007) containers. */
const signatures: Record<string, (bytes: Uint8Array) => boolean> = {
  'image/png': (b) => at(b, 0, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  'image/jpeg': (b) => at(b, 0, [0xff, 0xd8, 0xff]),
  'image/gif': (b) => at(b, 0, ascii('GIF87a')) || at(b, 0, ascii('GIF89a')),
  'image/webp': (b) => at(b, 0, ascii('RIFF')) && at(b, 8, ascii('WEBP')),
  'image/avif': (b) =>
    at(b, 4, ascii('ftyp')) && ['avif', 'avis', 'mif1', 'msf1'].some((brand) => at(b, 8, ascii(brand))),
  'image/bmp': (b) => at(b, 0, ascii('BM')),
  'application/pdf': (b) => at(b, 0, ascii('%PDF-')),
  'application/msword': (b) => at(b, 0, ole2),
  'application/vnd.ms-excel': (b) => at(b, 0, ole2),
  'application/vnd.ms-powerpoint': (b) => at(b, 0, ole2),
  [`${ooxml}.wordprocessingml.document`]: (b) => at(b, 0, zip),
  [`${ooxml}.spreadsheetml.sheet`]: (b) => at(b, 0, zip),
  [`${ooxml}.presentationml.presentation`]: (b) => at(b, 0, zip),
};

const typeMessages: Record<UploadRule, string> = {
  comment: messages.commentFileType,
  task: messages.taskFileType,
  image: imageFileType,
};

/** A file whose name, declared type and first bytes agree; its type is the stored one, its Blob carries that type. */
export type CheckedUpload = NewFile & { readonly checked: true };

export type UploadVerdict = { ok: true; files: CheckedUpload[] } | { ok: false; message: string };

/**
 * Checks uploads before any is stored: the name and declared type must agree on one of the rule's formats, and the
 * file must begin as that format does. A PNG declared as image/jpeg, or a JPEG named .png, is refused rather than
 * renamed: one of the three is wrong, and the store cannot tell which. Accepted files come back with the normalised
 * type, also on their Blob, so neither a stored record nor an object URL keeps what the upload declared.
 */
export async function checkUploads(files: readonly NewFile[], rule: UploadRule): Promise<UploadVerdict> {
  const checked: CheckedUpload[] = [];
  for (const file of files) {
    const type = uploadTypeOf(file, rule);
    if (type === null) return { ok: false, message: typeMessages[rule] };
    const bytes = new Uint8Array(await file.blob.slice(0, 16).arrayBuffer());
    if (!signatures[type]?.(bytes)) return { ok: false, message: fileContentMismatch(file.name) };
    checked.push({
      name: file.name,
      type,
      blob: file.blob.type === type ? file.blob : file.blob.slice(0, file.blob.size, type),
      checked: true,
    });
  }
  return { ok: true, files: checked };
}
