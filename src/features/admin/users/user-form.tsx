import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { useController, useForm } from 'react-hook-form';
import type * as z from 'zod/mini';
import { ConflictError, errorMessage, fieldReasons } from '../../../data/errors';
import { showAtFields } from '../../../lib/form-messages';
import * as messages from '../../../domain/core-messages';
import type { ProjectGroup } from '../../../domain/project-group';
import { roleLabels } from '../../../domain/user-rules';
import { roleSchema, type User } from '../../../domain/user';
import { userDraftSchema } from '../../../domain/user-draft';
import { toast } from '../../../stores/toasts';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { FormField } from '../../../ui/form-field';
import { RequiredFieldsNote } from '../../../ui/required-fields-note';
import { BackButton } from '../shared/back-button';
import styles from '../shared/admin.module.css';
import { adminTexts } from '../texts';
import own from './users.module.css';
import { usersTexts as t } from './texts';
import { inGerman } from '../../../domain/german-zod-errors';

type FormInput = z.input<typeof userDraftSchema>;
export type UserFormOutput = z.output<typeof userDraftSchema>;
type Field = 'name' | 'email' | 'companyName' | 'role' | 'projectGroups';
const fields: readonly Field[] = ['name', 'email', 'companyName', 'role', 'projectGroups'];

export interface UserFormProps {
  /** The user being edited; omit to create one. */
  user?: User;
  groups: ProjectGroup[];
  onSave: (draft: UserFormOutput) => Promise<void>;
  onCancel: () => void;
}

/** Create and edit form of a user (SPEC §2 Benutzer, §5 user form); a failed save keeps what was typed. */
export function UserForm({ user, groups, onSave, onCancel }: UserFormProps) {
  const [failure, setFailure] = useState<string | null>(null);
  const summaryId = useId();
  const {
    register,
    handleSubmit,
    control,
    setError,
    formState: { errors, isSubmitting, isDirty },
  } = useForm<FormInput, unknown, UserFormOutput>({
    resolver: zodResolver(userDraftSchema, inGerman),
    defaultValues: {
      name: user?.name ?? '',
      email: user?.email ?? '',
      companyName: user?.companyName ?? '',
      role: user?.role ?? 'user',
      projectGroups: user?.projectGroups ?? [],
    },
  });
  const { field: groupsField } = useController({ name: 'projectGroups', control });
  const chosen = groupsField.value ?? [];

  async function submit(values: UserFormOutput) {
    setFailure(null);
    try {
      await onSave(values);
    } catch (error) {
      // The store's German message goes to the field it concerns, e.g. an e-mail address already taken.
      if (error instanceof ConflictError) {
        setError('email', { type: 'server', message: error.message }, { shouldFocus: true });
        return;
      }
      if (showAtFields(setError, fieldReasons(error, fields))) return;
      const message = errorMessage(error, t.saveError);
      setFailure(message);
      toast.error(message);
    }
  }

  /** Missing required fields share one message above the form; other messages sit under their field. */
  const isMissing = (field: Field) => errors[field]?.message === messages.requiredFields;
  const ownError = (field: Field) => (isMissing(field) ? undefined : errors[field]?.message);
  const anyMissing = fields.some(isMissing);
  const describedBy = (field: Field) => (isMissing(field) ? summaryId : undefined);

  return (
    <form className={styles.form} onSubmit={handleSubmit(submit, () => setFailure(null))} noValidate>
      <div id={summaryId}>{anyMissing && <Alert tone="error">{messages.requiredFields}</Alert>}</div>
      {failure && <Alert tone="error">{failure}</Alert>}
      <RequiredFieldsNote />
      <div className={styles.grid2}>
        <FormField label={t.form.name} required invalid={isMissing('name')} error={ownError('name')}>
          <input
            type="text"
            autoComplete="off"
            aria-required="true"
            aria-describedby={describedBy('name')}
            {...register('name')}
          />
        </FormField>
        <FormField label={t.form.email} required invalid={isMissing('email')} error={ownError('email')}>
          <input
            type="email"
            autoComplete="off"
            spellCheck={false}
            aria-required="true"
            aria-describedby={describedBy('email')}
            {...register('email')}
          />
        </FormField>
        <FormField
          label={t.form.companyName}
          required
          invalid={isMissing('companyName')}
          error={ownError('companyName')}
        >
          <input
            type="text"
            autoComplete="off"
            aria-required="true"
            aria-describedby={describedBy('companyName')}
            {...register('companyName')}
          />
        </FormField>
        <FormField label={t.form.role} required invalid={isMissing('role')} error={ownError('role')}>
          <select aria-required="true" aria-describedby={describedBy('role')} {...register('role')}>
            {roleSchema.options.map((role) => (
              <option key={role} value={role}>
                {roleLabels[role]}
              </option>
            ))}
          </select>
        </FormField>
      </div>
      <fieldset className={styles.section} aria-describedby={`${summaryId}-groups-hint`}>
        <legend>{t.form.groups}</legend>
        <p id={`${summaryId}-groups-hint`} className={own.hint}>
          {t.form.groupsHint}
        </p>
        {errors.projectGroups?.message && (
          <p className={own.error} role="alert">
            {errors.projectGroups.message}
          </p>
        )}
        {groups.length === 0 ? (
          <p className={styles.muted}>{t.form.noGroups}</p>
        ) : (
          <ul className={own.checks}>
            {groups.map((group, index) => (
              <li key={group.id}>
                <label className={own.check}>
                  <input
                    type="checkbox"
                    ref={index === 0 ? groupsField.ref : undefined}
                    checked={chosen.includes(group.id)}
                    onChange={(event) =>
                      groupsField.onChange(
                        event.target.checked ? [...chosen, group.id] : chosen.filter((id) => id !== group.id),
                      )
                    }
                  />
                  <span>
                    {group.name}
                    {group.status === 'archived' && <span className={styles.muted}> {t.form.archived}</span>}
                  </span>
                </label>
              </li>
            ))}
          </ul>
        )}
      </fieldset>
      {!user && <p className={own.hint}>{t.form.passwordHint}</p>}
      <div className={styles.buttons}>
        <BackButton dirty={isDirty} saving={isSubmitting} onBack={onCancel} />
        <Button type="submit" disabled={isSubmitting} aria-busy={isSubmitting || undefined}>
          {isSubmitting ? adminTexts.saving : adminTexts.save}
        </Button>
      </div>
    </form>
  );
}
