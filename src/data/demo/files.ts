import { mimeEssence, uploadImageTypes, type UploadRule } from '../../domain/attachment-rules';
import type { NewFile } from '../../domain/common-draft';
import type { CheckedUpload } from '../../domain/upload-check';
import { ValidationError } from '../errors';
import type { DemoContext } from './context';
import { nowIso } from './context';
import { STORED_FILE_PREFIX as PREFIX } from './stored-file-url';

export interface StoredFile {
  url: string;
  name: string;
  type: string;
  size: number;
}

/**
 * Checks uploads by name, declared type and first bytes (domain/upload-check.ts) before any of them is stored, and
 * refuses all at the form's file field when one fails. Loaded on the first upload, like the schemas.
 */
export async function acceptUploads(
  files: readonly NewFile[],
  rule: UploadRule,
  field: string,
): Promise<CheckedUpload[]> {
  const verdict = await (await import('../../domain/upload-check')).checkUploads(files, rule);
  if (!verdict.ok) throw new ValidationError(verdict.message, { [field]: verdict.message });
  return verdict.files;
}

/** Keeps an accepted upload as a Blob in its own table; the returned URL references it by id. */
export async function storeFile(ctx: DemoContext, file: CheckedUpload): Promise<StoredFile> {
  const id = await ctx.db.files.add({
    name: file.name,
    type: file.type,
    size: file.blob.size,
    blob: file.blob,
    createdAt: nowIso(ctx),
  });
  return { url: `${PREFIX}${id}`, name: file.name, type: file.type, size: file.blob.size };
}

/**
 * A record's new images, the main one (sent as `field`) and the additional ones: all are checked before any is
 * stored, and stored before the record transaction, as a Blob write is its own unit of work.
 */
export async function storeImages(
  ctx: DemoContext,
  main: NewFile | null,
  field: string,
  additionalFiles: readonly NewFile[],
): Promise<{ mainUrl: string | null; additionalUrls: string[] }> {
  const [image] = await acceptUploads(main ? [main] : [], 'image', field);
  const additional = await acceptUploads(additionalFiles, 'image', 'additionalFiles');
  const stored = image ? await storeFile(ctx, image) : null;
  const extra = await Promise.all(additional.map((f) => storeFile(ctx, f)));
  return { mainUrl: stored?.url ?? null, additionalUrls: extra.map((f) => f.url) };
}

export function storedFileId(url: string): number | null {
  if (!url.startsWith(PREFIX)) return null;
  const id = Number(url.slice(PREFIX.length));
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

/** The pictures a product or project shows: its main one and the others. */
export const picturesOf = (record: { imageUrl: string | null; additionalImages: string[] }) => [
  record.imageUrl,
  ...record.additionalImages,
];

/**
 * Refuses a draft that would keep a stored file its record did not have: an edit keeps what it had, and never picks
 * up another record's upload by its name (deleting this record would then delete the other's file).
 */
export function keepOnlyOwnFiles(
  kept: readonly (string | null | undefined)[],
  own: readonly (string | null | undefined)[],
  refusal: { field: string; message: string },
): void {
  const owned = new Set(own);
  if (kept.some((url) => url && storedFileId(url) !== null && !owned.has(url)))
    throw new ValidationError(refusal.message, { [refusal.field]: refusal.message });
}

/** Deletes the stored files among these URLs (shipped image paths are left alone). */
export async function deleteStoredFiles(ctx: DemoContext, urls: (string | null | undefined)[]): Promise<void> {
  const ids = urls.map((u) => (u ? storedFileId(u) : null)).filter((id): id is number => id !== null);
  if (ids.length) await ctx.db.files.bulkDelete(ids);
}

export async function openFile(ctx: DemoContext, url: string): Promise<{ url: string; release: () => void }> {
  const id = storedFileId(url);
  if (id === null) return { url, release: () => {} };
  const record = await ctx.db.files.get(id);
  if (!record) return { url: '', release: () => {} };
  // Only images open as what they are. Anything else, also a file stored before uploads were checked, opens as
  // bytes to save: a blob: URL shares this site's origin, and an HTML or SVG document opened from it could run.
  const type = uploadImageTypes.includes(mimeEssence(record.type))
    ? mimeEssence(record.type)
    : 'application/octet-stream';
  const objectUrl = URL.createObjectURL(
    record.blob.type === type ? record.blob : record.blob.slice(0, record.blob.size, type),
  );
  return { url: objectUrl, release: () => URL.revokeObjectURL(objectUrl) };
}
