import { useEffect, useId } from 'react';
import { pollStatusLabels } from '../../../domain/poll-rules';
import { pollStatusSchema, type Poll } from '../../../domain/poll';
import type { PollDraft } from '../../../domain/poll-draft';
import type { ProjectGroup } from '../../../domain/project-group';
import { Button } from '../../../ui/button';
import { FormField } from '../../../ui/form-field';
import { AdminForm, useAdminForm, type DraftFormProps } from '../shared/admin-form';
import admin from '../shared/admin.module.css';
import { PeriodFieldset } from '../shared/period-fieldset';
import { useFocusedSave } from '../shared/use-admin-save';
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
import { LabelledOptions } from '../../../ui/labelled-options';

export interface PollFormProps extends DraftFormProps<PollDraft> {
  /** The poll being edited; absent when creating. */
  poll?: Poll;
  groups: ProjectGroup[];
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
  const form = useAdminForm(pollFormSchema, pollFormDefaults(poll));
  const {
    register,
    handleSubmit,
    getValues,
    setValue,
    formState: { isSubmitting },
  } = form;
  const { failure, save } = useFocusedSave(form, pollFormFields, t.saveFailed);
  const submit = (asDraft: boolean) => handleSubmit((values) => save(() => onSave(toDraft(values, asDraft))));

  // A group deleted meanwhile (another admin, another tab) leaves the selection rather than lingering unseen.
  useEffect(() => {
    const chosen = getValues('projectGroupIds');
    const known = chosen.filter((g) => groups.some((x) => x.id === g));
    if (known.length !== chosen.length) setValue('projectGroupIds', known, { shouldDirty: true });
  }, [groups, getValues, setValue]);

  return (
    <AdminForm
      save={{ form, failure, onSubmit: submit(false) }}
      order={pollSummaryOrder}
      long
      aria-label={editing ? t.editTitle : t.createTitle}
      onBack={onBack}
      labels={{ save: editing ? t.form.save : t.form.start, saving: t.form.saving }}
      moreButtons={
        <Button variant="secondary" disabled={isSubmitting} onClick={submit(true)}>
          {t.form.saveDraft}
        </Button>
      }
    >
      <fieldset className={admin.section}>
        <legend>{t.form.basics}</legend>
        <FormField field={register('title')} live={false} label={t.form.title} required>
          <input type="text" autoComplete="off" />
        </FormField>
        <FormField field={register('description')} live={false} label={t.form.description} required>
          <textarea rows={4} />
        </FormField>
        <FormField field={register('status')} live={false} label={t.form.status}>
          <select>
            <LabelledOptions values={pollStatusSchema.options} labels={pollStatusLabels} />
          </select>
        </FormField>
      </fieldset>

      <PollOptionsFieldset poll={poll} className={admin.section} />

      <PeriodFieldset texts={t.form} className={admin.section} />

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
    </AdminForm>
  );
}
