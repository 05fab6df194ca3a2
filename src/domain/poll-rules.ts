// Rules without zod, kept apart from the schemas in poll.ts so that reads and first visits load no schema
// library (docs/decisions/004-lean-first-visit.md). poll.ts re-exports everything here.
import { deadlineEnd } from './common-rules';
import type { Poll, PollOption, PollStatus } from './poll';

/** Labels of the admin status select; 'Geöscht' for draft is the spec's wording, kept verbatim. */
export const pollStatusLabels: Record<PollStatus, string> = { active: 'Aktiv', completed: 'Abgeschlossen', draft: 'Geöscht' };

export const MIN_POLL_OPTIONS = 2;

/** Gives options without an id the next numbers after the highest existing one (SPEC §4). */
export function numberOptions(options: { id?: number; text: string }[]): { id: number; text: string }[] {
  let next = options.reduce((max, o) => Math.max(max, o.id ?? 0), 0);
  return options.map((o) => ({ id: o.id ?? ++next, text: o.text }));
}

export function hasPollEnded(poll: Pick<Poll, 'endDate'>, now: Date = new Date()): boolean {
  if (!poll.endDate) return false;
  return deadlineEnd(poll.endDate).getTime() < now.getTime();
}

/** Voting is open while the poll is active (flag and status) and has not ended. */
export function isPollOpen(poll: Pick<Poll, 'isActive' | 'status' | 'endDate'>, now: Date = new Date()): boolean {
  return poll.isActive && poll.status === 'active' && !hasPollEnded(poll, now);
}

export function canVote(poll: Pick<Poll, 'isActive' | 'status' | 'endDate' | 'hasVoted'>, now: Date = new Date()): boolean {
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
