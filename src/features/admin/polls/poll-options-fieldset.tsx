import { useFieldArray, useFormContext, useFormState, useWatch } from 'react-hook-form';
import { MIN_POLL_OPTIONS } from '../../../domain/poll-rules';
import type { Poll } from '../../../domain/poll';
import { repeatsEarlierOption } from '../../../domain/poll-draft';
import { Button } from '../../../ui/button';
import { FormField } from '../../../ui/form-field';
import fieldStyles from '../../../ui/form-field.module.css';
import { useSummaryMessageId } from '../../../ui/form-field-state';
import { Plus } from '../../../ui/icons/plus';
import { Trash2 } from '../../../ui/icons/trash';
import { useFocusAfterRemoval } from '../../../ui/use-focus-after-removal';
import admin from '../shared/admin.module.css';
import type { PollFormValues } from './poll-form-schema';
import styles from './polls.module.css';
import { pollAdminTexts as t } from './texts';

/** The answer options, at least two; each keeps its votes, and removing one says how many votes go with it. */
export function PollOptionsFieldset({ poll, className }: { poll: Poll | undefined; className: string | undefined }) {
  const { control, register, setFocus } = useFormContext<PollFormValues>();
  const options = useFieldArray({ control, name: 'options' });
  const optionValues = useWatch({ control, name: 'options' });
  const { errors } = useFormState({ control, name: 'options' });
  const optionsError = errors.options?.root?.message ?? errors.options?.message;
  const messageId = useSummaryMessageId(optionsError);
  const votes = new Map((poll?.options ?? []).map((o) => [o.id, o.votes]));
  const atMinimum = options.fields.length <= MIN_POLL_OPTIONS;
  const removingOption = useFocusAfterRemoval(options.fields.length, (index) => setFocus(`options.${index}.text`));
  // Votes for a removed option are deleted on save (its voters may vote again): say so before it happens.
  const keptOptionIds = new Set(options.fields.map((f) => f.optionId));
  const votesOfRemovedOptions = (poll?.options ?? []).reduce(
    (sum, o) => (keptOptionIds.has(o.id) ? sum : sum + o.votes),
    0,
  );
  const texts = optionValues.map((o) => o.text);

  return (
    <fieldset className={className}>
      <legend>
        {t.form.options}
        <span className={fieldStyles.required} aria-hidden="true">
          *
        </span>
      </legend>
      <p className={admin.muted}>{t.form.optionsHint}</p>
      <ol className={admin.gridList}>
        {options.fields.map((field, i) => {
          // The empty rows, or the ones that repeat an answer above them: what the message asks to fix. A row's
          // own message (a text too long) stays at its field.
          const invalid = !!optionsError && (!texts[i]?.trim() || repeatsEarlierOption(texts, i));
          const stored = field.optionId !== undefined ? votes.get(field.optionId) : undefined;
          return (
            <li key={field.id} className={styles.option}>
              <div className={styles.optionField}>
                <FormField
                  field={register(`options.${i}.text`)}
                  live={false}
                  invalid={invalid}
                  label={
                    <>
                      {t.form.option(i + 1)}
                      {stored !== undefined && <span className={styles.votes}> ({t.form.optionVotes(stored)})</span>}
                    </>
                  }
                >
                  <input type="text" autoComplete="off" aria-describedby={invalid ? messageId : undefined} />
                </FormField>
              </div>
              <Button
                variant="ghost"
                className={styles.remove}
                aria-label={t.form.optionRemove(i + 1)}
                disabled={atMinimum}
                onClick={() => {
                  if (atMinimum) return;
                  removingOption(i);
                  options.remove(i);
                }}
              >
                <Trash2 size={18} aria-hidden="true" />
              </Button>
            </li>
          );
        })}
      </ol>
      <p role="status" className={styles.removedVotes}>
        {votesOfRemovedOptions > 0 && t.form.removedVotes(votesOfRemovedOptions)}
      </p>
      <Button variant="secondary" size="small" onClick={() => options.append({ text: '' })}>
        <Plus size={16} aria-hidden="true" /> {t.form.optionAdd}
      </Button>
    </fieldset>
  );
}
