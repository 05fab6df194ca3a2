import { useId } from 'react';
import { useController } from 'react-hook-form';
import type * as z from 'zod/mini';
import { ConflictError } from '../../../data/errors';
import type { ProjectGroup } from '../../../domain/project-group';
import { roleLabels } from '../../../domain/user-rules';
import { roleSchema, type User } from '../../../domain/user';
import { userDraftSchema } from '../../../domain/user-draft';
import { FormField } from '../../../ui/form-field';
import { IdChecklist } from '../shared/id-checklist';
import { AdminForm, startValues, useAdminForm, type DraftFormProps } from '../shared/admin-form';
import { useAdminSave } from '../shared/use-admin-save';
import styles from '../shared/admin.module.css';
import { adminTexts } from '../texts';
import own from './users.module.css';
import { usersTexts as t } from './texts';
import { LabelledOptions } from '../../../ui/labelled-options';

export type UserFormOutput = z.output<typeof userDraftSchema>;
const fields = ['name', 'email', 'companyName', 'role', 'projectGroups'] as const;

export interface UserFormProps extends DraftFormProps<UserFormOutput> {
  /** The user being edited; omit to create one. */
  user?: User;
  groups: ProjectGroup[];
}

/** Create and edit form of a user (SPEC §2 Benutzer, §5 user form); a failed save keeps what was typed. */
export function UserForm({ user, groups, onSave, onBack }: UserFormProps) {
  const hintId = useId();
  const form = useAdminForm(
    userDraftSchema,
    startValues(user, { name: '', email: '', companyName: '', role: 'user', projectGroups: [] }),
  );
  const {
    register,
    control,
    setError,
    formState: { errors },
  } = form;
  const { field: groupsField } = useController({ name: 'projectGroups', control });

  // The store's German message goes to the field it concerns, e.g. an e-mail address already taken.
  const claimTakenAddress = (error: unknown) => {
    if (!(error instanceof ConflictError)) return false;
    setError('email', { type: 'server', message: error.message });
    return true;
  };
  const save = useAdminSave(form, onSave, { fields, fallback: t.saveError, claim: claimTakenAddress });

  return (
    <AdminForm save={save} onBack={onBack} labels={adminTexts}>
      <div className={styles.grid2}>
        <FormField field={register('name')} label={t.form.name} required>
          <input type="text" autoComplete="off" />
        </FormField>
        <FormField field={register('email')} label={t.form.email} required>
          <input type="email" autoComplete="off" spellCheck={false} />
        </FormField>
        <FormField field={register('companyName')} label={t.form.companyName} required>
          <input type="text" autoComplete="off" />
        </FormField>
        <FormField field={register('role')} label={t.form.role} required>
          <select>
            <LabelledOptions values={roleSchema.options} labels={roleLabels} />
          </select>
        </FormField>
      </div>
      <fieldset className={styles.section} aria-describedby={hintId}>
        <legend>{t.form.groups}</legend>
        <p id={hintId} className={own.hint}>
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
          <IdChecklist
            items={groups}
            chosen={groupsField.value ?? []}
            onChange={groupsField.onChange}
            first={{ ref: groupsField.ref, 'aria-invalid': errors.projectGroups && true }}
            className={own.checks}
            itemClassName={own.check}
            label={(group) => (
              <span>
                {group.name}
                {group.status === 'archived' && <span className={styles.muted}> {t.form.archived}</span>}
              </span>
            )}
          />
        )}
      </fieldset>
      {!user && <p className={own.hint}>{t.form.passwordHint}</p>}
    </AdminForm>
  );
}
