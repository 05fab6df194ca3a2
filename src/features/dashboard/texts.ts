import { formatCount } from '../../lib/format-count';

export const dashboardTexts = {
  title: 'Dashboard',
  // Not "zurück": the first sign-in after a registration lands here too.
  welcome: (name: string) => `Willkommen, ${name}!`,
  lead: 'Hier sehen Sie Ihre Projekte, offene Aufgaben und laufende Umfragen.',
  loadFailed: 'Fehler beim Laden der Daten',
  projectsHeading: 'Meine Projekte',
  noProjects: 'Keine Projekte gefunden',
  overdue: 'Überfällig',
  tasksLink: 'Aufgaben anzeigen',
  openTasksHeading: 'Offene Aufgaben',
  noOpenTasks: 'Keine offenen Aufgaben',
  moreTasks: (n: number) =>
    n === 1 ? 'und 1 weitere offene Aufgabe' : `und ${formatCount(n)} weitere offene Aufgaben`,
  allProjectTasks: 'Alle Aufgaben des Projekts',
  due: 'Fällig am',
  pollsHeading: 'Aktive Umfragen',
  noPolls: 'Keine aktiven Umfragen vorhanden',
  voted: 'Abgestimmt',
  notVoted: 'Nicht abgestimmt',
  pollEnds: 'Endet am',
  collaborativeLink: 'Kollaborative Projekte',
  myTasksLink: 'Meine Aufgaben',
} as const;
