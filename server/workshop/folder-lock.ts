// One server per data folder: two would save over each other's states. The lock names the process that holds it;
// a lock whose process is gone (a crash, kill -9) is taken over.
//
// Every step that decides who holds the folder is one atomic call, so two servers started at the same moment (a
// double-click after a crash) cannot both believe they hold it:
// - a lock is created with 'wx' (O_EXCL): of two creators exactly one succeeds;
// - a stale lock is not overwritten but renamed to a name of this process's own: of two servers that both found it
//   stale, exactly one moves it (the other gets ENOENT) and then creates its lock with 'wx' as above. The moved
//   file is read again: if it is not the stale lock any more (the other server had taken over between this one's
//   read and its rename), it is put back and that server holds the folder. Only a third server starting in the
//   instant between moving and putting back could slip in. Hard links (link()) would do the same but fail on the
//   FAT and exFAT of a USB stick, where the kit may run.
import { randomBytes } from 'node:crypto';
import { readFile, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

const LOCK = '.server.lock';
/** A lock is created empty and written a moment later: so long it is read again before it counts as stale. */
const WRITING_WAITS = 20;
const WRITING_WAIT_MS = 25;
/** Rounds of create, read and take over; more than two servers in the same instant would need this many. */
const ATTEMPTS = 50;

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

const codeOf = (error: unknown) => (error as NodeJS.ErrnoException).code;
const pause = (ms: number) => new Promise((done) => setTimeout(done, ms));

/** Creates the lock naming this process; false when one exists. */
async function created(file: string): Promise<boolean> {
  try {
    await writeFile(file, String(process.pid), { flag: 'wx' });
    return true;
  } catch (error) {
    if (codeOf(error) === 'EEXIST') return false;
    throw error;
  }
}

/** The lock's text, or null when it is gone. */
async function textOf(file: string): Promise<string | null> {
  try {
    return await readFile(file, 'utf8');
  } catch (error) {
    if (codeOf(error) === 'ENOENT') return null;
    throw error;
  }
}

const pidIn = (text: string) => {
  const pid = Number(text.trim());
  return Number.isInteger(pid) && pid > 0 ? pid : null;
};

/**
 * Removes the lock if it still reads `stale`. Renamed first, so that of several servers only one removes it; a lock
 * another server made meanwhile is put back.
 */
async function removeIfStale(file: string, stale: string): Promise<void> {
  const aside = `${file}.${process.pid}-${randomBytes(4).toString('hex')}`;
  try {
    await rename(file, aside);
  } catch (error) {
    if (codeOf(error) === 'ENOENT') return;
    throw error;
  }
  if ((await readFile(aside, 'utf8')) === stale) await rm(aside, { force: true });
  else await rename(aside, file);
}

/** Takes the folder's lock, or answers the id of the running process that holds it. */
export async function lockFolder(dir: string): Promise<{ release: () => Promise<void> } | { heldBy: number }> {
  const file = join(dir, LOCK);
  let unreadable = 0;
  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    if (await created(file)) return { release: () => releaseIfOurs(file) };
    const text = await textOf(file);
    if (text === null) continue;
    const holder = pidIn(text);
    if (holder !== null && isRunning(holder)) return { heldBy: holder };
    // Empty: most likely a lock being written this instant, rarely one a crash cut short.
    if (holder === null && unreadable++ < WRITING_WAITS) {
      await pause(WRITING_WAIT_MS);
      continue;
    }
    await removeIfStale(file, text);
  }
  throw new Error(`Die Sperrdatei ${file} ließ sich nicht übernehmen.`);
}

/** Removes the lock only while it names this process: a server that took the folder over keeps its lock. */
async function releaseIfOurs(file: string): Promise<void> {
  if ((await textOf(file)) === String(process.pid)) await rm(file, { force: true });
}
