import { formatCount } from '../../lib/format-count';

/** German texts of the collaborative projects (SPEC §2, §8: empty state and not-found verbatim). */
export const collaborativeTexts = {
  listTitle: 'Kollaborative Projekte',
  listLead: 'Gemeinsame Vorhaben Ihrer Projektgruppen: Fortschritt, Fristen und offene Aufgaben auf einen Blick.',
  listLabel: 'Ihre kollaborativen Projekte',
  empty: 'Keine Projekte gefunden',
  emptyText: 'Sobald eine Ihrer Projektgruppen ein kollaboratives Projekt startet, erscheint es hier.',
  toDashboard: 'Zum Dashboard',
  sampleNote: 'Die kollaborativen Projekte sind Beispieldaten zur Veranschaulichung.',

  notFound: 'Projekt nicht gefunden',
  notFoundText: 'Das gesuchte Projekt existiert nicht oder gehört zu keiner Ihrer Projektgruppen.',
  backToList: 'Zurück zur Übersicht',

  progress: 'Fortschritt',
  progressOf: (title: string) => `Fortschritt von „${title}“`,
  deadline: 'Frist',
  noDeadline: 'Keine Frist',
  group: 'Projektgruppe',
  participants: 'Teilnehmende',
  moreParticipants: (count: number) => `und ${count} weitere`,
  overdue: 'Überfällig',
  dueSoon: 'Bald fällig',
  openCount: (count: number) => `${count} offen`,
  doneCount: (count: number) => `${count} abgeschlossen`,
  taskCounts: 'Aufgaben',
  details: 'Details',

  tasks: 'Aufgaben',
  filterLabel: 'Aufgaben filtern',
  // 'Unerledigt', not 'Offen': the filter takes in the tasks in progress, which the overview counts apart from the open ones.
  filters: { all: 'Alle', mine: 'Meine', open: 'Unerledigt', completed: 'Abgeschlossen' },
  noTasks: 'Keine Aufgaben vorhanden',
  noTasksForFilter: 'Für diesen Filter gibt es keine Aufgaben.',
  dueOn: (date: string) => `Fällig am ${date}`,
  noTaskDeadline: 'Keine Frist',
  priority: (label: string) => `Priorität: ${label}`,
  assignees: 'Zuständig',
  nobody: 'Niemand zugewiesen',
  you: 'Sie',
  daysLeft: (days: number) => (days === 0 ? 'heute' : days === 1 ? 'morgen' : `in ${days} Tagen`),

  overview: 'Übersicht',
  total: 'Gesamt',
  open: 'Offen',
  inProgress: 'In Bearbeitung',
  done: 'Abgeschlossen',
  dueSoonCount: 'Bald fällig',

  team: 'Team',
  taskCount: (count: number) => (count === 1 ? '1 Aufgabe' : `${formatCount(count)} Aufgaben`),
  documents: 'Dokumente',
  noDocuments: 'Noch keine Dokumente vorhanden',
  noDocumentsText: 'Geteilte Dateien des Projekts erscheinen hier.',
} as const;
