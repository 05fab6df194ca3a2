// Feeds the status line: people connected, requests per minute, the last save and the data folder's size.
import { readdir, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { statusText } from './status-line';

/** Every file under `dir`, summed; a file removed meanwhile counts nothing. */
export async function folderBytes(dir: string): Promise<number> {
  let total = 0;
  for (const entry of await readdir(dir, { withFileTypes: true }).catch(() => [])) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) total += await folderBytes(path);
    else if (entry.isFile())
      total += await stat(path).then(
        (found) => found.size,
        () => 0,
      );
  }
  return total;
}

export interface RoomStatusSources {
  people: () => number;
  requests: () => number;
  lastSavedAt: () => Date | null;
  dataDir: string;
  show: (text: string) => void;
  /** How often the line is rewritten; the rate is over the last minute of these samples. */
  everyMs?: number;
}

/** Rewrites the status line every few seconds until stopped. */
export function watchRoomStatus(sources: RoomStatusSources): () => void {
  const everyMs = sources.everyMs ?? 2000;
  const counts: number[] = [sources.requests()];
  let dataBytes = 0;
  let measuring = false;
  const update = () => {
    counts.push(sources.requests());
    const window = Math.ceil(60_000 / everyMs);
    if (counts.length > window + 1) counts.shift();
    const minutes = ((counts.length - 1) * everyMs) / 60_000;
    const requestsPerMinute = Math.round((counts.at(-1)! - counts[0]!) / minutes);
    sources.show(
      statusText({ people: sources.people(), requestsPerMinute, lastSavedAt: sources.lastSavedAt(), dataBytes }),
    );
    // The folder's size is summed in the background; the line shows the last sum.
    if (!measuring) {
      measuring = true;
      void folderBytes(sources.dataDir)
        .then((bytes) => (dataBytes = bytes))
        .finally(() => (measuring = false));
    }
  };
  const timer = setInterval(update, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
