export const notificationTexts = {
  heading: 'Benachrichtigungen',
  empty: 'Keine Benachrichtigungen vorhanden',
  markRead: 'Als gelesen markieren',
  markAllRead: 'Alle als gelesen markieren',
  unread: 'Ungelesen',
  open: 'Öffnen',
  bellLabel: (unread: number) =>
    unread === 0 ? 'Benachrichtigungen, keine ungelesen' : `Benachrichtigungen, ${unread} ungelesen`,
  loadFailed: 'Die Benachrichtigungen konnten nicht geladen werden.',
  // The soft hyphen lets the one long word break, with a hyphen, on the narrowest phones.
  settingsHeading: 'Benachrichtigungs\u00ADeinstellungen',
  settingsLead: 'Wählen Sie, worüber Sie benachrichtigt werden möchten.',
  settingsSaved: 'Einstellungen gespeichert',
  settingsFailed: 'Die Einstellungen konnten nicht gespeichert werden.',
  settings: {
    newProject: 'Neue Projekte in meinen Gruppen',
    newTask: 'Neue Aufgaben, die mir zugewiesen werden',
    taskDeadline: 'Fristen: Erinnerung 48 Stunden vor Ablauf',
    taskComments: 'Kommentare zu meinen Aufgaben',
  },
  showAll: 'Alle im Dashboard anzeigen',
} as const;
