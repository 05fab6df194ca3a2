// The data folder: one JSON file per saved state, the newest wins. A state is written to a temporary file, flushed
// to the disk, renamed into place and the folder flushed too, so a crash leaves either the old or the new file
// whole, never half of one (docs/decisions/021-workshop-server.md).
import { mkdir, open, readdir, readFile, rename, rm } from 'node:fs/promises';
import { join } from 'node:path';

const PREFIX = 'stand-';
const SUFFIX = '.json';
const TEMP_PREFIX = '.schreibt-';

export interface SnapshotFolder {
  readonly dir: string;
  /** The saved states' file names, oldest first. */
  list(): Promise<string[]>;
  /** Removes what a write a crash interrupted left behind (never a saved state); only with the folder's lock. */
  removeLeftovers(): Promise<void>;
  /** The newest saved state's file name and text, or null for a folder without one. */
  newest(): Promise<{ file: string; text: string } | null>;
  /** Saves a state atomically and durably, then removes all but the newest `keep`; answers the file name. */
  write(text: string): Promise<string>;
}

/** Sorted by name by a counter that goes on across restarts (a clock set back cannot reorder them); the time is for people. */
function nameFor(sequence: number, now: Date): string {
  const stamp = now.toISOString().replace(/[:.]/g, '-');
  return `${PREFIX}${String(sequence).padStart(9, '0')}-${stamp}${SUFFIX}`;
}

const sequenceOf = (name: string | undefined) => (name ? Number(name.slice(PREFIX.length, PREFIX.length + 9)) || 0 : 0);

async function syncFolder(dir: string): Promise<void> {
  // Makes the rename durable. Some systems (Windows) cannot open a folder for this; there the rename is all we get.
  let handle;
  try {
    handle = await open(dir, 'r');
    await handle.sync();
  } catch {
    // See above.
  } finally {
    await handle?.close();
  }
}

export async function openSnapshotFolder(
  dir: string,
  keep: number,
  now: () => Date = () => new Date(),
): Promise<SnapshotFolder> {
  await mkdir(dir, { recursive: true });
  async function list(): Promise<string[]> {
    return (await readdir(dir)).filter((name) => name.startsWith(PREFIX) && name.endsWith(SUFFIX)).sort();
  }

  let sequence = sequenceOf((await list()).at(-1)) + 1;

  return {
    dir,
    list,
    async removeLeftovers() {
      for (const name of await readdir(dir))
        if (name.startsWith(TEMP_PREFIX)) await rm(join(dir, name), { force: true });
    },
    async newest() {
      const file = (await list()).at(-1);
      return file ? { file, text: await readFile(join(dir, file), 'utf8') } : null;
    },
    async write(text) {
      const name = nameFor(sequence++, now());
      const temp = join(dir, `${TEMP_PREFIX}${name}`);
      try {
        const handle = await open(temp, 'w');
        try {
          await handle.writeFile(text, 'utf8');
          await handle.sync();
        } finally {
          await handle.close();
        }
        await rename(temp, join(dir, name));
      } catch (error) {
        // A full disk: the half-written file goes, the saved states stay; the next save tries again.
        await rm(temp, { force: true }).catch(() => {});
        throw error;
      }
      await syncFolder(dir);
      const all = await list();
      for (const old of all.slice(0, Math.max(0, all.length - keep))) await rm(join(dir, old), { force: true });
      return name;
    },
  };
}

/**
 * Coalesces saves: `flush()` settles once a state that was read after the call has been saved. A call while a save
 * runs waits for the next one, which every call during that run shares; so a burst of writes costs two saves,
 * not one per write.
 */
export function createSaver(save: () => Promise<void>) {
  let running: Promise<void> | null = null;
  let queued: Promise<void> | null = null;
  let saves = 0;

  const start = (): Promise<void> => {
    saves++;
    running = save().finally(() => {
      running = null;
    });
    return running;
  };

  return {
    flush(): Promise<void> {
      if (!running) return start();
      if (!queued) {
        const next = () => {
          queued = null;
          return start();
        };
        queued = running.then(next, next);
      }
      return queued;
    },
    /** Settles when no save runs or waits (without starting one). */
    async idle(): Promise<void> {
      while (running || queued) await (queued ?? running)?.catch(() => {});
    },
    /** How many saves ran, for the measurements and tests. */
    get saves() {
      return saves;
    },
  };
}
