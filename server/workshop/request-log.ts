// The per-request log: one line per request in the data folder, not on the facilitator's screen, where forty people
// at work push about 255 lines a second past the addresses and the password (`--verbose` shows them there too).
import { createWriteStream, type WriteStream } from 'node:fs';
import { mkdir, readdir, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { PRIVATE_FILE, PRIVATE_FOLDER } from './data-folder';

export const REQUEST_LOG_FOLDER = 'protokoll';
/** A file this size is followed by the next one (a busy room's day is a few of them). */
export const REQUEST_LOG_BYTES = 10 * 1024 * 1024;
/** Files kept: the one written and the three before it. */
const KEEP = 4;

const fileName = (n: number) => `anfragen-${String(n).padStart(4, '0')}.log`;
const numberOf = (name: string) => Number(/^anfragen-(\d+)\.log$/.exec(name)?.[1] ?? NaN);

/**
 * Numbered files rather than renamed ones: a file is never moved while a stream still writes to it, which Windows
 * would refuse, and lines stay in order without waiting for the disk.
 */
export async function openRequestLog(
  dataDir: string,
  maxBytes = REQUEST_LOG_BYTES,
  now: () => Date = () => new Date(),
) {
  const dir = join(dataDir, REQUEST_LOG_FOLDER);
  await mkdir(dir, { recursive: true, mode: PRIVATE_FOLDER });
  const numbers = (await readdir(dir)).map(numberOf).filter(Number.isInteger);
  let current = Math.max(0, ...numbers) || 1;
  let size = await stat(join(dir, fileName(current))).then(
    (found) => found.size,
    () => 0,
  );
  const open = () => createWriteStream(join(dir, fileName(current)), { flags: 'a', mode: PRIVATE_FILE });
  let stream: WriteStream = open();
  const closing = new Set<Promise<void>>();

  function next(): void {
    const full = stream;
    const dropped = fileName(current + 1 - KEEP);
    const ended = new Promise<void>((done) => full.end(done)).then(() => rm(join(dir, dropped), { force: true }));
    closing.add(ended);
    void ended.finally(() => closing.delete(ended));
    current++;
    size = 0;
    stream = open();
  }

  return {
    /** The file written now. */
    get path() {
      return join(dir, fileName(current));
    },
    /** Appends a line after the time it is written; never waits for the disk (its request is already answered). */
    write(line: string): void {
      const stamped = `${now().toISOString()} ${line}`;
      const bytes = Buffer.byteLength(stamped) + 1;
      if (size > 0 && size + bytes > maxBytes) next();
      stream.write(`${stamped}\n`);
      size += bytes;
    },
    async close(): Promise<void> {
      await new Promise<void>((done) => stream.end(done));
      await Promise.all(closing);
    },
  };
}

export type RequestLog = Awaited<ReturnType<typeof openRequestLog>>;
