// The journal: each committed write transaction's changed rows as one checksummed line, appended to the current
// segment. Writes that commit while a flush runs share the next one (group commit): one append and one fdatasync
// for all of them. A write's answer waits until its line is on disk; its uploads are flushed before the line that
// names them. The cost of a write is the size of what it changed, not of everything stored.
import { crc32 } from 'node:zlib';
import { open, type FileHandle } from 'node:fs/promises';
import { join } from 'node:path';
import { transferRowOf } from '../../src/data/demo/transfer';
import type { ChangedRow } from './changes';
import { PRIVATE_FILE, segmentName } from './data-folder';
import { journalLine, type JournalEntry } from './journal-fold';
import { syncFolder } from './sync-folder';
import type { UploadFolder } from './uploads';

/** Derived from the tasks whenever a state is loaded (replaceWithTransferTables): never saved. */
const DERIVED_TABLES = new Set(['taskSummaries']);

interface PendingRecord {
  line: string;
  uploads: (() => Promise<void>)[];
}

/** A changed row as the journal saves it: the export's view of it, an upload by the name of its file. */
export function savedRowOf(
  row: ChangedRow,
  uploads: UploadFolder,
): { entry: JournalEntry; written?: () => Promise<void> } {
  const key = JSON.stringify(row.key);
  if (!row.after) return { entry: [row.table, key, null] };
  if (row.table === 'files' && row.after.blob instanceof Blob) {
    const { stored, written } = uploads.store(Number(row.after.id), row.after.blob);
    return { entry: [row.table, key, { ...row.after, blob: stored }], written };
  }
  return { entry: [row.table, key, transferRowOf(row.table, row.after)] };
}

export async function openJournal(options: { dir: string; segment: number; uploads: UploadFolder }) {
  const { dir, uploads } = options;
  let segment = options.segment;
  let handle: FileHandle = await open(join(dir, segmentName(segment)), 'a', PRIVATE_FILE);
  await syncFolder(dir);
  let size = (await handle.stat()).size;
  const queue: PendingRecord[] = [];
  let appended = 0;
  let durable = 0;
  let batches = 0;
  // Disk steps run one after another; `waiting` is a batch write queued behind the running step, which every
  // flush called meanwhile shares.
  let last: Promise<void> = Promise.resolve();
  let waiting: Promise<void> | null = null;

  async function writeBatch(): Promise<void> {
    const batch = queue.slice();
    if (!batch.length) return;
    await Promise.all(batch.flatMap((record) => record.uploads.map((written) => written())));
    await uploads.syncNames();
    const text = batch.map((record) => record.line).join('');
    try {
      await handle.write(text);
      await handle.datasync();
    } catch (error) {
      // Leaves no half line in the middle of the segment: the next flush appends the same records again.
      await handle.truncate(size).catch(() => {});
      throw error;
    }
    size += Buffer.byteLength(text);
    queue.splice(0, batch.length);
    durable += batch.length;
    batches++;
  }

  const step = (run: () => Promise<void>) => (last = last.catch(() => {}).then(run));

  return {
    /** Queues a committed write's rows (called in commit order); `flush` makes them durable. */
    append(rows: readonly ChangedRow[]): void {
      const entries: JournalEntry[] = [];
      const written: (() => Promise<void>)[] = [];
      for (const row of rows) {
        if (DERIVED_TABLES.has(row.table)) continue;
        const saved = savedRowOf(row, uploads);
        entries.push(saved.entry);
        if (saved.written) written.push(saved.written);
      }
      if (!entries.length) return;
      queue.push({ line: journalLine(entries, crc32), uploads: written });
      appended++;
    },
    /** How many records were appended so far (a request compares it before and after its work). */
    get appended() {
      return appended;
    },
    /** Settles once every record appended before the call is on disk. */
    async flush(): Promise<void> {
      const target = appended;
      while (durable < target) {
        waiting ??= step(async () => {
          waiting = null;
          await writeBatch();
        });
        await waiting;
      }
    },
    /** How many appends with their fdatasync ran: fewer than the records when writes shared one. */
    get batches() {
      return batches;
    },
    /** Records appended but not yet written. */
    get queued() {
      return queue.length;
    },
    /** The current segment's size in bytes (what a checkpoint would fold). */
    get bytes() {
      return size;
    },
    get segment() {
      return segment;
    },
    /**
     * Ends the current segment (after writing what is queued) and continues in the next; answers the number of the
     * ended one. A checkpoint then folds up to it while writes go on in the new segment.
     */
    rotate(): Promise<number> {
      return new Promise((done, fail) => {
        void step(async () => {
          await writeBatch();
          const next = await open(join(dir, segmentName(segment + 1)), 'a', PRIVATE_FILE);
          await syncFolder(dir);
          await handle.close();
          handle = next;
          size = 0;
          done(segment++);
        }).catch(fail);
      });
    },
    /** Writes what is queued and closes the segment. */
    async close(): Promise<void> {
      await step(writeBatch).catch(() => {});
      await handle.close();
    },
  };
}

export type Journal = Awaited<ReturnType<typeof openJournal>>;
