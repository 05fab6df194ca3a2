/** Tab keys live in the URL (/admin?tab=produkte); labels are the spec's (SPEC §2 Admin area). */
export const adminTabs = [
  { key: 'benutzer', label: 'Benutzer' },
  { key: 'gruppen', label: 'Gruppen' },
  { key: 'projekte', label: 'Projekte' },
  { key: 'einladungen', label: 'Einladungen' },
  { key: 'umfragen', label: 'Umfragen' },
  { key: 'produkte', label: 'Produkte' },
  { key: 'kategorien', label: 'Kategorien' },
  { key: 'footer-seiten', label: 'Footer-Seiten' },
  { key: 'einstellungen', label: 'Einstellungen' },
] as const;

export type AdminTabKey = (typeof adminTabs)[number]['key'];

export const adminTexts = {
  title: 'Administration',
  lead: 'Benutzer, Gruppen, Projekte, Inhalte und Einstellungen verwalten.',
  tabsLabel: 'Verwaltungsbereiche',
  mailbox: 'Demo-Postfach öffnen',
  room: 'Raum für den Beamer',
  back: 'Zurück',
  edit: 'Bearbeiten',
  delete: 'Löschen',
  create: 'Neu anlegen',
  save: 'Speichern',
  saving: 'Wird gespeichert …',
  cancel: 'Abbrechen',
  actions: 'Aktionen',
  loading: 'Laden...',
  deleteTitle: (what: string) => `„${what}“ löschen?`,
  deleteText: 'Diese Aktion kann nicht rückgängig gemacht werden.',
  cannotDeleteTitle: (what: string) => `„${what}“ kann nicht gelöscht werden`,
  understood: 'Verstanden',
  yes: 'Ja',
  no: 'Nein',
  active: 'Aktiv',
  inactive: 'Inaktiv',
} as const;
