// The data folder's layout (docs/decisions/036-workshop-journal.md):
//   stand-<n>-<time>.json   a saved state (checkpoint): everything written before journal segment n
//   aenderungen-<n>.log     journal segment n: one checksummed line per committed write, appended and flushed
//   dateien/                the uploaded files, each written once
// The newest state and the segments from its number on are the data. A state is written to a temporary file,
// flushed, renamed into place and the folder flushed too, so a crash leaves either the old or the new one whole.
import { mkdir, open, readdir, readFile, rename, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { syncFolder } from './sync-folder';

const STATE_PREFIX = 'stand-';
const STATE_SUFFIX = '.json';
const SEGMENT_PREFIX = 'aenderungen-';
const SEGMENT_SUFFIX = '.log';
const TEMP_PREFIX = '.schreibt-';

const numberOf = (name: string, prefix: string) => Number(name.slice(prefix.length, prefix.length + 9));
const padded = (n: number) => String(n).padStart(9, '0');

export const segmentName = (n: number) => `${SEGMENT_PREFIX}${padded(n)}${SEGMENT_SUFFIX}`;

export interface DataFolder {
  readonly dir: string;
  /** The saved states' file names, oldest first. */
  states(): Promise<string[]>;
  /** The journal segments' numbers, oldest first. */
  segments(): Promise<number[]>;
  /** Removes what a write a crash interrupted left behind (never a saved state); only with the folder's lock. */
  removeLeftovers(): Promise<void>;
  /** The newest saved state's name and the journal segment it continues with; null when there is none. */
  latest(): Promise<{ file: string; sequence: number } | null>;
  /** The same with the state's text. */
  newest(): Promise<{ file: string; sequence: number; text: string } | null>;
  /** The number the next saved state or segment takes (above every one in the folder). */
  nextSequence(): Promise<number>;
  /** Saves a state that covers everything before segment `sequence`, atomically and durably; answers its name. */
  writeState(sequence: number, content: string | Uint8Array, now: Date): Promise<string>;
  /** After a new state: drops the segments it covers and all but the newest `keep` states. */
  prune(sequence: number): Promise<void>;
}

export const stateNameFor = (sequence: number, now: Date) =>
  `${STATE_PREFIX}${padded(sequence)}-${now.toISOString().replace(/[:.]/g, '-')}${STATE_SUFFIX}`;

/**
 * Saved states and the journal hold session tokens, reset tokens and password hashes: only the account that runs
 * the server may read them (a folder it creates, and every file it writes).
 */
export const PRIVATE_FOLDER = 0o700;
export const PRIVATE_FILE = 0o600;

export async function openDataFolder(dir: string, keep: number): Promise<DataFolder> {
  await mkdir(dir, { recursive: true, mode: PRIVATE_FOLDER });
  const names = () => readdir(dir);
  const states = async () =>
    (await names()).filter((name) => name.startsWith(STATE_PREFIX) && name.endsWith(STATE_SUFFIX)).sort();
  const latest = async () => {
    const file = (await states()).at(-1);
    return file ? { file, sequence: numberOf(file, STATE_PREFIX) } : null;
  };
  const segments = async () =>
    (await names())
      .filter((name) => name.startsWith(SEGMENT_PREFIX) && name.endsWith(SEGMENT_SUFFIX))
      .map((name) => numberOf(name, SEGMENT_PREFIX))
      .sort((a, b) => a - b);

  return {
    dir,
    states,
    segments,
    async removeLeftovers() {
      for (const name of await names()) if (name.startsWith(TEMP_PREFIX)) await rm(join(dir, name), { force: true });
    },
    latest,
    async newest() {
      const found = await latest();
      return found ? { ...found, text: await readFile(join(dir, found.file), 'utf8') } : null;
    },
    async nextSequence() {
      const state = (await states()).at(-1);
      return Math.max(state ? numberOf(state, STATE_PREFIX) : 0, ...(await segments())) + 1;
    },
    async writeState(sequence, content, now) {
      const name = stateNameFor(sequence, now);
      const temp = join(dir, `${TEMP_PREFIX}${name}`);
      try {
        const handle = await open(temp, 'w', PRIVATE_FILE);
        try {
          await handle.writeFile(content);
          await handle.sync();
        } finally {
          await handle.close();
        }
        await rename(temp, join(dir, name));
      } catch (error) {
        // A full disk: the half-written file goes, the saved states stay; the next checkpoint tries again.
        await rm(temp, { force: true }).catch(() => {});
        throw error;
      }
      await syncFolder(dir);
      return name;
    },
    async prune(sequence) {
      for (const n of await segments()) if (n < sequence) await rm(join(dir, segmentName(n)), { force: true });
      const all = await states();
      for (const old of all.slice(0, Math.max(0, all.length - keep))) await rm(join(dir, old), { force: true });
    },
  };
}
