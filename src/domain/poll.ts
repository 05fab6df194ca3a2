import * as z from 'zod/mini';
import { idSchema, isoDateTimeSchema } from './common';
import type { Page } from './page';

export const pollStatusSchema = z.enum(['active', 'completed', 'draft']);
export type PollStatus = z.infer<typeof pollStatusSchema>;

export const pollOptionSchema = z.object({
  id: idSchema,
  text: z.string(),
  votes: z.number().check(z.int(), z.nonnegative()),
});
export type PollOption = z.infer<typeof pollOptionSchema>;

export const pollSchema = z.object({
  id: idSchema,
  title: z.string(),
  description: z.string(),
  options: z.array(pollOptionSchema),
  startDate: z.nullable(z.string()),
  endDate: z.nullable(z.string()),
  projectGroupIds: z.array(idSchema),
  projectGroups: z.array(z.object({ id: idSchema, name: z.string() })),
  isActive: z.boolean(),
  status: pollStatusSchema,
  hasVoted: z.boolean(),
  userVoteId: z.nullable(idSchema),
  createdAt: isoDateTimeSchema,
});
export type Poll = z.infer<typeof pollSchema>;

export interface PollQuery {
  search?: string;
}

/** The newest `limit` polls (of a search) the caller may read, and how many there are in all. */
export type PollPage = Page<Poll>;
