/* The export file's German texts: what each table holds, and why a file is refused. */
import { ValidationError } from '../errors';

/** For the messages: what each table holds, in German (transfer-format.ts checks it names every table). */
export const tableLabels = {
  users: 'Personen',
  credentials: 'Zugangsdaten',
  groups: 'Projektgruppen',
  projects: 'Projekte',
  tasks: 'Aufgaben',
  comments: 'Kommentare',
  likes: 'Gefällt-mir-Angaben',
  polls: 'Umfragen',
  votes: 'Stimmen',
  products: 'Produkte',
  categories: 'Kategorien',
  footerPages: 'Footer-Seiten',
  whitelist: 'Einladungen',
  configurations: 'Hero-Einstellungen',
  notifications: 'Benachrichtigungen',
  reminders: 'Erinnerungen',
  files: 'Dateien',
  contactMessages: 'Kontaktanfragen',
  passwordResets: 'Links zum Zurücksetzen des Passworts',
  mails: 'E-Mails',
  meta: 'Verwaltungsdaten',
};

const UNCHANGED = 'Die Demodaten wurden nicht verändert.';
export const transferMessages = {
  foreign: `Diese Datei ist kein Export der Demodaten. ${UNCHANGED} Bitte wählen Sie eine Datei, die mit „Demodaten exportieren“ gespeichert wurde.`,
  notJson: `Die Datei ist beschädigt: Sie enthält kein lesbares JSON. ${UNCHANGED} Bitte exportieren Sie die Daten erneut.`,
  newer: `Diese Datei stammt aus einer neueren Version der Anwendung. ${UNCHANGED} Bitte laden Sie die Seite neu, damit die neueste Version geladen wird, und importieren Sie die Datei dann erneut.`,
  damaged: (reason: string) =>
    `Die Datei ist beschädigt: ${reason} ${UNCHANGED} Bitte exportieren Sie die Daten erneut.`,
};

/** A damaged export; `reason` says what is wrong without the demo panel's advice, for readers that advise otherwise. */
export class DamagedExport extends ValidationError {
  constructor(readonly reason: string) {
    super(transferMessages.damaged(reason));
  }
}
