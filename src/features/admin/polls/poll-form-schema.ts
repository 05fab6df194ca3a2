import * as z from 'zod/mini';
import * as messages from '../../../domain/messages';
import * as coreMessages from '../../../domain/core-messages';
import { MIN_POLL_OPTIONS } from '../../../domain/poll-rules';
import { hasVisibleText } from '../../../domain/text-limits';
import { pollStatusSchema, type Poll } from '../../../domain/poll';
import { optionsAreDistinct, pollDraftSchema, pollOptionSchema } from '../../../domain/poll-draft';
import { endNotBeforeStart } from '../../../domain/common-draft';

// Derived from the domain draft: the same rules and messages (SPEC §5), in form shape. Options keep
// their stored id (as optionId: the field array owns `id`) so votes survive an edit.
export const pollFormSchema = z
  .object({
    title: pollDraftSchema.shape.title,
    description: pollDraftSchema.shape.description,
    status: pollStatusSchema,
    options: z.array(z.object({ optionId: z.optional(z.number()), text: pollOptionSchema.shape.text })).check(
      z.refine(
        (opts) => opts.filter((o) => hasVisibleText(o.text)).length >= MIN_POLL_OPTIONS,
        messages.pollOptionsRequired,
      ),
      z.refine((opts) => optionsAreDistinct(opts.map((o) => o.text)), messages.pollOptionsDistinct),
    ),
    startDate: z.string(),
    endDate: z.string(),
    projectGroupIds: pollDraftSchema.shape.projectGroupIds,
    isActive: z.boolean(),
  })
  .check(endNotBeforeStart());
export type PollFormValues = z.infer<typeof pollFormSchema>;
export const pollFormFields = Object.keys(pollFormSchema.shape) as (keyof PollFormValues)[];

/** The messages shown once above the form, in the order of SPEC §5; the end date's stays at its field. */
export const pollSummaryOrder = [
  coreMessages.requiredFields,
  messages.pollGroupsRequired,
  messages.pollOptionsRequired,
  messages.pollOptionsDistinct,
];

const dateOnly = (value: string | null | undefined) => (value ? value.slice(0, 10) : '');

export function pollFormDefaults(poll: Poll | undefined): PollFormValues {
  return {
    title: poll?.title ?? '',
    description: poll?.description ?? '',
    status: poll?.status ?? 'active',
    options: poll
      ? poll.options.map((o) => ({ optionId: o.id, text: o.text }))
      : Array.from({ length: MIN_POLL_OPTIONS }, () => ({ text: '' })),
    startDate: dateOnly(poll?.startDate),
    endDate: dateOnly(poll?.endDate),
    projectGroupIds: poll?.projectGroupIds ?? [],
    // A new poll is meant to be voted on once started ('Umfrage starten'); a draft is stored inactive anyway.
    // An edited poll keeps what is stored.
    isActive: poll?.isActive ?? true,
  };
}
