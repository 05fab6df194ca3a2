// Uploaded files, each written once as its own file in the data folder's `dateien/`: saved states and the journal
// only name them. A name is never given twice (the id and a random part), so no later save rewrites a file, and
// the history of saved states shares the same files.
import { randomBytes } from 'node:crypto';
import { mkdir, open, readdir, rm } from 'node:fs/promises';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { PRIVATE_FILE, PRIVATE_FOLDER } from './data-folder';
import { syncFolder } from './sync-folder';

export const UPLOADS_FOLDER = 'dateien';

/** Where a stored file's bytes are: its file's name under `dateien/`. */
export interface StoredBlob {
  type: string;
  path: string;
}

export function createUploadFolder(dataDir: string) {
  const dir = join(dataDir, UPLOADS_FOLDER);
  /** The file of each stored upload, by its id in the store. */
  const paths = new Map<number, string>();
  let unsynced = false;

  async function write(path: string, blob: Blob): Promise<void> {
    // 'w', not 'wx': a write that failed (a full disk) is tried again; the name was never acknowledged.
    const handle = await open(join(dir, path), 'w', PRIVATE_FILE);
    try {
      // A chunk at a time: a 2 MiB photo copied whole would hold the event loop.
      for await (const chunk of blob.stream()) await handle.write(chunk);
      await handle.sync();
    } finally {
      await handle.close();
    }
    unsynced = true;
  }

  return {
    dir,
    async prepare(): Promise<void> {
      await mkdir(dir, { recursive: true, mode: PRIVATE_FOLDER });
    },
    /** Remembers where a file loaded from a saved state is. */
    know(id: number, path: string): void {
      paths.set(id, path);
    },
    /**
     * The file of this upload, started now when it has none yet; `written()` settles once its bytes are on disk
     * (flushed), and after a failure (a full disk) tries again.
     */
    store(id: number, blob: Blob): { stored: StoredBlob; written: () => Promise<void> } {
      const known = paths.get(id);
      if (known) return { stored: { type: blob.type, path: known }, written: () => Promise.resolve() };
      const path = `${String(id).padStart(6, '0')}-${randomBytes(6).toString('hex')}`;
      paths.set(id, path);
      let attempt = write(path, blob);
      attempt.catch(() => {});
      return {
        stored: { type: blob.type, path },
        written: () => (attempt = attempt.catch(() => write(path, blob))),
      };
    },
    /** Makes the new files' names durable (once for a batch, before the journal names them). */
    async syncNames(): Promise<void> {
      if (!unsynced) return;
      unsynced = false;
      await syncFolder(dir);
    },
    /** A stored file's bytes, for loading a saved state. */
    read(path: string): Uint8Array<ArrayBuffer> {
      if (!/^[\w-]+$/.test(path)) throw new Error(`Ungültiger Dateiname „${path}“.`);
      const bytes = readFileSync(join(dir, path));
      return new Uint8Array(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength));
    },
    /** Removes files no saved state and no journal names (uploads whose write was never acknowledged, or deleted). */
    async removeUnnamed(named: ReadonlySet<string>): Promise<number> {
      let removed = 0;
      for (const name of await readdir(dir).catch(() => [])) {
        if (named.has(name)) continue;
        await rm(join(dir, name), { force: true });
        removed++;
      }
      return removed;
    },
  };
}

export type UploadFolder = ReturnType<typeof createUploadFolder>;
