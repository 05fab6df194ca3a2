import { formatCount } from '../../../lib/format-count';

/** German texts of the admin tab 'Umfragen'; the spec's wording (SPEC §2, §5, §8) verbatim. */
export const pollAdminTexts = {
  title: 'Umfragen',
  create: 'Neue Umfrage',
  createTitle: 'Neue Umfrage',
  editTitle: 'Umfrage bearbeiten',
  caption: 'Alle Umfragen',
  empty: 'Keine Umfragen vorhanden',
  searchLabel: 'Umfragen durchsuchen',
  noMatch: (search: string) => `Keine Umfrage passt zu „${search}“.`,
  emptyHint: 'Legen Sie eine Umfrage an, um die Meinung Ihrer Projektgruppen einzuholen.',

  columns: {
    title: 'Titel',
    description: 'Beschreibung',
    status: 'Status',
  },
  scheduled: (date: string) => `Ab ${date}`,

  loadListFailed: 'Fehler beim Laden der Umfragen',
  loadPollFailed: 'Fehler beim Laden der Umfrage',
  loadGroupsFailed: 'Fehler beim Laden der Projektgruppen',
  saveFailed: 'Fehler beim Speichern der Umfrage',
  deleteFailed: 'Fehler beim Löschen der Umfrage',
  created: 'Umfrage wurde erstellt',
  updated: 'Umfrage wurde aktualisiert',
  deleted: 'Umfrage wurde gelöscht',
  deleteDetail: 'Alle abgegebenen Stimmen werden ebenfalls gelöscht.',

  form: {
    basics: 'Grundinformationen',
    title: 'Titel',
    description: 'Beschreibung',
    status: 'Status',
    options: 'Antwortoptionen',
    optionsHint: 'Mindestens zwei Antwortoptionen.',
    option: (n: number) => `Antwortoption ${n}`,
    optionVotes: (n: number) => (n === 1 ? '1 Stimme' : `${formatCount(n)} Stimmen`),
    optionRemove: (n: number) => `Antwortoption ${n} entfernen`,
    optionAdd: 'Option hinzufügen',
    removedVotes: (n: number) =>
      `Beim Speichern ${n === 1 ? 'wird 1 Stimme' : `werden ${n} Stimmen`} für entfernte Antwortoptionen gelöscht; wer sie abgegeben hat, kann erneut abstimmen.`,
    period: 'Zeitraum',
    startDate: 'Startdatum',
    endDate: 'Enddatum',
    groups: 'Projektgruppen',
    groupsHint: 'Die Umfrage ist für die Mitglieder der gewählten Gruppen sichtbar.',
    noGroups: 'Es gibt noch keine Projektgruppen.',
    members: (n: number) => (n === 1 ? '1 Mitglied' : `${formatCount(n)} Mitglieder`),
    activate: 'Sofort aktivieren',
    activateHint: 'Nur bei aktiven Umfragen können Mitglieder abstimmen.',
    saveDraft: 'Als Entwurf speichern',
    start: 'Umfrage starten',
    save: 'Speichern',
    saving: 'Wird gespeichert …',
  },
} as const;
