import type { NewFile } from '../../domain/task';
import type { DemoContext } from './context';
import { nowIso } from './context';
import { STORED_FILE_PREFIX as PREFIX } from './stored-file-url';

export interface StoredFile {
  url: string;
  name: string;
  type: string;
  size: number;
}

/** Keeps an uploaded file as a Blob in its own table; the returned URL references it by id. */
export async function storeFile(ctx: DemoContext, file: NewFile): Promise<StoredFile> {
  const id = await ctx.db.files.add({
    name: file.name, type: file.type, size: file.blob.size, blob: file.blob, createdAt: nowIso(ctx),
  });
  return { url: `${PREFIX}${id}`, name: file.name, type: file.type, size: file.blob.size };
}

export function storedFileId(url: string): number | null {
  if (!url.startsWith(PREFIX)) return null;
  const id = Number(url.slice(PREFIX.length));
  return Number.isSafeInteger(id) && id > 0 ? id : null;
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
  const objectUrl = URL.createObjectURL(record.blob);
  return { url: objectUrl, release: () => URL.revokeObjectURL(objectUrl) };
}
