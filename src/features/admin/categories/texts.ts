/** German texts of the admin tab Kategorien (SPEC §2 Admin area, §5, §8 verbatim where quoted there). */
export const categoryAdminTexts = {
  title: 'Kategorien',
  create: 'Neue Kategorie',
  createTitle: 'Neue Kategorie',
  editTitle: 'Kategorie bearbeiten',
  caption: 'Alle Produktkategorien',
  empty: 'Keine Kategorien vorhanden',
  columns: {
    name: 'Name',
    description: 'Beschreibung',
    active: 'Aktiv',
  },
  yes: 'Ja',
  no: 'Nein',

  fieldName: 'Name',
  fieldDescription: 'Beschreibung',
  fieldActive: 'Aktiv',
  activeHint: 'Nur aktive Kategorien stehen im Produktformular und im Katalogfilter zur Wahl.',
  save: 'Speichern',
  saving: 'Wird gespeichert …',

  /** Instead of the delete question while products use the category: the store would refuse (SPEC §2). */
  inUse: (count: number) =>
    count === 1
      ? '1 Produkt verwendet diese Kategorie noch. Ordnen Sie es zuerst einer anderen Kategorie zu, dann können Sie sie löschen.'
      : `${count} Produkte verwenden diese Kategorie noch. Ordnen Sie sie zuerst einer anderen Kategorie zu, dann können Sie die Kategorie löschen.`,

  loadFailed: 'Fehler beim Laden der Kategorien',
  notFound: 'Kategorie nicht gefunden',
  saveFailed: 'Fehler beim Speichern der Kategorie',
  deleteFailed: 'Fehler beim Löschen der Kategorie',
  created: 'Kategorie wurde erstellt',
  updated: 'Kategorie wurde aktualisiert',
  deleted: 'Kategorie wurde gelöscht',
} as const;
