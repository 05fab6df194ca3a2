import { zodResolver } from '@hookform/resolvers/zod';
import { clsx } from 'clsx';
import { Plus } from '../../../ui/icons/plus';
import { Trash2 } from '../../../ui/icons/trash';
import { useEffect, useId, useRef, useState } from 'react';
import { Controller, useFieldArray, useForm, useWatch } from 'react-hook-form';
import * as z from 'zod/mini';
import * as messages from '../../../domain/messages';
import { MIN_POLL_OPTIONS, pollStatusLabels } from '../../../domain/poll-rules';
import { hasVisibleText } from '../../../domain/text-limits';
import { pollStatusSchema, type Poll } from '../../../domain/poll';
import type { PollDraft } from '../../../domain/poll-draft';
import { optionsAreDistinct, pollDraftSchema, repeatsEarlierOption } from '../../../domain/poll-draft';
import type { ProjectGroup } from '../../../domain/project-group';
import { errorMessage, fieldReasons } from '../../../data/errors';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { FormField } from '../../../ui/form-field';
import { RequiredFieldsNote } from '../../../ui/required-fields-note';
import { BackButton } from '../shared/back-button';
import admin from '../shared/admin.module.css';
import styles from './polls.module.css';
import { pollAdminTexts as t } from './texts';
import { endNotBeforeStart } from '../../../domain/common-draft';
import { inGerman } from '../../../domain/german-zod-errors';
import { dateInputBounds } from '../../../ui/date-input-bounds';
import { useFocusAfterRemoval } from '../../../ui/use-focus-after-removal';

// Derived from the domain draft: the same rules and messages (SPEC §5), in form shape. Options keep
// their stored id (as optionId: the field array owns `id`) so votes survive an edit.
const formSchema = z
  .object({
    title: pollDraftSchema.shape.title,
    description: pollDraftSchema.shape.description,
    status: pollStatusSchema,
    options: z.array(z.object({ optionId: z.optional(z.number()), text: z.string() })).check(
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
type FormValues = z.infer<typeof formSchema>;
const formFields = Object.keys(formSchema.shape) as (keyof FormValues)[];

export interface PollFormProps {
  /** The poll being edited; absent when creating. */
  poll?: Poll;
  groups: ProjectGroup[];
  onSave: (draft: PollDraft) => Promise<void>;
  onBack: () => void;
}

// Fieldsets default to min-width: min-content, which would push the form wider than a phone.
const section = `${admin.section} ${styles.section}`;

const dateOnly = (value: string | null | undefined) => (value ? value.slice(0, 10) : '');

/** Create and edit form of a poll; a failed save keeps everything typed and chosen. */
export function PollForm({ poll, groups, onSave, onBack }: PollFormProps) {
  const editing = poll !== undefined;
  const id = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const alertRef = useRef<HTMLDivElement>(null);
  const [saveError, setSaveError] = useState<string | null>(null);
  const votes = new Map((poll?.options ?? []).map((o) => [o.id, o.votes]));

  const {
    register,
    handleSubmit,
    control,
    setError,
    setFocus,
    getValues,
    setValue,
    formState: { errors, isSubmitting, isDirty, submitCount },
  } = useForm<FormValues>({
    resolver: zodResolver(formSchema, inGerman),
    shouldFocusError: false,
    defaultValues: {
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
    },
  });
  const options = useFieldArray({ control, name: 'options' });
  const optionValues = useWatch({ control, name: 'options' });
  const atMinimum = options.fields.length <= MIN_POLL_OPTIONS;
  const removingOption = useFocusAfterRemoval(options.fields.length, (index) => setFocus(`options.${index}.text`));
  // Votes for a removed option are deleted on save (its voters may vote again): say so before it happens.
  const keptOptionIds = new Set(options.fields.map((f) => f.optionId));
  const votesOfRemovedOptions = (poll?.options ?? []).reduce(
    (sum, o) => (keptOptionIds.has(o.id) ? sum : sum + o.votes),
    0,
  );

  // A group deleted meanwhile (another admin, another tab) leaves the selection rather than lingering unseen.
  useEffect(() => {
    const chosen = getValues('projectGroupIds');
    const known = chosen.filter((g) => groups.some((x) => x.id === g));
    if (known.length !== chosen.length) setValue('projectGroupIds', known, { shouldDirty: true });
  }, [groups, getValues, setValue]);

  // After each submit: focus the first invalid field in reading order, else a save error.
  useEffect(() => {
    if (submitCount === 0) return;
    const invalid = formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
    if (invalid) invalid.focus();
    else if (saveError) alertRef.current?.focus();
    // Runs once per submit; errors and saveError are read as they are then.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [submitCount]);

  const optionsError = errors.options?.root?.message ?? errors.options?.message;
  const groupsError = errors.projectGroupIds?.message;
  const optionsErrorId = `${id}-options-error`;
  const groupsErrorId = `${id}-groups-error`;
  const groupsHintId = `${id}-groups-hint`;

  async function save(values: FormValues, asDraft: boolean) {
    setSaveError(null);
    const draft: PollDraft = {
      title: values.title,
      description: values.description,
      status: asDraft ? 'draft' : values.status,
      options: values.options.map((o) => ({ id: o.optionId, text: o.text })),
      startDate: values.startDate || null,
      endDate: values.endDate || null,
      projectGroupIds: values.projectGroupIds,
      isActive: asDraft ? false : values.isActive,
    };
    try {
      await onSave(draft);
    } catch (error) {
      setSaveError(errorMessage(error, t.saveFailed));
      // The message above is focused; the fields only show what they are refused for.
      for (const [field, message] of fieldReasons(error, formFields)) setError(field, { message });
    }
  }

  return (
    <form
      ref={formRef}
      className={`${admin.form} ${styles.form}`}
      onSubmit={handleSubmit((v) => save(v, false))}
      noValidate
      aria-label={editing ? t.editTitle : t.createTitle}
    >
      {saveError && (
        <div ref={alertRef} tabIndex={-1} className={styles.alertFocus}>
          <Alert tone="error">{saveError}</Alert>
        </div>
      )}
      <RequiredFieldsNote />

      <fieldset className={section}>
        <legend>{t.form.basics}</legend>
        <FormField live={false} label={t.form.title} required error={errors.title?.message}>
          <input type="text" autoComplete="off" {...register('title')} />
        </FormField>
        <FormField live={false} label={t.form.description} required error={errors.description?.message}>
          <textarea rows={4} {...register('description')} />
        </FormField>
        <FormField live={false} label={t.form.status}>
          <select {...register('status')}>
            {pollStatusSchema.options.map((s) => (
              <option key={s} value={s}>
                {pollStatusLabels[s]}
              </option>
            ))}
          </select>
        </FormField>
      </fieldset>

      <fieldset className={section}>
        <legend>
          {t.form.options}
          <span className={styles.required} aria-hidden="true">
            *
          </span>
        </legend>
        <p className={admin.muted}>{t.form.optionsHint}</p>
        <ol className={styles.options}>
          {options.fields.map((field, i) => {
            const inputId = `${id}-option-${i}`;
            // The empty rows, or the ones that repeat an answer above them: what the message asks to fix.
            const texts = optionValues?.map((o) => o.text) ?? [];
            const invalid = !!optionsError && (!texts[i]?.trim() || repeatsEarlierOption(texts, i));
            const stored = field.optionId !== undefined ? votes.get(field.optionId) : undefined;
            return (
              <li key={field.id} className={styles.option}>
                <div className={styles.optionField}>
                  <label htmlFor={inputId} className={styles.optionLabel}>
                    {t.form.option(i + 1)}
                    {stored !== undefined && <span className={styles.votes}> ({t.form.optionVotes(stored)})</span>}
                  </label>
                  <input
                    id={inputId}
                    type="text"
                    autoComplete="off"
                    className={styles.input}
                    aria-invalid={invalid || undefined}
                    aria-describedby={invalid ? optionsErrorId : undefined}
                    {...register(`options.${i}.text`)}
                  />
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
        {optionsError && (
          <p id={optionsErrorId} className={styles.error}>
            {optionsError}
          </p>
        )}
        <p role="status" className={styles.removedVotes}>
          {votesOfRemovedOptions > 0 && t.form.removedVotes(votesOfRemovedOptions)}
        </p>
        <Button variant="secondary" size="small" onClick={() => options.append({ text: '' })}>
          <Plus size={16} aria-hidden="true" /> {t.form.optionAdd}
        </Button>
      </fieldset>

      <fieldset className={section}>
        <legend>{t.form.period}</legend>
        <div className={admin.grid2}>
          <FormField live={false} label={t.form.startDate}>
            <input type="date" {...dateInputBounds} {...register('startDate')} />
          </FormField>
          <FormField live={false} label={t.form.endDate} error={errors.endDate?.message}>
            <input type="date" {...dateInputBounds} {...register('endDate')} />
          </FormField>
        </div>
      </fieldset>

      <fieldset className={section} aria-describedby={groupsHintId}>
        <legend>
          {t.form.groups}
          <span className={styles.required} aria-hidden="true">
            *
          </span>
        </legend>
        <p id={groupsHintId} className={admin.muted}>
          {t.form.groupsHint}
        </p>
        {groups.length === 0 ? (
          <p>{t.form.noGroups}</p>
        ) : (
          <Controller
            control={control}
            name="projectGroupIds"
            render={({ field }) => (
              <ul className={clsx(styles.cards, groupsError && styles.cardsInvalid)}>
                {groups.map((g) => {
                  const checked = field.value.includes(g.id);
                  const nameId = `${id}-group-${g.id}`;
                  return (
                    <li key={g.id}>
                      <label className={clsx(styles.card, checked && styles.cardChecked)}>
                        <input
                          type="checkbox"
                          className={styles.cardCheck}
                          checked={checked}
                          aria-labelledby={nameId}
                          aria-invalid={groupsError ? true : undefined}
                          aria-describedby={[`${nameId}-members`, groupsError && groupsErrorId]
                            .filter(Boolean)
                            .join(' ')}
                          onBlur={field.onBlur}
                          onChange={(e) =>
                            field.onChange(
                              e.target.checked ? [...field.value, g.id] : field.value.filter((v) => v !== g.id),
                            )
                          }
                        />
                        <span id={nameId} className={styles.cardName}>
                          {g.name}
                        </span>
                        <span id={`${nameId}-members`} className={styles.cardMeta}>
                          {t.form.members(g.memberIds.length)}
                        </span>
                      </label>
                    </li>
                  );
                })}
              </ul>
            )}
          />
        )}
        {groupsError && (
          <p id={groupsErrorId} className={styles.error}>
            {groupsError}
          </p>
        )}
      </fieldset>

      <div className={styles.activate}>
        <label className={admin.check}>
          <input type="checkbox" aria-describedby={`${id}-activate-hint`} {...register('isActive')} />
          {t.form.activate}
        </label>
        <p id={`${id}-activate-hint`} className={styles.hint}>
          {t.form.activateHint}
        </p>
      </div>

      <div className={`${admin.buttons} ${styles.buttons}`}>
        <BackButton dirty={isDirty} saving={isSubmitting} onBack={onBack} />
        <Button variant="secondary" disabled={isSubmitting} onClick={handleSubmit((v) => save(v, true))}>
          {t.form.saveDraft}
        </Button>
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? t.form.saving : editing ? t.form.save : t.form.start}
        </Button>
      </div>
    </form>
  );
}
