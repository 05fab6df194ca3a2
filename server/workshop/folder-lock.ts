// One server per data folder: two would save over each other's states. The lock names the process that holds it;
// a lock whose process is gone (a crash, kill -9) is taken over.
import { readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

const LOCK = '.server.lock';

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Takes the folder's lock, or answers the id of the running process that holds it. */
export async function lockFolder(dir: string): Promise<{ release: () => Promise<void> } | { heldBy: number }> {
  const file = join(dir, LOCK);
  try {
    await writeFile(file, String(process.pid), { flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    const holder = Number((await readFile(file, 'utf8').catch(() => '')).trim());
    if (Number.isInteger(holder) && holder > 0 && isRunning(holder)) return { heldBy: holder };
    await writeFile(file, String(process.pid));
  }
  return { release: () => rm(file, { force: true }) };
}
