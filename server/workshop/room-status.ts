// Feeds the status line: people connected, requests per minute, the last save and the data folder's size.
import { readdir, stat, statfs } from 'node:fs/promises';
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
  /** What the facilitator must act on, as a line of its own: a disk running full, an overloaded server. */
  alert: (line: string) => void;
  /** How often the line is rewritten; the rate is over the last minute of these samples. */
  everyMs?: number;
  /** Free bytes where the data folder is (tests give their own). */
  freeBytes?: (dir: string) => Promise<number>;
  /** A rewrite this late means the event loop was held that long: the server is overloaded. */
  overloadMs?: number;
  /** How often the folder's size and the disk's free space are measured: a day's uploads are many files. */
  measureEveryMs?: number;
}

/** Below this much free space a day of photos may not fit any more. */
export const LOW_DISK_BYTES = 1024 * 1024 * 1024;
const OVERLOAD_MS = 1000;
/** An overload is told at most once a minute, not with every late tick. */
const OVERLOAD_QUIET_MS = 60_000;

const diskFree = async (dir: string) => {
  const found = await statfs(dir);
  return found.bavail * found.bsize;
};
const mb = (bytes: number) => Math.floor(bytes / (1024 * 1024)).toLocaleString('de-DE');

export const alerts = {
  lowDisk: (free: number) =>
    `Achtung: Auf dem Datenträger der Daten sind nur noch ${mb(free)} MB frei. Bitte Platz schaffen (Papierkorb, Downloads leeren), bevor das Speichern fehlschlägt.`,
  overloaded: (lateMs: number) =>
    `Achtung: Der Server ist überlastet (${Math.round(lateMs).toLocaleString('de-DE')} ms Verzögerung). Bitte andere Programme auf diesem Laptop schließen und ihn ans Netzteil anschließen.`,
};

/** Rewrites the status line every few seconds until stopped. */
export function watchRoomStatus(sources: RoomStatusSources): () => void {
  const everyMs = sources.everyMs ?? 2000;
  const overloadMs = sources.overloadMs ?? OVERLOAD_MS;
  const freeBytes = sources.freeBytes ?? diskFree;
  const counts: number[] = [sources.requests()];
  let dataBytes = 0;
  const measureEveryMs = sources.measureEveryMs ?? 30_000;
  let measuredAt = -Infinity;
  let diskLow = false;
  let due = performance.now() + everyMs;
  let overloadToldAt = -Infinity;
  const measure = async () => {
    dataBytes = await folderBytes(sources.dataDir);
    const free = await freeBytes(sources.dataDir);
    // Told once when the space runs low, and again only after it was freed and ran low once more.
    if (free < LOW_DISK_BYTES && !diskLow) sources.alert(alerts.lowDisk(free));
    diskLow = free < LOW_DISK_BYTES;
  };
  const update = () => {
    const now = performance.now();
    const late = now - due;
    due = now + everyMs;
    if (late > overloadMs && now - overloadToldAt > OVERLOAD_QUIET_MS) {
      overloadToldAt = now;
      sources.alert(alerts.overloaded(late));
    }
    counts.push(sources.requests());
    const window = Math.ceil(60_000 / everyMs);
    if (counts.length > window + 1) counts.shift();
    const minutes = ((counts.length - 1) * everyMs) / 60_000;
    const requestsPerMinute = Math.round((counts.at(-1)! - counts[0]!) / minutes);
    sources.show(
      statusText({ people: sources.people(), requestsPerMinute, lastSavedAt: sources.lastSavedAt(), dataBytes }),
    );
    // The folder's size and the disk's free space are measured now and then, in the background; the line shows the
    // last figures.
    if (now - measuredAt >= measureEveryMs) {
      measuredAt = now;
      void measure().catch(() => {});
    }
  };
  const timer = setInterval(update, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
