import type { CollaborativeProject, CollaborativeTask } from '../../domain/collaborative-project';

/**
 * Built-in sample data of the collaborative projects (SPEC §2: /kollaborativ uses sample data, not
 * server data). Group ids 1–3 and user ids match the demo seed: 1 Anna Admin, 2 Nina Nutzer,
 * 3 Thomas Becker, 4 Sabine Krüger, 5 Mehmet Yılmaz, 6 Julia Hoffmann, 7 Lukas Schmidt,
 * 8 Katharina Wagner, 9 Peter Neumann. Group 1: 1, 2, 3, 4, 6; group 2: 2, 5, 7, 8; group 3: 4, 6, 9.
 * Dates are relative to `now`, so tasks due within 3 days stay due soon.
 */

const DAY = 24 * 60 * 60 * 1000;

type TaskRow = [
  title: string,
  status: CollaborativeTask['status'],
  priority: CollaborativeTask['priority'],
  assignedTo: number[],
  dueInDays: number | null,
];

export function createCollaborativeProjects(now: Date): CollaborativeProject[] {
  const at = (days: number) => new Date(now.getTime() + days * DAY).toISOString();
  let taskId = 0;
  const tasks = (rows: TaskRow[]): CollaborativeTask[] =>
    rows.map(([title, status, priority, assignedTo, dueInDays]) => ({
      id: ++taskId,
      title,
      status,
      priority,
      assignedTo,
      deadline: dueInDays === null ? null : at(dueInDays),
    }));

  return [
    {
      id: 1,
      title: 'Gemeinsame Wissensbasis Sozialberatung',
      description:
        'Beratungsstellen verschiedener Träger bauen gemeinsam eine geprüfte Wissensbasis auf, die als Grundlage für KI-Assistenten in der Sozialberatung dient.',
      imageUrl: '/images/projects/schuldnerberatung.svg',
      status: 'active',
      projectGroupId: 1,
      deadline: at(40),
      createdAt: at(-75),
      tasks: tasks([
        ['Quellen der Träger zusammentragen', 'completed', 'medium', [2, 3], -30],
        ['Gliederung der Wissensbasis abstimmen', 'completed', 'high', [1, 4], -20],
        ['Handreichungen zum Bürgergeld aufbereiten', 'in-progress', 'high', [2], 2],
        ['Freigabeprozess für neue Dokumente festlegen', 'open', 'medium', [4, 6], 1],
        ['Testfragen für die Qualitätsprüfung sammeln', 'open', 'low', [2, 6], 9],
        ['Schulung für Beratungsfachkräfte planen', 'open', 'medium', [1, 3], null],
      ]),
    },
    {
      id: 2,
      title: 'Leichte Sprache im Trägerverbund',
      description:
        'Drei Träger teilen sich Prüfgruppen und Übersetzungswerkzeug für Informationen in Leichter Sprache. Das Projekt ist erfolgreich abgeschlossen.',
      imageUrl: '/images/projects/leichte-sprache.svg',
      status: 'completed',
      projectGroupId: 1,
      deadline: at(-14),
      createdAt: at(-180),
      tasks: tasks([
        ['Kooperationsvereinbarung unterzeichnen', 'completed', 'high', [1], -150],
        ['Prüfgruppen-Kalender einrichten', 'completed', 'medium', [2, 6], -120],
        ['100 Standardbriefe übersetzen', 'completed', 'medium', [3, 4], -40],
        ['Erfahrungsbericht veröffentlichen', 'completed', 'low', [2], -14],
      ]),
    },
    {
      id: 3,
      title: 'Springerpool Pflege Mittelthüringen',
      description:
        'Pflegeeinrichtungen planen einen gemeinsamen Springerpool. Ein KI-Modell schlägt vor, welche Einrichtung bei Ausfällen Unterstützung erhält.',
      imageUrl: '/images/projects/dienstplan-pflege.svg',
      status: 'active',
      projectGroupId: 2,
      deadline: at(25),
      createdAt: at(-50),
      tasks: tasks([
        ['Ausfallzahlen der Einrichtungen erheben', 'completed', 'high', [5, 7], -25],
        ['Verteilungsregeln mit Pflegedienstleitungen abstimmen', 'in-progress', 'high', [2, 8], 3],
        ['Arbeitsrechtliche Fragen klären', 'open', 'high', [7], 1],
        ['Prototyp der Einsatzplanung testen', 'open', 'medium', [2, 5], 6],
        ['Fahrtkostenregelung entwerfen', 'open', 'low', [8], null],
        ['Kommunikation an die Teams vorbereiten', 'completed', 'medium', [2], -5],
        ['Rückmeldebogen für Springerkräfte erstellen', 'open', 'low', [2, 8], 12],
      ]),
    },
    {
      id: 4,
      title: 'Sprachdokumentation im ambulanten Dienst',
      description:
        'Erprobung der Pflegedokumentation per Spracheingabe bei Hausbesuchen. Die Erprobung ist beendet, die Ergebnisse sind archiviert.',
      imageUrl: '/images/products/pflegedoku-sprache.svg',
      status: 'archived',
      projectGroupId: 2,
      deadline: at(-90),
      createdAt: at(-240),
      tasks: tasks([
        ['Smartphones für die Erprobung beschaffen', 'completed', 'medium', [5], -200],
        ['Einwilligungen der Klientinnen und Klienten einholen', 'completed', 'high', [7, 8], -180],
        ['Erprobung in zwei Touren durchführen', 'completed', 'high', [2, 5], -120],
        ['Auswertung der Zeitersparnis', 'completed', 'medium', [7], -95],
        ['Offene Fragen zur Haftung', 'open', 'low', [8], null],
      ]),
    },
    {
      id: 5,
      title: 'Digitale Elternbriefe in der Kita',
      description:
        'Kita-Träger und Jugendamt entwickeln mehrsprachige Elternbriefe, die mit KI-Unterstützung übersetzt und vereinfacht werden.',
      imageUrl: '/images/projects/kita-chatbot.svg',
      status: 'active',
      projectGroupId: 3,
      deadline: at(60),
      createdAt: at(-20),
      tasks: tasks([
        ['Musterbriefe der Kitas sammeln', 'completed', 'medium', [4, 6], -10],
        ['Sprachen nach Bedarf priorisieren', 'in-progress', 'medium', [9], 2],
        ['Datenschutzhinweis für Eltern formulieren', 'open', 'high', [9, 4], 5],
        ['Rückmeldung von Elternvertretungen einholen', 'open', 'low', [6], 20],
      ]),
    },
  ];
}
