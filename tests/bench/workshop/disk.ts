// What the data folder costs on disk, against what it holds: the uploaded bytes plus one state of everything
// else. The state is measured as the server's `--export` of the final data without its files' base64 (the
// export is the format that stays while the folder's own format changes).
import { execFile } from 'node:child_process';
import { lstat, readdir, readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';

/** Bytes of all files under `dir`, recursively (links not followed), and how many there are. */
export async function folderSize(dir: string): Promise<{ bytes: number; files: number }> {
  let bytes = 0;
  let files = 0;
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) {
      const inner = await folderSize(path);
      bytes += inner.bytes;
      files += inner.files;
    } else if (entry.isFile()) {
      bytes += (await lstat(path)).size;
      files++;
    }
  }
  return { bytes, files };
}

export interface OneState {
  /** The export's size. */
  exportBytes: number;
  /** Its files' base64, which the uploads stand for. */
  base64Bytes: number;
  /** What is left: one state of the data without the files. */
  stateBytes: number;
  files: number;
}

interface ExportShape {
  tables?: { files?: { blob?: { base64?: unknown } }[] };
}

/** Runs the built server's `--export` on the (stopped) data folder; null with the reason when that fails. */
export async function oneState(script: string, dataDir: string, file: string): Promise<OneState | string> {
  try {
    await promisify(execFile)(process.execPath, [script, '--data', dataDir, '--export', file], {
      maxBuffer: 1 << 20,
    });
    const text = await readFile(file, 'utf8');
    const files = (JSON.parse(text) as ExportShape).tables?.files ?? [];
    const base64Bytes = files.reduce((sum, row) => {
      const base64 = row.blob?.base64;
      return sum + (typeof base64 === 'string' ? Buffer.byteLength(base64) : 0);
    }, 0);
    const exportBytes = Buffer.byteLength(text);
    return { exportBytes, base64Bytes, stateBytes: exportBytes - base64Bytes, files: files.length };
  } catch (error) {
    return error instanceof Error ? error.message.split('\n').slice(0, 3).join(' ') : String(error);
  } finally {
    await rm(file, { force: true });
  }
}
