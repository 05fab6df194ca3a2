import type { SeedClock } from './dates';
import type { SeedPoll } from './types';
import { G, U } from './users';

/** Ids of the polls with a role in the demo. */
export const POLL = {
  /** Active, open, nutzer has not voted yet. */
  openForNutzer: 1,
  /** Active, nutzer has voted. */
  votedByNutzer: 2,
  completed: 3,
  draft: 4,
  /** Active in a group nutzer is not a member of. */
  otherGroup: 5,
} as const;

const options = (...rows: [string, number][]) => rows.map(([text, votes], i) => ({ id: i + 1, text, votes }));

export function createPolls(clock: SeedClock): SeedPoll[] {
  const d = clock.dateFromNow;
  return [
    {
      id: POLL.openForNutzer,
      title: 'Thema für den nächsten Praxis-Workshop',
      description:
        'Im nächsten Quartal veranstalten wir einen halbtägigen Praxis-Workshop in Erfurt. Welches Thema interessiert Sie am meisten?',
      options: options(
        ['Datenschutz bei KI-Anwendungen', 4],
        ['Prompting für Beratungsfachkräfte', 3],
        ['KI in der Pflegedokumentation', 2],
        ['Fördermöglichkeiten für Digitalprojekte', 1],
      ),
      startDate: d(-7),
      endDate: d(14),
      projectGroupIds: [G.beratung, G.pflege],
      isActive: true,
      status: 'active',
      createdAt: clock.daysFromNow(-7),
      voters: [
        { userId: U.becker, optionId: 1 },
        { userId: U.krueger, optionId: 2 },
        { userId: U.hoffmann, optionId: 1 },
        { userId: U.yilmaz, optionId: 3 },
        { userId: U.schmidt, optionId: 1 },
        { userId: U.wagner, optionId: 2 },
      ],
    },
    {
      id: POLL.votedByNutzer,
      title: 'Termin für das Auswertungstreffen Dienstplanung',
      description:
        'Wann passt es Ihnen am besten, die Ergebnisse des Pilotbetriebs gemeinsam auszuwerten? Das Treffen dauert etwa zwei Stunden.',
      options: options(['Dienstag, 10:00 Uhr', 1], ['Mittwoch, 14:00 Uhr', 2], ['Donnerstag, 9:00 Uhr (online)', 1]),
      startDate: d(-3),
      endDate: d(4),
      projectGroupIds: [G.pflege],
      isActive: true,
      status: 'active',
      createdAt: clock.daysFromNow(-3),
      voters: [
        { userId: U.nutzer, optionId: 2 },
        { userId: U.yilmaz, optionId: 2 },
        { userId: U.schmidt, optionId: 3 },
        { userId: U.wagner, optionId: 1 },
      ],
    },
    {
      id: POLL.completed,
      title: 'Name für den Leichte-Sprache-Übersetzer',
      description: 'Unter welchem Namen soll der Übersetzungsdienst bei den Trägern eingeführt werden?',
      options: options(['Klartext', 3], ['Einfach verstehen', 1], ['Leicht gesagt', 5]),
      startDate: d(-60),
      endDate: d(-45),
      projectGroupIds: [G.beratung],
      isActive: false,
      status: 'completed',
      createdAt: clock.daysFromNow(-61),
      voters: [
        { userId: U.nutzer, optionId: 3 },
        { userId: U.becker, optionId: 3 },
        { userId: U.krueger, optionId: 1 },
        { userId: U.hoffmann, optionId: 3 },
        { userId: U.admin, optionId: 2 },
      ],
    },
    {
      id: POLL.draft,
      title: 'Welche Videokonferenz-Lösung sollen wir nutzen?',
      description:
        'Für die gruppenübergreifenden Treffen suchen wir eine datenschutzfreundliche Lösung. Bitte stimmen Sie ab, sobald die Umfrage gestartet ist.',
      options: options(['BigBlueButton', 0], ['Jitsi Meet', 0], ['Nextcloud Talk', 0]),
      startDate: d(7),
      endDate: d(21),
      projectGroupIds: [G.beratung, G.pflege],
      isActive: false,
      status: 'draft',
      createdAt: clock.daysFromNow(-1),
      voters: [],
    },
    {
      id: POLL.otherGroup,
      title: 'Bevorzugter Kanal für Rückmeldungen von Eltern',
      description: 'Über welchen Kanal sollen Eltern Rückmeldungen zum Anmeldeverfahren geben können?',
      options: options(['Chatbot auf der Website', 2], ['Messenger', 0], ['Telefon-Hotline', 1]),
      startDate: d(-2),
      endDate: d(10),
      projectGroupIds: [G.jugendhilfe],
      isActive: true,
      status: 'active',
      createdAt: clock.daysFromNow(-2),
      voters: [
        { userId: U.krueger, optionId: 1 },
        { userId: U.neumann, optionId: 1 },
      ],
    },
  ];
}
