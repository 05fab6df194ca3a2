import * as z from 'zod/mini';
import { idSchema } from './common';
import { endNotBeforeStart, limitedText, optionalDateSchema, requiredText } from './common-draft';
import * as messages from './messages';
import { pollStatusSchema } from './poll';
import { MIN_POLL_OPTIONS } from './poll-rules';
import { DESCRIPTION_MAX, hasVisibleText, TITLE_MAX } from './text-limits';

const answerKey = (text: string) => text.trim().toLocaleLowerCase('de');

/** No answer twice: 'Ja' and ' ja ' would split the votes for one answer. Empty rows are not answers. */
export function optionsAreDistinct(texts: string[]): boolean {
  const answers = texts.map(answerKey).filter(Boolean);
  return new Set(answers).size === answers.length;
}

/** Whether the answer at `index` repeats one before it (the row to mark and correct). */
export function repeatsEarlierOption(texts: string[], index: number): boolean {
  const key = answerKey(texts[index] ?? '');
  return key !== '' && texts.slice(0, index).some((text) => answerKey(text) === key);
}

/** One answer option: the form checks its text by this too. */
export const pollOptionSchema = z.object({ id: z.optional(idSchema), text: limitedText('Antwortoption', TITLE_MAX) });

export const pollDraftSchema = z
  .object({
    title: requiredText('Titel', TITLE_MAX),
    description: requiredText('Beschreibung', DESCRIPTION_MAX),
    status: z._default(pollStatusSchema, 'draft'),
    /** Option texts in order; existing options keep their id so votes survive an edit. */
    options: z
      .pipe(
        z.array(pollOptionSchema),
        z.transform((opts: z.output<typeof pollOptionSchema>[]) => opts.filter((o) => hasVisibleText(o.text))),
      )
      .check(
        z.refine((opts) => opts.length >= MIN_POLL_OPTIONS, messages.pollOptionsRequired),
        z.refine((opts) => optionsAreDistinct(opts.map((o) => o.text)), messages.pollOptionsDistinct),
      ),
    startDate: optionalDateSchema,
    endDate: optionalDateSchema,
    projectGroupIds: z.array(idSchema).check(z.minLength(1, messages.pollGroupsRequired)),
    isActive: z._default(z.boolean(), false),
  })
  .check(endNotBeforeStart());
export type PollDraft = z.input<typeof pollDraftSchema>;
