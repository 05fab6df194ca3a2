// Rules without zod, kept apart from the schemas in poll.ts so that reads and first visits load no schema
// library (docs/decisions/004-lean-first-visit.md). These names are imported from here only.
import { deadlineEnd, toLocalDate } from './common-rules';
import type { Poll, PollOption, PollStatus } from './poll';
import { matchesText } from './text-search';

/** Labels of the admin status select; 'Geöscht' for draft is the spec's wording, kept verbatim. */
export const pollStatusLabels: Record<PollStatus, string> = {
  active: 'Aktiv',
  completed: 'Abgeschlossen',
  draft: 'Geöscht',
};

export const MIN_POLL_OPTIONS = 2;

/** The admin's poll search: title or description, as in every admin table. */
export function matchesPollSearch(poll: Pick<Poll, 'title' | 'description'>, search: string): boolean {
  return matchesText(search, [poll.title, poll.description]);
}

/** Gives options without an id the next numbers after the highest existing one (SPEC §4). */
export function numberOptions(options: { id?: number; text: string }[]): { id: number; text: string }[] {
  let next = options.reduce((max, o) => Math.max(max, o.id ?? 0), 0);
  return options.map((o) => ({ id: o.id ?? ++next, text: o.text }));
}

export function hasPollEnded(poll: Pick<Poll, 'endDate'>, now: Date = new Date()): boolean {
  if (!poll.endDate) return false;
  return deadlineEnd(poll.endDate).getTime() < now.getTime();
}

/** A poll with a start date opens at the beginning of that day; one without is open from its creation. */
export function hasPollStarted(poll: Pick<Poll, 'startDate'>, now: Date = new Date()): boolean {
  return !poll.startDate || toLocalDate(poll.startDate).getTime() <= now.getTime();
}

type PollWindow = Pick<Poll, 'isActive' | 'status' | 'startDate' | 'endDate'>;

/** Voting is open while the poll is active (flag and status), has started and has not ended. */
export function isPollOpen(poll: PollWindow, now: Date = new Date()): boolean {
  return poll.isActive && poll.status === 'active' && hasPollStarted(poll, now) && !hasPollEnded(poll, now);
}

/** Active, but its start date is still ahead: it opens by itself on that day. */
export function isPollScheduled(poll: PollWindow, now: Date = new Date()): boolean {
  return poll.isActive && poll.status === 'active' && !hasPollStarted(poll, now);
}

/**
 * What a poll is, in one word wherever it is shown (admin list, dashboard, its page): running ('Aktiv'), not yet
 * open, past its end date ('Abgelaufen', SPEC §2) or switched off or closed by status ('Inaktiv').
 */
export type PollState = 'open' | 'scheduled' | 'ended' | 'inactive';

export function pollState(poll: PollWindow, now: Date = new Date()): PollState {
  if (!poll.isActive || poll.status !== 'active') return 'inactive';
  if (hasPollEnded(poll, now)) return 'ended';
  return hasPollStarted(poll, now) ? 'open' : 'scheduled';
}

/** The word for each state; a scheduled poll is named by the day it opens (a date the screens format). */
export const pollStateLabels: Record<Exclude<PollState, 'scheduled'>, string> = {
  open: 'Aktiv',
  ended: 'Abgelaufen',
  inactive: 'Inaktiv',
};

export function canVote(poll: PollWindow & Pick<Poll, 'hasVoted'>, now: Date = new Date()): boolean {
  return isPollOpen(poll, now) && !poll.hasVoted;
}

export interface PollResult {
  optionId: number;
  text: string;
  votes: number;
  /** Share of all votes, 0–100, rounded. */
  percent: number;
  /** Bar width relative to the option with the most votes, 0–100. */
  barWidth: number;
}

export function pollResults(options: PollOption[]): { total: number; results: PollResult[] } {
  const total = options.reduce((sum, o) => sum + o.votes, 0);
  const top = options.reduce((max, o) => Math.max(max, o.votes), 0);
  return {
    total,
    results: options.map((o) => ({
      optionId: o.id,
      text: o.text,
      votes: o.votes,
      percent: total === 0 ? 0 : Math.round((o.votes / total) * 100),
      barWidth: top === 0 ? 0 : (o.votes / top) * 100,
    })),
  };
}
