import { z } from 'zod';
import { idSchema, isoDateTimeSchema, optionalDateSchema, requiredText } from './common';
import { messages } from './messages';
import { MIN_POLL_OPTIONS } from './poll-rules';
export * from './poll-rules';

export const pollStatusSchema = z.enum(['active', 'completed', 'draft']);
export type PollStatus = z.infer<typeof pollStatusSchema>;

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

