import { z } from 'zod';
import { idSchema } from './common';
import { optionalDateSchema, requiredText } from './common-draft';
import { messages } from './messages';
import { pollStatusSchema } from './poll';
import { MIN_POLL_OPTIONS } from './poll-rules';

export const pollDraftSchema = z.object({
  title: requiredText(),
  description: requiredText(),
  status: z._default(pollStatusSchema, 'draft'),
  /** Option texts in order; existing options keep their id so votes survive an edit. */
  options: z
    .array(z.object({ id: z.optional(idSchema), text: z.string().trim() }))
    .transform((opts) => opts.filter((o) => o.text.length > 0))
    .refine((opts) => opts.length >= MIN_POLL_OPTIONS, messages.pollOptionsRequired),
  startDate: optionalDateSchema,
  endDate: optionalDateSchema,
  projectGroupIds: z.array(idSchema).min(1, messages.pollGroupsRequired),
  isActive: z.boolean().default(false),
});
export type PollDraft = z.input<typeof pollDraftSchema>;
