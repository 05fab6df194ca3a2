import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useId, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { pollStatusLabels } from '../../../domain/poll-rules';
import { pollStatusSchema, type Poll } from '../../../domain/poll';
import type { PollDraft } from '../../../domain/poll-draft';
import type { ProjectGroup } from '../../../domain/project-group';
import { errorMessage, fieldReasons } from '../../../data/errors';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { FieldForm } from '../../../ui/field-form';
import { FormField } from '../../../ui/form-field';
import { RequiredFieldsNote } from '../../../ui/required-fields-note';
import { BackButton } from '../shared/back-button';
import admin from '../shared/admin.module.css';
import { PollGroupsFieldset } from './poll-groups-fieldset';
import { PollOptionsFieldset } from './poll-options-fieldset';
import {
  pollFormDefaults,
  pollFormFields,
  pollFormSchema,
  pollSummaryOrder,
  type PollFormValues,
} from './poll-form-schema';
import styles from './polls.module.css';
import { pollAdminTexts as t } from './texts';
import { inGerman } from '../../../domain/german-zod-errors';
import { dateInputBounds } from '../../../ui/date-input-bounds';
import { LabelledOptions } from '../../../ui/labelled-options';

export interface PollFormProps {
  /** The poll being edited; absent when creating. */
  poll?: Poll;
  groups: ProjectGroup[];
  onSave: (draft: PollDraft) => Promise<void>;
  onBack: () => void;
}

function toDraft(values: PollFormValues, asDraft: boolean): PollDraft {
  return {
    title: values.title,
    description: values.description,
    status: asDraft ? 'draft' : values.status,
    options: values.options.map((o) => ({ id: o.optionId, text: o.text })),
    startDate: values.startDate || null,
    endDate: values.endDate || null,
    projectGroupIds: values.projectGroupIds,
    isActive: asDraft ? false : values.isActive,
  };
}

/** Create and edit form of a poll; a failed save keeps everything typed and chosen. */
export function PollForm({ poll, groups, onSave, onBack }: PollFormProps) {
  const editing = poll !== undefined;
  const id = useId();
  const alertRef = useRef<HTMLDivElement>(null);
  const [saveError, setSaveError] = useState<string | null>(null);
  const form = useForm<PollFormValues>({
    resolver: zodResolver(pollFormSchema, inGerman),
    shouldFocusError: false,
    defaultValues: pollFormDefaults(poll),
  });
  const {
    register,
    handleSubmit,
    setError,
    getValues,
    setValue,
    formState: { isSubmitting, isDirty },
  } = form;

  // A group deleted meanwhile (another admin, another tab) leaves the selection rather than lingering unseen.
  useEffect(() => {
    const chosen = getValues('projectGroupIds');
    const known = chosen.filter((g) => groups.some((x) => x.id === g));
    if (known.length !== chosen.length) setValue('projectGroupIds', known, { shouldDirty: true });
  }, [groups, getValues, setValue]);

  async function save(values: PollFormValues, asDraft: boolean) {
    setSaveError(null);
    try {
      await onSave(toDraft(values, asDraft));
    } catch (error) {
      setSaveError(errorMessage(error, t.saveFailed));
      // The message above is focused; the fields only show what they are refused for.
      for (const [field, message] of fieldReasons(error, pollFormFields)) setError(field, { message });
    }
  }

  return (
    <FieldForm
      form={form}
      order={pollSummaryOrder}
      live={false}
      focusAfterSubmit={alertRef}
      className={`${admin.form} ${admin.phoneTight}`}
      onSubmit={handleSubmit((v) => save(v, false))}
      aria-label={editing ? t.editTitle : t.createTitle}
    >
      {saveError && (
        <div ref={alertRef} tabIndex={-1} className={admin.alertFocus}>
          <Alert tone="error">{saveError}</Alert>
        </div>
      )}
      <RequiredFieldsNote />

      <fieldset className={admin.section}>
        <legend>{t.form.basics}</legend>
        <FormField name="title" live={false} label={t.form.title} required>
          <input type="text" autoComplete="off" {...register('title')} />
        </FormField>
        <FormField name="description" live={false} label={t.form.description} required>
          <textarea rows={4} {...register('description')} />
        </FormField>
        <FormField name="status" live={false} label={t.form.status}>
          <select {...register('status')}>
            <LabelledOptions values={pollStatusSchema.options} labels={pollStatusLabels} />
          </select>
        </FormField>
      </fieldset>

      <PollOptionsFieldset poll={poll} className={admin.section} />

      <fieldset className={admin.section}>
        <legend>{t.form.period}</legend>
        <div className={admin.grid2}>
          <FormField name="startDate" live={false} label={t.form.startDate}>
            <input type="date" {...dateInputBounds} {...register('startDate')} />
          </FormField>
          <FormField name="endDate" live={false} label={t.form.endDate}>
            <input type="date" {...dateInputBounds} {...register('endDate')} />
          </FormField>
        </div>
      </fieldset>

      <PollGroupsFieldset groups={groups} className={admin.section} />

      <div className={styles.activate}>
        <label className={admin.check}>
          <input type="checkbox" aria-describedby={`${id}-activate-hint`} {...register('isActive')} />
          {t.form.activate}
        </label>
        <p id={`${id}-activate-hint`} className={styles.hint}>
          {t.form.activateHint}
        </p>
      </div>

      <div className={admin.buttons}>
        <BackButton dirty={isDirty} saving={isSubmitting} onBack={onBack} />
        <Button variant="secondary" disabled={isSubmitting} onClick={handleSubmit((v) => save(v, true))}>
          {t.form.saveDraft}
        </Button>
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? t.form.saving : editing ? t.form.save : t.form.start}
        </Button>
      </div>
    </FieldForm>
  );
}
