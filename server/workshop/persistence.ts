// What is acknowledged is on disk, and a write costs what it changed: the journal takes each committed write,
// a worker folds the journal into a new saved state once it has grown, and a start loads the newest saved state
// plus the journal after it (docs/decisions/036-workshop-journal.md).
import { crc32 } from 'node:zlib';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import type { DemoDatabase } from '../../src/data/demo/db';
import { DamagedExport } from '../../src/data/demo/transfer-texts';
import type { StoreChanges } from './changes';
import { foldInWorker } from './checkpoint-worker';
import { segmentName, type DataFolder } from './data-folder';
import { foldJournal, type SavedState } from './journal-fold';
import { openJournal } from './journal';
import { keyPathsOf, loadState, readState, stateText } from './state';
import type { UploadFolder } from './uploads';

/** A segment this long is folded into a new saved state (in the background): bounds the replay at a start. */
export const CHECKPOINT_BYTES = 4 * 2 ** 20;

/** Why a saved state could not be loaded, in German, naming the file (the start stops; nothing is overwritten). */
export class SavedStateRefused extends Error {
  constructor(
    readonly file: string,
    reason: string,
  ) {
    super(reason);
  }
}

/** Each upload a saved state names by its file: the row's id and the file's name in `dateien/`. */
const storedUploadsOf = (state: SavedState) =>
  (state.tables.files ?? []).flatMap((row) => {
    const path = (row.blob as { path?: unknown } | undefined)?.path;
    return typeof row.id === 'number' && typeof path === 'string' ? [[row.id, path] as const] : [];
  });

/**
 * Loads the newest saved state and the journal after it into `db` (empty); null for a folder without data.
 * A journal that does not continue the state without a gap, or a damaged file, refuses the start.
 */
export async function loadSaved(
  db: DemoDatabase,
  folder: DataFolder,
  uploads: UploadFolder,
  now: Date,
): Promise<{ file: string; records: number; torn: boolean } | null> {
  const newest = await folder.newest();
  const segments = await folder.segments();
  if (!newest) {
    if (segments.length)
      throw new SavedStateRefused(folder.dir, 'Es gibt Änderungsprotokolle, aber keinen gespeicherten Stand.');
    return null;
  }
  const file = join(folder.dir, newest.file);
  const after = segments.filter((n) => n >= newest.sequence);
  if (after.some((n, index) => n !== newest.sequence + index)) {
    throw new SavedStateRefused(
      file,
      'Die Änderungsprotokolle (aenderungen-….log) schließen nicht lückenlos an diesen Stand an. ' +
        'Wer zu einem früheren Stand zurückkehrt, verschiebt auch die Änderungsprotokolle in einen anderen Ordner.',
    );
  }
  try {
    const texts = await Promise.all(after.map((n) => readFile(join(folder.dir, segmentName(n)), 'utf8')));
    const folded = foldJournal(JSON.parse(newest.text) as SavedState, texts, keyPathsOf(db), crc32);
    const state = readState(folded.state, now, uploads);
    for (const [id, path] of storedUploadsOf(folded.state)) uploads.know(id, path);
    await loadState(db, state);
    return { file, records: folded.records, torn: folded.torn };
  } catch (error) {
    // What is wrong, without the demo panel's advice to export again: the start says what to do here.
    const reason =
      error instanceof DamagedExport
        ? error.reason
        : error instanceof SyntaxError
          ? 'Die Datei enthält kein lesbares JSON.'
          : error instanceof Error
            ? error.message
            : String(error);
    throw new SavedStateRefused(file, reason);
  }
}

/**
 * Saves the store's whole state as the newest saved state, before the journal continues in a new segment (a start,
 * an import): the older segments and all but the newest `keep` states go, and with them the files nothing names.
 */
export async function saveWhole(db: DemoDatabase, folder: DataFolder, uploads: UploadFolder, now: Date) {
  const sequence = await folder.nextSequence();
  const name = await folder.writeState(sequence, await stateText(db, now, uploads), now);
  await folder.prune(sequence);
  const named = new Set<string>();
  for (const state of await folder.states()) {
    const parsed = JSON.parse(await readFile(join(folder.dir, state), 'utf8')) as SavedState;
    for (const [, path] of storedUploadsOf(parsed)) named.add(path);
  }
  await uploads.removeUnnamed(named);
  return { sequence, name };
}

export interface PersistenceOptions {
  db: DemoDatabase;
  changes: StoreChanges;
  folder: DataFolder;
  uploads: UploadFolder;
  /** The segment to continue in: the one after the state `saveWhole` just wrote. */
  segment: number;
  /** When that state was written: the last save until the first write. */
  savedAt?: Date;
  now: () => Date;
  log: (line: string) => void;
  checkpointBytes?: number;
}

/** Journals every committed write from now on and folds the journal into saved states in the background. */
export async function startPersistence(options: PersistenceOptions) {
  const { folder, log } = options;
  const journal = await openJournal({ dir: folder.dir, segment: options.segment, uploads: options.uploads });
  const stop = options.changes.subscribe((rows) => journal.append(rows));
  const keyPaths = keyPathsOf(options.db);
  const limit = options.checkpointBytes ?? CHECKPOINT_BYTES;
  const flushTimes: number[] = [];
  let lastSavedAt: Date | null = options.savedAt ?? null;
  let checkpoint: Promise<void> | null = null;
  let checkpoints = 0;

  async function fold(): Promise<void> {
    const ended = await journal.rotate();
    const base = await folder.latest();
    if (!base) throw new Error('Kein gespeicherter Stand zum Fortschreiben.');
    const segments = [];
    for (let n = base.sequence; n <= ended; n++) segments.push(join(folder.dir, segmentName(n)));
    const now = options.now();
    const { bytes } = await foldInWorker({
      state: join(folder.dir, base.file),
      segments,
      keyPaths,
      writtenAt: now.toISOString(),
    });
    await folder.writeState(ended + 1, bytes, now);
    await folder.prune(ended + 1);
    checkpoints++;
  }

  /** Starts a checkpoint unless one runs; a failed one (a full disk) leaves the journal as it was. */
  function checkpointSoon(): Promise<void> {
    checkpoint ??= fold()
      .catch((error: unknown) =>
        log(`Sicherungsstand nicht geschrieben: ${error instanceof Error ? error.message : String(error)}`),
      )
      .finally(() => {
        checkpoint = null;
      });
    return checkpoint;
  }

  /** Whether the journal holds writes that no saved state covers yet. */
  async function unfolded(): Promise<boolean> {
    const base = await folder.latest();
    return journal.queued > 0 || journal.bytes > 0 || base?.sequence !== journal.segment;
  }

  return {
    /** How many write records were taken so far; a request compares it before and after its work. */
    get appended() {
      return journal.appended;
    },
    /** Settles once every write committed before the call is on disk. */
    async flush(): Promise<void> {
      const started = performance.now();
      await journal.flush();
      lastSavedAt = options.now();
      flushTimes.push(performance.now() - started);
      if (flushTimes.length > 1000) flushTimes.shift();
      if (journal.bytes >= limit) void checkpointSoon();
    },
    /** Folds the journal into a new saved state now (tests, and before an export of a running server). */
    checkpoint: checkpointSoon,
    get batches() {
      return journal.batches;
    },
    /** The journal segment writes go to now. */
    get segment() {
      return journal.segment;
    },
    get checkpoints() {
      return checkpoints;
    },
    /** When a write last reached the disk; null before the first. */
    get lastSavedAt() {
      return lastSavedAt;
    },
    flushTimes,
    /**
     * Takes no more writes and folds the journal into a last saved state, so the next start reads one file instead
     * of replaying the journal. If that fails, the journal stays and the next start replays it: nothing is lost.
     */
    async close(): Promise<void> {
      stop();
      await checkpoint;
      if (await unfolded()) await checkpointSoon();
      await journal.close();
    },
  };
}

export type Persistence = Awaited<ReturnType<typeof startPersistence>>;

/** The last line before the server stops: how the journal's flushes went (the load test reads it). */
export function saveSummary(flushes: readonly number[], checkpoints: number): string {
  const sorted = [...flushes].sort((a, b) => a - b);
  const at = (share: number) => Math.round(sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))] ?? 0);
  return (
    `Seit dem Start ${sorted.length === 1 ? 'einmal' : `${sorted.length}-mal`} ins Änderungsprotokoll geschrieben ` +
    `(Dauer im Median ${at(0.5)} ms, 95 % bis ${at(0.95)} ms, längstens ${at(1)} ms), ${checkpoints} Sicherungsstände gebildet.`
  );
}
