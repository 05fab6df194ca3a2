import { z } from 'zod';
import { deadlineEnd, idSchema, isoDateTimeSchema, optionalDateSchema, requiredText } from './common';
import { messages } from './messages';

export const pollStatusSchema = z.enum(['active', 'completed', 'draft']);
export type PollStatus = z.infer<typeof pollStatusSchema>;

/** Labels of the admin status select; 'Geöscht' for draft is the spec's wording, kept verbatim. */
export const pollStatusLabels: Record<PollStatus, string> = { active: 'Aktiv', completed: 'Abgeschlossen', draft: 'Geöscht' };

export const pollOptionSchema = z.object({ id: idSchema, text: z.string(), votes: z.number().int().nonnegative() });
export type PollOption = z.infer<typeof pollOptionSchema>;

export const pollSchema = z.object({
  id: idSchema,
  title: z.string(),
  description: z.string(),
  options: z.array(pollOptionSchema),
  startDate: z.string().nullable(),
  endDate: z.string().nullable(),
  projectGroupIds: z.array(idSchema),
  projectGroups: z.array(z.object({ id: idSchema, name: z.string() })),
  isActive: z.boolean(),
  status: pollStatusSchema,
  hasVoted: z.boolean(),
  userVoteId: idSchema.nullable(),
  createdAt: isoDateTimeSchema,
});
export type Poll = z.infer<typeof pollSchema>;

export const MIN_POLL_OPTIONS = 2;

export const pollDraftSchema = z.object({
  title: requiredText(),
  description: requiredText(),
  status: pollStatusSchema.default('draft'),
  /** Option texts in order; existing options keep their id so votes survive an edit. */
  options: z
    .array(z.object({ id: idSchema.optional(), text: z.string().trim() }))
    .transform((opts) => opts.filter((o) => o.text.length > 0))
    .refine((opts) => opts.length >= MIN_POLL_OPTIONS, messages.pollOptionsRequired),
  startDate: optionalDateSchema,
  endDate: optionalDateSchema,
  projectGroupIds: z.array(idSchema).min(1, messages.pollGroupsRequired),
  isActive: z.boolean().default(false),
});
export type PollDraft = z.input<typeof pollDraftSchema>;

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
