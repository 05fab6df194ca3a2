import { formatCount } from '../../../lib/format-count';

/** German texts of the Gruppen tab; spec texts (SPEC §2, §5, §8) verbatim. */
export const groupsTexts = {
  title: 'Gruppen',
  createTitle: 'Neue Projektgruppe',
  editTitle: 'Projektgruppe bearbeiten',
  create: 'Neue Gruppe',
  caption: 'Alle Projektgruppen',
  empty: 'Keine Projektgruppen vorhanden',
  notFound: 'Diese Projektgruppe wurde nicht gefunden. Vielleicht wurde sie inzwischen gelöscht.',
  columns: {
    name: 'Name',
    description: 'Beschreibung',
    status: 'Status',
    type: 'Typ',
    members: 'Mitglieder',
  },
  form: {
    name: 'Name',
    description: 'Beschreibung',
    status: 'Status',
    type: 'Typ',
    members: 'Mitglieder',
    filter: 'Mitglieder filtern',
    filterHint: 'Nach Name, Unternehmen oder E-Mail-Adresse',
    selected: (n: number) => (n === 1 ? '1 Mitglied ausgewählt' : `${formatCount(n)} Mitglieder ausgewählt`),
    noMatch: (q: string) => `Niemand passt zu „${q}“.`,
    noUsers: 'Es gibt noch keine Benutzer.',
  },
  created: 'Projektgruppe wurde erstellt',
  updated: 'Projektgruppe wurde aktualisiert',
  deleted: 'Projektgruppe wurde gelöscht',
  loadError: 'Fehler beim Laden der Projektgruppen',
  saveError: 'Fehler beim Speichern der Projektgruppe',
  deleteFailed: 'Fehler beim Löschen der Projektgruppe',
  /** Instead of the delete question while projects belong to the group: the store would refuse. */
  inUse: (count: number) =>
    count === 1
      ? 'Zu dieser Gruppe gehört noch 1 Projekt. Ordnen Sie es zuerst einer anderen Gruppe zu oder löschen Sie es, dann können Sie die Gruppe löschen.'
      : `Zu dieser Gruppe gehören noch ${count} Projekte. Ordnen Sie sie zuerst einer anderen Gruppe zu oder löschen Sie sie, dann können Sie die Gruppe löschen.`,
  deleteDetail: (members: number) =>
    members === 0
      ? ''
      : members === 1
        ? 'Das Mitglied verliert den Zugang zu dieser Gruppe.'
        : `Die ${members} Mitglieder verlieren den Zugang zu dieser Gruppe.`,
} as const;
