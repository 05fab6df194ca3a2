// `npm run workshop`: loads (or first creates) the data folder's newest state, then serves the room, or exports
// and imports without serving.
import { existsSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { join, resolve } from 'node:path';
import { settleAdminPassword } from './admin-password';
import { exportNewest, importFile, loadNewest, StartRefused, summarizeNewest, type DataPlace } from './data-commands';
import { createWorkshopApp } from './app';
import { fileKeyIn } from './file-key';
import { addressLines, listensEverywhere, urlOf } from './network';
import { helpText, OptionsError, parseWorkshopOptions, type Invocation, type WorkshopOptions } from './options';
import { lockFolder } from './folder-lock';
import { openDataFolder } from './data-folder';
import { loopDelaySummary, watchLoopDelay } from './loop-delay';
import { installPasswordPool } from './password-pool';
import { saveSummary, saveWhole, startPersistence } from './persistence';
import { ADMIN_EMAIL, openWorkshopStore, seedFirstStart } from './state';
import { createUploadFolder } from './uploads';
import { listenOrRefuse } from './listen';
import { openRequestLog } from './request-log';
import { watchRoomStatus } from './room-status';

export interface WorkshopLaunch extends Invocation {
  /** The api build (dist-workshop/). */
  build: string;
  /** public/: the sample data's pictures, which the api build leaves out. */
  public: string;
  /**
   * Asks on the terminal how a first start begins when neither `--sample` nor `--empty` was given: a start by
   * double-click has no options. Without it such a start is refused with the options to give.
   */
  chooseStart?: () => Promise<'sample' | 'empty' | null>;
}

export interface RunningWorkshop {
  url: string;
  close(): Promise<void>;
}

/** Runs one command line; answers the running server, or null when the command was done without one. */
export async function runWorkshop(
  args: readonly string[],
  launch: WorkshopLaunch,
  print: (line: string) => void = console.log,
  /** A terminal's status line (main.ts, when the output is one): rewritten in place while the server runs. */
  showStatus?: (text: string) => void,
): Promise<RunningWorkshop | null> {
  let options: WorkshopOptions;
  try {
    options = parseWorkshopOptions(args, launch.dataDefault);
  } catch (error) {
    if (error instanceof OptionsError) throw new StartRefused(error.message);
    throw error;
  }
  if (options.help) {
    print(helpText(launch));
    return null;
  }
  const folder = await openDataFolder(resolve(options.data), options.keep);
  const place = { folder, uploads: createUploadFolder(folder.dir) };
  if (options.exportFile) return exportNewest(options.exportFile, place, print);
  if (options.summaryFile) return summarizeNewest(options.summaryFile, place, print);
  const lock = await lockFolder(folder.dir);
  if ('heldBy' in lock) {
    throw new StartRefused(
      `Für den Datenordner „${folder.dir}“ läuft schon ein Workshop-Server (Prozess ${lock.heldBy}). Bitte diesen zuerst beenden (Strg+C).`,
    );
  }
  try {
    await folder.removeLeftovers();
    await place.uploads.prepare();
    if (options.importFile) {
      await importFile(options, place, print);
      await lock.release();
      return null;
    }
    return await serve(options, launch, place, { print, showStatus }, lock.release);
  } catch (error) {
    await lock.release();
    throw error;
  }
}

const firstStartUnsaid = (dir: string, { command }: Invocation) =>
  `Der Datenordner „${dir}“ enthält noch keine Daten. Bitte beim ersten Start angeben, womit begonnen wird:\n` +
  `  ${command} --sample   (mit den Beispieldaten)\n  ${command} --empty    (leer, nur das Konto der Leitung)`;

interface Terminal {
  print: (line: string) => void;
  showStatus?: (text: string) => void;
}

async function serve(
  options: WorkshopOptions,
  launch: WorkshopLaunch,
  place: DataPlace,
  { print, showStatus }: Terminal,
  release: () => Promise<void>,
): Promise<RunningWorkshop> {
  if (!existsSync(join(launch.build, 'index.html')))
    throw new StartRefused(
      `Der Build der Seite fehlt (${launch.build}). Bitte über „${launch.command.replace(/ --$/, '')}“ starten.`,
    );
  const { folder, uploads } = place;
  const { db, changes } = openWorkshopStore();
  const loaded = await loadNewest(db, place);
  if (!loaded) {
    const start = options.start ?? (await launch.chooseStart?.()) ?? null;
    if (!start) throw new StartRefused(firstStartUnsaid(folder.dir, launch));
    await seedFirstStart(db, start, new Date());
  } else if (options.start) {
    print(
      `Der Datenordner enthält schon Daten (${loaded.file}); --${options.start} gilt nur beim ersten Start und bleibt ohne Wirkung.`,
    );
  }
  if (loaded?.torn) print('Die letzte, unbestätigte Änderung vor dem Abbruch war unvollständig und wurde verworfen.');
  // A start begins a fresh journal segment after a whole saved state: the replay of the next start stays short,
  // and a torn tail of the last segment is never appended to.
  const startedAt = new Date();
  const saved = await saveWhole(db, folder, uploads, startedAt);
  const persistence = await startPersistence({
    db,
    changes,
    folder,
    uploads,
    segment: saved.sequence,
    savedAt: startedAt,
    now: () => new Date(),
    log: print,
    // The crash test folds the journal often, to be killed in the middle of a checkpoint.
    checkpointBytes: Number(process.env.KIZ_CHECKPOINT_BYTES) || undefined,
  });

  const fileKey = await fileKeyIn(folder.dir);
  const requestLog = await openRequestLog(folder.dir);
  let openApi = () => {};
  const apiOpens = new Promise<void>((resolve) => (openApi = resolve));
  const app = await createWorkshopApp({
    apiOpens,
    db,
    changes,
    persistence,
    roots: [launch.build, launch.public],
    apiRequestsPerSecond: options.maxRequests,
    fileKey,
    clientHeader: options.clientHeader ?? undefined,
    log: print,
    logRequest: options.verbose
      ? (line) => {
          requestLog.write(line);
          print(line);
        }
      : requestLog.write,
  });
  await listenOrRefuse(app.server, options.port, options.host).catch(async (error: unknown) => {
    await app.close();
    await requestLog.close();
    db.close();
    throw error;
  });
  // Only now, with the port open: a start refused before this point has used up no password nobody saw.
  const password = await settleAdminPassword(db, options, !loaded);
  openApi();
  // `--host localhost` binds the address the name resolves to, which may be ::1.
  const bound = app.server.address() as AddressInfo;
  // Sign-ins hash in worker threads from now on, so a rush cannot starve the event loop or the file writes.
  const closePasswordPool = installPasswordPool();
  const loopDelay = watchLoopDelay();

  print('');
  print(`Workshop-Server läuft. Daten: ${folder.dir}`);
  for (const line of addressLines(options.host, options.port)) print(line);
  print('');
  print(
    password
      ? `Anmeldung für die Leitung: ${ADMIN_EMAIL} / ${password}   (wird nur jetzt angezeigt)`
      : `Anmeldung für die Leitung: ${ADMIN_EMAIL} mit dem Passwort vom ersten Start (vergessen: --reset-admin-password)`,
  );
  print('Teilnehmende: unter „Einladungen“ E-Mail-Adressen freigeben; damit registrieren sie sich unter /register.');
  print('Beenden mit Strg+C. Jeder bestätigte Schreibvorgang liegt schon auf der Festplatte.');
  print(`Jede Anfrage steht im Protokoll ${requestLog.path}${options.verbose ? ' und hier' : ''}.`);
  print('');
  const stopStatus = showStatus
    ? watchRoomStatus({
        people: () => app.events.people,
        requests: () => app.requests,
        lastSavedAt: () => persistence.lastSavedAt,
        dataDir: folder.dir,
        show: showStatus,
        alert: print,
      })
    : () => {};

  return {
    url: urlOf(listensEverywhere(bound.address) ? '127.0.0.1' : bound.address, bound.port),
    async close() {
      stopStatus();
      await app.close();
      await requestLog.close();
      await closePasswordPool();
      print(saveSummary(persistence.flushTimes, persistence.checkpoints));
      print(loopDelaySummary(loopDelay));
      db.close();
      await release();
    },
  };
}
