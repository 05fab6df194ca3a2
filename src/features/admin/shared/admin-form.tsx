import { zodResolver } from '@hookform/resolvers/zod';
import { useRef, type ReactNode } from 'react';
import { useForm, type DefaultValues, type FieldValues, type UseFormReturn } from 'react-hook-form';
import type { $ZodType } from 'zod/v4/core';
import { requiredFields } from '../../../domain/core-messages';
import { inGerman } from '../../../domain/german-zod-errors';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { FieldForm, type FieldFormProps } from '../../../ui/field-form';
import { RequiredFieldsNote } from '../../../ui/required-fields-note';
import layout from '../../../ui/layout.module.css';
import styles from './admin.module.css';
import { BackButton } from './back-button';

/** What an admin form gets from its editor: where the draft goes, and the way back to the list. */
export interface DraftFormProps<D> {
  /** Creates or updates; throws the store's error, which the form shows while keeping every value. */
  onSave: (draft: D) => Promise<void>;
  onBack: () => void;
}

/** A form's starting values: the edited record's own (where it has one) or `empty`'s, for the form's fields only. */
export function startValues<R extends object, K extends keyof R>(record: R | undefined, empty: Pick<R, K>): Pick<R, K> {
  const values = Object.entries(empty).map(([field, value]) => [field, record?.[field as K] ?? value]);
  return Object.fromEntries(values) as Pick<R, K>;
}

/** An admin form's state, checked by its schema with German messages; FieldForm moves the focus after a submit. */
export function useAdminForm<TInput extends FieldValues, TOutput>(
  schema: $ZodType<TOutput, TInput>,
  defaultValues: DefaultValues<TInput>,
): UseFormReturn<TInput, unknown, TOutput> {
  return useForm<TInput, unknown, TOutput>({
    resolver: zodResolver(schema, inGerman),
    shouldFocusError: false,
    defaultValues,
  });
}

/** What a form's save hands the frame: the form, why its last save was refused (or null), and its submit. */
export interface AdminSave<TValues extends FieldValues, TOutput> {
  form: UseFormReturn<TValues, unknown, TOutput>;
  failure: string | null;
  onSubmit: FieldFormProps<TValues, TOutput>['onSubmit'];
}

export interface AdminFormProps<TValues extends FieldValues, TOutput> extends Omit<
  FieldFormProps<TValues, TOutput>,
  'form' | 'onSubmit' | 'order' | 'notice' | 'live' | 'focusAfterSubmit'
> {
  save: AdminSave<TValues, TOutput>;
  /** The summary's messages in order (FieldForm); most admin forms have only 'Bitte füllen Sie alle Pflichtfelder aus.' */
  order?: readonly string[];
  /**
   * A long form in fieldsets (polls, projects): tighter on phones; the refusal stands first in the form and takes the
   * focus after the submit, and the summary stays quiet as the focused field's description says it; its submit
   * button carries no busy mark. Otherwise the refusal stands in the summary's place and is announced.
   */
  long?: boolean;
  /** What stands above the required-fields note, e.g. the report of the last submit. */
  lead?: ReactNode;
  onBack: () => void;
  /** Unsaved input outside the form's fields (e.g. images), asked about as well when leaving. */
  extraDirty?: boolean;
  buttonsClassName?: string;
  /** The submit button's text, and its text while saving. */
  labels: { save: string; saving: string };
  /** Buttons between 'Zurück' and the submit, e.g. one that saves a draft. */
  moreButtons?: ReactNode;
}

const requiredOnly = [requiredFields];

/**
 * An admin create or edit form: the refusal of a save, the required-fields note, the fields (`children`), then
 * 'Zurück' (asking first about unsaved input) and the submit button, disabled while saving.
 */
export function AdminForm<TValues extends FieldValues, TOutput>({
  save: { form, failure, onSubmit },
  order = requiredOnly,
  long = false,
  lead,
  onBack,
  extraDirty = false,
  buttonsClassName = `${layout.buttonRow} ${styles.buttons}`,
  labels,
  moreButtons,
  className = long ? `${layout.panel} ${styles.form} ${styles.phoneTight}` : `${layout.panel} ${styles.form}`,
  children,
  ...props
}: AdminFormProps<TValues, TOutput>) {
  const failureBox = useRef<HTMLDivElement>(null);
  const { isSubmitting, isDirty } = form.formState;
  const refusal = failure && <Alert tone="error">{failure}</Alert>;
  return (
    <FieldForm
      form={form}
      order={order}
      className={className}
      onSubmit={onSubmit}
      {...(long ? { live: false, focusAfterSubmit: failureBox } : { notice: refusal })}
      {...props}
    >
      {long && refusal && (
        <div ref={failureBox} tabIndex={-1} className={styles.alertFocus}>
          {refusal}
        </div>
      )}
      {lead}
      <RequiredFieldsNote />
      {children}
      <div className={buttonsClassName}>
        <BackButton dirty={isDirty || extraDirty} saving={isSubmitting} onBack={onBack} />
        {moreButtons}
        <Button type="submit" disabled={isSubmitting} aria-busy={(!long && isSubmitting) || undefined}>
          {isSubmitting ? labels.saving : labels.save}
        </Button>
      </div>
    </FieldForm>
  );
}
