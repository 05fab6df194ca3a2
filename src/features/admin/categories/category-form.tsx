import { useId, useState } from 'react';
import * as z from 'zod/mini';
import type { Category } from '../../../domain/category';
import type { CategoryDraft } from '../../../domain/category-draft';
import { categoryDraftSchema } from '../../../domain/category-draft';
import { errorMessage, ValidationError } from '../../../data/errors';
import { toast } from '../../../stores/toasts';
import { FormField } from '../../../ui/form-field';
import layout from '../../../ui/layout.module.css';
import { AdminForm, startValues, useAdminForm, type DraftFormProps } from '../shared/admin-form';
import adminStyles from '../shared/admin.module.css';
import styles from './category-form.module.css';
import { categoryAdminTexts as t } from './texts';

const draft = categoryDraftSchema.shape;
/**
 * The form's fields, derived from the domain draft (name required: 'Bitte füllen Sie alle Pflichtfelder aus.').
 * Picked by hand: z.pick would put its helper into zod's shared chunk, which every first visit loads.
 */
const formSchema = z.object({ name: draft.name, description: draft.description, active: draft.active });
type Values = z.output<typeof formSchema>;

export interface CategoryFormProps extends DraftFormProps<CategoryDraft> {
  category?: Category;
}

/** Create and edit form of a category: name, description, active (SPEC §2 Admin area Kategorien). */
export function CategoryForm({ category, onSave, onBack }: CategoryFormProps) {
  const [failure, setFailure] = useState<string | null>(null);
  const hintId = useId();
  const form = useAdminForm(formSchema, startValues(category, { name: '', description: '', active: true }));
  const { register, handleSubmit, setError } = form;

  async function submit(values: Values) {
    setFailure(null);
    try {
      // The icon is not edited here; an edited category keeps its own.
      await onSave({ ...values, icon: category?.icon ?? null });
    } catch (error) {
      const message = errorMessage(error, t.saveFailed);
      toast.error(message);
      const nameMessage = error instanceof ValidationError ? error.fields.name : undefined;
      if (nameMessage) setError('name', { type: 'server', message: nameMessage });
      else setFailure(message);
    }
  }

  return (
    <AdminForm
      save={{ form, failure, onSubmit: handleSubmit(submit, () => setFailure(null)) }}
      onBack={onBack}
      buttonsClassName={`${layout.buttonRow} ${adminStyles.buttons} ${styles.buttons}`}
      labels={t}
    >
      <FormField field={register('name')} label={t.fieldName} required>
        <input type="text" autoComplete="off" />
      </FormField>
      <FormField field={register('description')} label={t.fieldDescription}>
        <textarea rows={4} />
      </FormField>
      <label className={`${adminStyles.check} ${styles.check}`}>
        <input type="checkbox" aria-describedby={hintId} {...register('active')} />
        {t.fieldActive}
      </label>
      <p id={hintId} className={styles.hint}>
        {t.activeHint}
      </p>
    </AdminForm>
  );
}
