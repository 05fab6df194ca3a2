import { formatCount } from '../../lib/format-count';

/** German texts of the poll screen; the spec's wording (SPEC §2, §8) verbatim. */
export const pollTexts = {
  pageTitle: 'Umfrage',
  loading: 'Umfrage wird geladen …',
  notFound: 'Umfrage nicht gefunden',
  notFoundText: 'Die gesuchte Umfrage existiert nicht oder ist für Ihre Projektgruppen nicht freigegeben.',
  toDashboard: 'Zum Dashboard',
  backToDashboard: 'Zurück zum Dashboard',
  loadFailed: 'Fehler beim Laden der Umfrage',
  retry: 'Erneut versuchen',

  voted: 'Abgestimmt',
  notVoted: 'Nicht abgestimmt',
  details: 'Details',
  groups: 'Projektgruppen',
  noGroups: 'Keine Gruppe',
  totalVotes: 'Stimmen insgesamt',
  createdAt: 'Erstellt am',
  startDate: 'Startdatum',
  endDate: 'Enddatum',
  noEndDate: 'Kein Enddatum',

  voteHeading: 'Ihre Stimme abgeben',
  voteLegend: 'Antwortmöglichkeiten',
  voteHint:
    'Wählen Sie eine Antwort aus und bestätigen Sie mit „Abstimmen“. Ihre Stimme kann danach nicht mehr geändert werden.',
  vote: 'Abstimmen',
  voting: 'Stimme wird gesendet …',
  voteFailed: 'Fehler beim Abstimmen',
  voteSaved: 'Vielen Dank! Ihre Stimme wurde gezählt.',

  results: 'Ergebnisse',
  yourVote: 'Ihre Stimme',
  noVotesYet: 'Für diese Umfrage wurden noch keine Stimmen abgegeben.',
  votedNote: 'Sie haben an dieser Umfrage teilgenommen. Ihre Wahl ist markiert.',
  closedNote: 'Die Abstimmung ist beendet.',
  inactiveNote: 'Diese Umfrage ist derzeit nicht aktiv.',
  scheduledNote: (date: string) => `Die Abstimmung beginnt am ${date}.`,
  votes: (count: number) => (count === 1 ? '1 Stimme' : `${formatCount(count)} Stimmen`),
  percent: (value: number) => `${value}\u00a0%`,
} as const;
