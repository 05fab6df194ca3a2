import * as z from 'zod/mini';
import { idSchema } from './common';
import { endNotBeforeStart, optionalDateSchema, requiredText } from './common-draft';
import * as messages from './messages';
import { pollStatusSchema } from './poll';
import { MIN_POLL_OPTIONS } from './poll-rules';

const pollOptionSchema = z.object({ id: z.optional(idSchema), text: z.string().check(z.trim()) });

export const pollDraftSchema = z.object({
  title: requiredText(),
  description: requiredText(),
  status: z._default(pollStatusSchema, 'draft'),
  /** Option texts in order; existing options keep their id so votes survive an edit. */
  options: z
    .pipe(
      z.array(pollOptionSchema),
      z.transform((opts: z.output<typeof pollOptionSchema>[]) => opts.filter((o) => o.text.length > 0)),
    )
    .check(z.refine((opts) => opts.length >= MIN_POLL_OPTIONS, messages.pollOptionsRequired)),
  startDate: optionalDateSchema,
  endDate: optionalDateSchema,
  projectGroupIds: z.array(idSchema).check(z.minLength(1, messages.pollGroupsRequired)),
  isActive: z._default(z.boolean(), false),
}).check(endNotBeforeStart());
export type PollDraft = z.input<typeof pollDraftSchema>;
