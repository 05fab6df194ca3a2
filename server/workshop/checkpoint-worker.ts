// Folds a saved state and the journal segments after it into the next saved state's text, in a worker thread: the
// event loop serving the room never parses or serialises the whole state. The worker runs foldJournal from its
// source text, so the bundled server needs no second file.
import { Worker } from 'node:worker_threads';
import { foldJournal, type KeyPaths } from './journal-fold';

export interface CheckpointJob {
  /** Paths of the saved state and of the segments to fold into it, oldest first. */
  state: string;
  segments: readonly string[];
  keyPaths: KeyPaths;
  writtenAt: string;
}

const source = `
const { parentPort, workerData } = require('node:worker_threads');
const { readFileSync } = require('node:fs');
const { crc32 } = require('node:zlib');
const foldJournal = ${foldJournal.toString()};
try {
  const { state, segments, keyPaths, writtenAt } = workerData;
  const folded = foldJournal(
    JSON.parse(readFileSync(state, 'utf8')),
    segments.map((path) => readFileSync(path, 'utf8')),
    keyPaths,
    crc32,
  );
  if (folded.torn) throw new Error('Ein abgeschlossenes Segment endet unvollständig.');
  // Encoded here and handed over, not copied: the main thread only writes the bytes.
  const bytes = new TextEncoder().encode(JSON.stringify({ ...folded.state, exportedAt: writtenAt }));
  parentPort.postMessage({ bytes }, [bytes.buffer]);
} catch (error) {
  parentPort.postMessage({ error: error instanceof Error ? error.message : String(error) });
}
`;

/** The folded state's bytes; rejects when a file is unreadable or damaged. */
export function foldInWorker(job: CheckpointJob): Promise<{ bytes: Uint8Array }> {
  return new Promise((done, fail) => {
    const worker = new Worker(source, { eval: true, workerData: job });
    worker.once('message', (answer: { bytes?: Uint8Array; error?: string }) => {
      if (answer.bytes !== undefined) done({ bytes: answer.bytes });
      else fail(new Error(answer.error ?? 'Der Sicherungsstand konnte nicht gebildet werden.'));
    });
    worker.once('error', fail);
    worker.once('exit', (code) => fail(new Error(`Der Sicherungs-Thread endete unerwartet (${code}).`)));
  });
}
