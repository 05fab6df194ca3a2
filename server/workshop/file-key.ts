import { randomBytes } from 'node:crypto';
import { readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

const FILE_KEY = '.file-key';

/**
 * The key that signs the uploaded files' names (server/file-names.ts), made once per data folder: names stay valid
 * across restarts and move with the folder to another laptop.
 */
export async function fileKeyIn(dir: string): Promise<string> {
  const file = join(dir, FILE_KEY);
  try {
    const key = (await readFile(file, 'utf8')).trim();
    if (/^[0-9a-f]{64}$/.test(key)) return key;
  } catch {
    // None yet: made below.
  }
  const key = randomBytes(32).toString('hex');
  await writeFile(`${file}.tmp`, key, { mode: 0o600 });
  await rename(`${file}.tmp`, file);
  return key;
}
