// The data folder's commands without a server: the newest state loaded or refused, `--export` and `--import`.
import { readFile, writeFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import type { DemoDatabase } from '../../src/data/demo/db';
import { settleAdminPassword } from './admin-password';
import { resultsSummary } from './results-summary';
import type { DataFolder } from './data-folder';
import type { WorkshopOptions } from './options';
import { loadSaved, saveWhole, SavedStateRefused } from './persistence';
import { ADMIN_EMAIL, exportText, loadState, openWorkshopDatabase, readState } from './state';
import type { UploadFolder } from './uploads';

/** Ends the start with a German message for the facilitator. */
export class StartRefused extends Error {}

export interface DataPlace {
  folder: DataFolder;
  uploads: UploadFolder;
}

export /** Loads the newest saved state and the journal after it, or refuses to start, naming the file (never overwritten). */
async function loadNewest(db: DemoDatabase, place: DataPlace) {
  try {
    return await loadSaved(db, place.folder, place.uploads, new Date());
  } catch (error) {
    if (!(error instanceof SavedStateRefused)) throw error;
    throw new StartRefused(
      `Der gespeicherte Stand „${error.file}“ ist beschädigt und wird nicht geladen: ${error.message}\n` +
        'Der Server startet nicht, damit nichts überschrieben wird. Ältere Stände liegen im selben Ordner: ' +
        'Verschieben Sie die beschädigte Datei und alle Änderungsprotokolle (aenderungen-….log) in einen anderen ' +
        'Ordner, dann startet der Server mit dem vorigen Stand.',
    );
  }
}

/** Why an import file was not taken, in one German sentence that says what to do. */
function importRefusal(error: unknown): string {
  const code = (error as NodeJS.ErrnoException | null)?.code;
  if (code === 'ENOENT')
    return 'Diese Datei gibt es nicht. Bitte den Pfad prüfen: Ein Pfad ohne Ordner gilt im Ordner, in dem der Befehl läuft.';
  if (code === 'EACCES' || code === 'EPERM')
    return 'Diese Datei darf dieses Konto nicht lesen. Bitte die Datei in einen eigenen Ordner kopieren und dort angeben.';
  if (code === 'EISDIR') return 'Das ist ein Ordner. Bitte die Export-Datei selbst angeben (…json).';
  if (error instanceof SyntaxError) return 'Die Datei ist kein gültiges JSON.';
  return error instanceof Error ? error.message : String(error);
}

export async function importFile(
  options: WorkshopOptions,
  place: DataPlace,
  print: (line: string) => void,
): Promise<void> {
  const file = resolve(options.importFile ?? '');
  const db = openWorkshopDatabase();
  try {
    await loadState(db, readState(JSON.parse(await readFile(file, 'utf8')), new Date()));
  } catch (error) {
    throw new StartRefused(`„${file}“ wurde nicht übernommen: ${importRefusal(error)}`);
  }
  const password = await settleAdminPassword(db, options, false);
  const saved = await saveWhole(db, place.folder, place.uploads, new Date());
  print(
    `„${file}“ ist jetzt der neueste Stand in ${place.folder.dir} (${saved.name}); die vorigen Stände bleiben dort liegen.`,
  );
  if (password) print(`Anmeldung für die Leitung: ${ADMIN_EMAIL} / ${password}`);
  db.close();
}

/** The newest saved state, loaded into a store of its own (close it after use), or a German refusal. */
async function newestStore(place: DataPlace, what: string): Promise<DemoDatabase> {
  const db = openWorkshopDatabase();
  if (!(await loadNewest(db, place))) {
    db.close();
    throw new StartRefused(`Im Datenordner „${place.folder.dir}“ liegt noch kein Stand, ${what}.`);
  }
  return db;
}

export const PERSONAL_DATA_NOTICE =
  'Achtung: Der Export enthält personenbezogene Daten aller Teilnehmenden (Namen, E-Mail-Adressen, Kommentare) und ihre ' +
  'Passwort-Hashes. Bitte nur an Berechtigte weitergeben. Zum Verteilen der Ergebnisse: --summary ergebnisse.md ' +
  '(ohne E-Mail-Adressen, Konten und Passwörter).';

export async function exportNewest(exportFile: string, place: DataPlace, print: (line: string) => void): Promise<null> {
  const db = await newestStore(place, 'der exportiert werden könnte');
  const file = resolve(exportFile);
  await writeFile(file, await exportText(db, new Date()));
  print(`Der Stand aus „${place.folder.dir}“ ist als Export der Demodaten gespeichert: ${file}`);
  print('Er lässt sich in der Demo über „Demodaten importieren“ laden.');
  print(PERSONAL_DATA_NOTICE);
  db.close();
  return null;
}

/** `--summary`: the results to hand out, without what identifies or signs in anyone but names (results-summary.ts). */
export async function summarizeNewest(summaryFile: string, place: DataPlace, print: (line: string) => void) {
  const db = await newestStore(place, 'aus dem sich Ergebnisse zusammenfassen ließen');
  const file = resolve(summaryFile);
  await writeFile(file, await resultsSummary(db, new Date()));
  print(`Die Ergebnisse (Umfragen, Aufgaben und Kommentare, ohne E-Mail-Adressen und Konten) stehen in: ${file}`);
  db.close();
  return null;
}
