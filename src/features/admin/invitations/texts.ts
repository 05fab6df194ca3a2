import { formatCount } from '../../../lib/format-count';

/** German texts of the Einladungen tab (whitelist); spec texts (SPEC §2, §5, §8) verbatim. */
export const invitationsTexts = {
  title: 'Einladungen',
  createTitle: 'Neue Einladungen',
  create: 'Neue Einladungen',
  caption: 'Freigeschaltete E-Mail-Adressen (Whitelist)',
  lead: 'Nur eingeladene E-Mail-Adressen können sich registrieren. Wer sich registriert, wird Mitglied der Projektgruppe der Einladung.',
  empty: 'Keine Einladungen vorhanden',
  columns: {
    email: 'E-Mail-Adresse',
    group: 'Projektgruppe',
    status: 'Status',
  },
  noGroup: 'Keine Gruppe',
  active: 'Aktiv',
  inactive: 'Inaktiv',
  form: {
    emails: 'E-Mail-Adressen',
    emailsHint:
      'Eine E-Mail-Adresse pro Zeile. Leere Zeilen werden ignoriert, doppelte Adressen nur einmal eingeladen.',
    group: 'Projektgruppe',
    groupPlaceholder: 'Bitte Projektgruppe wählen',
    archived: '(archiviert)',
    submit: 'Einladungen erstellen',
    submitting: 'Einladungen werden erstellt …',
    demoBefore:
      'Demo-Modus: Es werden keine echten E-Mails verschickt. Jede Einladung landet mit ihrem Registrierungslink im',
    demoLink: 'Demo-Postfach',
    demoAfter: '.',
  },
  /** A refused line, named by its number and (shortened) text, with the form's invalid-address message. */
  invalidLine: (line: number, text: string, message: string) =>
    `Zeile ${line} (${text.length > 60 ? `${text.slice(0, 59)}…` : text}): ${message}`,
  repeatedLine: (first: number) => `steht bereits in Zeile ${first}`,
  skippedLine: (line: number, email: string, reason: string) => `Zeile ${line} (${email}): ${reason}`,
  reportCreatedNone: 'Es wurden keine Einladungen erstellt.',
  reportSkipped: (n: number) =>
    n === 1 ? 'Eine Zeile wurde übersprungen:' : `${formatCount(n)} Zeilen wurden übersprungen:`,
  deleted: 'E-Mail wurde aus der Whitelist entfernt',
  deleteFailed: 'Fehler beim Entfernen aus der Whitelist',
  loadError: 'Fehler beim Laden der Whitelist',
  groupsLoadError: 'Fehler beim Laden der Projektgruppen',
  createError: 'Fehler beim Erstellen der Einladungen',
} as const;
