import { formatCount } from '../../lib/format-count';

export const taskTexts = {
  projectTasksTitle: 'Projektaufgaben',
  notFound: 'Projekt nicht gefunden',
  notFoundText: 'Das gesuchte Projekt existiert nicht oder Sie gehören nicht zu seiner Projektgruppe.',
  backToDashboard: 'Zurück zum Dashboard',
  empty: 'Keine Aufgaben vorhanden',
  emptyFiltered: 'Keine Aufgaben mit diesem Status.',
  filterLabel: 'Status',
  filterAll: 'Alle',
  sortNewest: 'Neueste zuerst',
  sortOldest: 'Älteste zuerst',
  sortLabel: 'Sortierung',
  createTask: 'Aufgabe erstellen',
  createTitle: 'Neue Aufgabe',
  editTask: 'Bearbeiten',
  editTitle: 'Aufgabe bearbeiten',
  overdue: 'Überfällig',
  due: 'Fällig am',
  noDeadline: 'Keine Frist',
  created: 'Aufgabe erstellt',
  updated: 'Aufgabe aktualisiert',
  deleted: 'Aufgabe wurde gelöscht',
  deleteTask: 'Löschen',
  deleteTitle: (title: string) => `Aufgabe „${title}“ löschen?`,
  deleteText:
    'Die Aufgabe, ihre Kommentare und Anhänge werden entfernt. Diese Aktion kann nicht rückgängig gemacht werden.',
  taskCount: (n: number) => (n === 1 ? '1 Aufgabe' : `${formatCount(n)} Aufgaben`),
  form: {
    title: 'Titel',
    description: 'Beschreibung',
    status: 'Status',
    priority: 'Priorität',
    assignees: 'Zugewiesen an',
    assigneesHint: 'Ohne Auswahl wird die Aufgabe allen Mitgliedern der Projektgruppe zugewiesen.',
    // An edit keeps the assignees it leaves unchanged (SPEC §6 applies to a new task, or a choice emptied).
    unassignedHint: 'Die Aufgabe ist bisher niemandem zugewiesen; ohne Auswahl bleibt das so.',
    deadline: 'Frist',
    attachments: 'Anhänge',
    attachmentsHint: 'Höchstens 5 Dateien: Bilder, PDF, Word, Excel oder PowerPoint.',
    addFile: 'Datei hinzufügen',
    addUrl: 'Link hinzufügen',
    urlPrompt: 'Adresse (URL) des Anhangs:',
    remove: 'Entfernen',
    save: 'Speichern',
    saving: 'Wird gespeichert …',
    cancel: 'Abbrechen',
    // Worded as the admin forms' 'Zurück' question (admin/texts.ts), for closing instead of going back.
    discardTitle: 'Änderungen verwerfen?',
    discardText: 'Sie haben ungespeicherte Änderungen. Wenn Sie das Fenster schließen, gehen diese verloren.',
    discardConfirm: 'Verwerfen',
  },
  myTasksTitle: 'Meine Aufgaben',
  myTasksLead: 'Alle Aufgaben, die Ihnen zugewiesen sind, nach Status.',
  projectsTitle: 'Projektaufgaben',
  projectsLead: 'Ihre Projekte mit dem Stand ihrer Aufgaben.',
} as const;

export const detailTexts = {
  gone: 'Diese Aufgabe gibt es nicht mehr, oder Sie haben keinen Zugriff darauf.',
  project: 'Projekt',
  created: 'Erstellt am',
  createdBy: 'Erstellt von',
  priority: 'Priorität',
  assignees: 'Zugewiesen an',
  noAssignees: 'Niemand zugewiesen',
  deadline: 'Frist',
  overdue: 'Überfällig',
  description: 'Beschreibung',
  attachments: 'Anhänge',
  noAttachments: 'Keine Anhänge',
  download: 'Herunterladen',
  openLink: 'Öffnen',
  statusPanel: 'Status',
  progress: 'Fortschritt',
  daysRemaining: (days: number | null) =>
    days === null
      ? 'Keine Frist gesetzt'
      : days < 0
        ? `${-days} ${-days === 1 ? 'Tag' : 'Tage'} überfällig`
        : days === 0
          ? 'Heute fällig'
          : `Noch ${days} ${days === 1 ? 'Tag' : 'Tage'}`,
  // A done task has no deadline left to count down to, however long ago the date passed.
  doneNoDeadline: 'Erledigt – keine offene Frist',
  commentCount: (n: number) => (n === 1 ? '1 Kommentar' : `${formatCount(n)} Kommentare`),
  projectInfo: 'Projekt',
  members: 'Mitglieder',
  changeStatus: 'Status ändern',
  unknownPerson: 'Unbekannt',
} as const;

export const commentTexts = {
  heading: 'Kommentare',
  discard: {
    title: 'Kommentar verwerfen?',
    text: 'Ihr Kommentar ist noch nicht gesendet. Wenn Sie die Seite verlassen, geht er verloren.',
  },
  empty: 'Keine Kommentare vorhanden',
  // Paged by conversation (a comment with its replies), so the count names those, not comments.
  olderThreads: {
    more: 'Ältere Kommentare anzeigen',
    shown: (shown: string, total: string) => `Die neuesten ${shown} von ${total} Gesprächen`,
    all: (total: string) => `Alle ${total} Gespräche angezeigt`,
  },
  like: 'Gefällt mir',
  likes: (n: number) => (n === 1 ? '1 Like' : `${formatCount(n)} Likes`),
  reply: 'Antwort',
  newComment: 'Neuer Kommentar',
  placeholder: 'Schreiben Sie einen Kommentar …',
  attach: 'Datei anhängen',
  attachHint: 'Bis zu 3 Dateien (Bilder oder PDF), je höchstens 2 MB.',
  remove: 'Entfernen',
  submit: 'Kommentar senden',
  submitting: 'Wird gesendet …',
  sent: 'Kommentar gespeichert',
} as const;
