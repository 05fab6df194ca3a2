// `npm run workshop`: loads (or first creates) the data folder's newest state, then serves the room, or exports
// and imports without serving.
import { existsSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import type { DemoDatabase } from '../../src/data/demo/db';
import { settleAdminPassword } from './admin-password';
import { createWorkshopApp } from './app';
import { fileKeyIn } from './file-key';
import { qrCodeOf, roomAddresses } from './network';
import { helpText, OptionsError, parseWorkshopOptions, type WorkshopOptions } from './options';
import { lockFolder } from './folder-lock';
import { openSnapshotFolder, type SnapshotFolder } from './snapshots';
import {
  ADMIN_EMAIL,
  exportText,
  loadState,
  openWorkshopDatabase,
  readState,
  seedFirstStart,
  stateText,
} from './state';

export interface WorkshopPaths {
  /** The api build (dist-workshop/). */
  build: string;
  /** public/: the sample data's pictures, which the api build leaves out. */
  public: string;
}

/** Ends the start with a German message for the facilitator. */
export class StartRefused extends Error {}

/** Loads the newest saved state, or refuses to start, naming the file, when it is damaged (it is never overwritten). */
async function loadNewest(db: DemoDatabase, snapshots: SnapshotFolder): Promise<string | null> {
  const newest = await snapshots.newest();
  if (!newest) return null;
  const path = join(snapshots.dir, newest.file);
  try {
    await loadState(db, readState(newest.text, new Date()));
  } catch (error) {
    throw new StartRefused(
      `Der gespeicherte Stand „${path}“ ist beschädigt und wird nicht geladen: ${error instanceof Error ? error.message : String(error)}\n` +
        'Der Server startet nicht, damit die Datei nicht überschrieben wird. Ältere Stände liegen im selben Ordner: ' +
        'Verschieben Sie die beschädigte Datei in einen anderen Ordner, dann startet der Server mit dem vorigen Stand.',
    );
  }
  return path;
}

async function importFile(
  options: WorkshopOptions,
  snapshots: SnapshotFolder,
  print: (line: string) => void,
): Promise<void> {
  const file = resolve(options.importFile ?? '');
  const db = openWorkshopDatabase();
  try {
    await loadState(db, readState(await readFile(file, 'utf8'), new Date()));
  } catch (error) {
    throw new StartRefused(
      `„${file}“ wurde nicht übernommen: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
  const password = await settleAdminPassword(db, options, false);
  const saved = await snapshots.write(await stateText(db, new Date()));
  print(
    `„${file}“ ist jetzt der neueste Stand in ${snapshots.dir} (${saved}); die vorigen Stände bleiben dort liegen.`,
  );
  if (password) print(`Anmeldung für die Leitung: ${ADMIN_EMAIL} / ${password}`);
  db.close();
}

/** The last line before the server stops: how often it saved and how long a save took (the load test reads it). */
export function saveSummary(saves: number, times: readonly number[]): string {
  const sorted = [...times].sort((a, b) => a - b);
  const at = (share: number) => Math.round(sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))] ?? 0);
  return `Seit dem Start ${saves === 1 ? 'einmal' : `${saves}-mal`} gespeichert (Dauer im Median ${at(0.5)} ms, 95 % bis ${at(0.95)} ms, längstens ${at(1)} ms).`;
}

export interface RunningWorkshop {
  url: string;
  close(): Promise<void>;
}

/** Runs one command line; answers the running server, or null when the command was done without one. */
export async function runWorkshop(
  args: readonly string[],
  paths: WorkshopPaths,
  print: (line: string) => void = console.log,
): Promise<RunningWorkshop | null> {
  let options: WorkshopOptions;
  try {
    options = parseWorkshopOptions(args);
  } catch (error) {
    if (error instanceof OptionsError) throw new StartRefused(error.message);
    throw error;
  }
  if (options.help) {
    print(helpText);
    return null;
  }
  const snapshots = await openSnapshotFolder(resolve(options.data), options.keep);
  if (options.exportFile) return exportNewest(options.exportFile, snapshots, print);
  const lock = await lockFolder(snapshots.dir);
  if ('heldBy' in lock) {
    throw new StartRefused(
      `Für den Datenordner „${snapshots.dir}“ läuft schon ein Workshop-Server (Prozess ${lock.heldBy}). Bitte diesen zuerst beenden (Strg+C).`,
    );
  }
  try {
    await snapshots.removeLeftovers();
    if (options.importFile) {
      await importFile(options, snapshots, print);
      await lock.release();
      return null;
    }
    return await serve(options, paths, snapshots, print, lock.release);
  } catch (error) {
    await lock.release();
    throw error;
  }
}

async function exportNewest(
  exportFile: string,
  snapshots: SnapshotFolder,
  print: (line: string) => void,
): Promise<null> {
  const db = openWorkshopDatabase();
  const loaded = await loadNewest(db, snapshots);
  if (!loaded)
    throw new StartRefused(`Im Datenordner „${snapshots.dir}“ liegt noch kein Stand, der exportiert werden könnte.`);
  const file = resolve(exportFile);
  await writeFile(file, await exportText(db, new Date()));
  print(`Der Stand aus „${loaded}“ ist als Export der Demodaten gespeichert: ${file}`);
  print('Er lässt sich in der Demo über „Demodaten importieren“ laden.');
  db.close();
  return null;
}

async function serve(
  options: WorkshopOptions,
  paths: WorkshopPaths,
  snapshots: SnapshotFolder,
  print: (line: string) => void,
  release: () => Promise<void>,
): Promise<RunningWorkshop> {
  if (!existsSync(join(paths.build, 'index.html')))
    throw new StartRefused(`Der Build der Seite fehlt (${paths.build}). Bitte über „npm run workshop“ starten.`);
  const db = openWorkshopDatabase();
  const loaded = await loadNewest(db, snapshots);
  if (!loaded) {
    if (!options.start) {
      throw new StartRefused(
        `Der Datenordner „${snapshots.dir}“ enthält noch keine Daten. Bitte beim ersten Start angeben, womit begonnen wird:\n` +
          '  npm run workshop -- --sample   (mit den Beispieldaten)\n  npm run workshop -- --empty    (leer, nur das Konto der Leitung)',
      );
    }
    await seedFirstStart(db, options.start, new Date());
  } else if (options.start) {
    print(
      `Der Datenordner enthält schon Daten (${loaded}); --${options.start} gilt nur beim ersten Start und bleibt ohne Wirkung.`,
    );
  }
  const password = await settleAdminPassword(db, options, !loaded);
  if (!loaded || password) await snapshots.write(await stateText(db, new Date()));

  const fileKey = await fileKeyIn(snapshots.dir);
  const app = createWorkshopApp({
    db,
    snapshots,
    roots: [paths.build, paths.public],
    apiRequestsPerSecond: options.maxRequests,
    fileKey,
    clientHeader: options.clientHeader ?? undefined,
    log: print,
  });
  await new Promise<void>((done, fail) => {
    app.server.once('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'EADDRINUSE')
        fail(new StartRefused(`Port ${options.port} ist schon belegt. Bitte einen anderen wählen: --port 8081`));
      else if (error.code === 'EACCES')
        fail(
          new StartRefused(
            `Port ${options.port} darf dieses Konto nicht öffnen. Bitte einen Port ab 1024 wählen: --port 8080`,
          ),
        );
      else fail(error);
    });
    app.server.listen(options.port, '0.0.0.0', () => done());
  });

  const addresses = roomAddresses();
  print('');
  print(`Workshop-Server läuft. Daten: ${snapshots.dir}`);
  print(`Auf diesem Laptop: http://localhost:${options.port}/`);
  if (!addresses.length)
    print(
      'Kein Netzwerk gefunden: Die Seite ist nur auf diesem Laptop erreichbar. Bitte mit dem WLAN verbinden und neu starten.',
    );
  for (const { name, address } of addresses) {
    const url = `http://${address}:${options.port}/`;
    print('');
    print(`Im Raum (${name}): ${url}`);
    print(qrCodeOf(url));
  }
  print('');
  print(
    password
      ? `Anmeldung für die Leitung: ${ADMIN_EMAIL} / ${password}   (wird nur jetzt angezeigt)`
      : `Anmeldung für die Leitung: ${ADMIN_EMAIL} mit dem Passwort vom ersten Start (neues setzen: --admin-password …)`,
  );
  print('Teilnehmende: unter „Einladungen“ E-Mail-Adressen freigeben; damit registrieren sie sich unter /register.');
  print('Beenden mit Strg+C. Jeder bestätigte Schreibvorgang liegt schon auf der Festplatte.');
  print('');

  return {
    url: `http://127.0.0.1:${options.port}/`,
    async close() {
      await app.close();
      print(saveSummary(app.saves, app.saveTimes));
      db.close();
      await release();
    },
  };
}
