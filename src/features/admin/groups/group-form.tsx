import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { useController, useForm } from 'react-hook-form';
import type * as z from 'zod/mini';
import { errorMessage, fieldReasons } from '../../../data/errors';
import { showAtFields } from '../../../lib/form-messages';
import { matchesText } from '../../../domain/text-search';
import {
  groupStatusLabels,
  groupStatusSchema,
  groupTypeLabels,
  groupTypeSchema,
  type ProjectGroup,
} from '../../../domain/project-group';
import { projectGroupDraftSchema } from '../../../domain/project-group-draft';
import type { User } from '../../../domain/user';
import { toast } from '../../../stores/toasts';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { FormField } from '../../../ui/form-field';
import { RequiredFieldsNote } from '../../../ui/required-fields-note';
import { BackButton } from '../shared/back-button';
import styles from '../shared/admin.module.css';
import { adminTexts } from '../texts';
import own from './groups.module.css';
import { groupsTexts as t } from './texts';
import { inGerman } from '../../../domain/german-zod-errors';

type FormInput = z.input<typeof projectGroupDraftSchema>;
export type GroupFormOutput = z.output<typeof projectGroupDraftSchema>;
type Field = 'name' | 'description' | 'status' | 'type' | 'memberIds';
/** Fields in the order they appear: the first invalid one gets the focus. */
const fieldOrder: readonly Field[] = ['name', 'description', 'status', 'type', 'memberIds'];

export interface GroupFormProps {
  /** The group being edited; omit to create one (status active, type collaborative). */
  group?: ProjectGroup;
  users: User[];
  onSave: (draft: GroupFormOutput) => Promise<void>;
  onBack: () => void;
}

const matches = (user: User, query: string) => matchesText(query, [user.name, user.companyName, user.email]);

/** Create and edit form of a project group (SPEC §2 Gruppen, §5); a failed save keeps what was chosen. */
export function GroupForm({ group, users, onSave, onBack }: GroupFormProps) {
  const [failure, setFailure] = useState<string | null>(null);
  const [filter, setFilter] = useState('');
  const id = useId();
  const {
    register,
    handleSubmit,
    control,
    setError,
    setFocus,
    formState: { errors, isSubmitting, isDirty },
  } = useForm<FormInput, unknown, GroupFormOutput>({
    resolver: zodResolver(projectGroupDraftSchema, inGerman),
    // The member list registers before the inputs above it; focus follows the visible order instead.
    shouldFocusError: false,
    defaultValues: {
      name: group?.name ?? '',
      description: group?.description ?? '',
      status: group?.status ?? 'active',
      type: group?.type ?? 'collaborative',
      memberIds: group?.memberIds ?? [],
    },
  });
  const { field: members } = useController({ name: 'memberIds', control });
  const chosen = members.value;
  const visible = users.filter((u) => matches(u, filter));
  const membersError = errors.memberIds?.message;

  async function submit(values: GroupFormOutput) {
    setFailure(null);
    try {
      await onSave(values);
    } catch (error) {
      if (showAtFields(setError, fieldReasons(error, fieldOrder))) return;
      const message = errorMessage(error, t.saveError);
      setFailure(message);
      toast.error(message);
    }
  }

  function onInvalid(invalid: Partial<Record<Field, unknown>>) {
    setFailure(null);
    const first = fieldOrder.find((f) => invalid[f]);
    if (first) setFocus(first);
  }

  function toggle(userId: number, on: boolean) {
    members.onChange(on ? [...chosen, userId] : chosen.filter((m) => m !== userId));
  }

  return (
    <form className={styles.form} onSubmit={handleSubmit(submit, onInvalid)} noValidate>
      {failure && <Alert tone="error">{failure}</Alert>}
      <RequiredFieldsNote />
      <FormField label={t.form.name} required error={errors.name?.message}>
        <input type="text" autoComplete="off" aria-required="true" {...register('name')} />
      </FormField>
      <FormField label={t.form.description} error={errors.description?.message}>
        <textarea rows={3} {...register('description')} />
      </FormField>
      <div className={styles.grid2}>
        <FormField label={t.form.status} error={errors.status?.message}>
          <select {...register('status')}>
            {groupStatusSchema.options.map((s) => (
              <option key={s} value={s}>
                {groupStatusLabels[s]}
              </option>
            ))}
          </select>
        </FormField>
        <FormField label={t.form.type} error={errors.type?.message}>
          <select {...register('type')}>
            {groupTypeSchema.options.map((s) => (
              <option key={s} value={s}>
                {groupTypeLabels[s]}
              </option>
            ))}
          </select>
        </FormField>
      </div>
      <fieldset
        className={styles.section}
        aria-describedby={[`${id}-count`, membersError ? `${id}-error` : ''].filter(Boolean).join(' ')}
      >
        <legend>
          {t.form.members}
          <span className={own.required} aria-hidden="true">
            *
          </span>
        </legend>
        {membersError && (
          <p id={`${id}-error`} className={own.error} role="alert">
            {membersError}
          </p>
        )}
        {users.length === 0 ? (
          <p className={styles.muted}>{t.form.noUsers}</p>
        ) : (
          <>
            <div className={own.filterRow}>
              <FormField label={t.form.filter} hint={t.form.filterHint}>
                <input
                  type="search"
                  autoComplete="off"
                  value={filter}
                  ref={visible.length === 0 ? members.ref : undefined}
                  onChange={(e) => setFilter(e.target.value)}
                />
              </FormField>
              <p id={`${id}-count`} className={own.count} aria-live="polite">
                {t.form.selected(chosen.length)}
              </p>
            </div>
            {visible.length === 0 ? (
              <p className={styles.muted}>{t.form.noMatch(filter.trim())}</p>
            ) : (
              <ul className={own.members}>
                {visible.map((u, index) => (
                  <li key={u.id}>
                    <label className={own.member}>
                      <input
                        type="checkbox"
                        ref={index === 0 ? members.ref : undefined}
                        checked={chosen.includes(u.id)}
                        onChange={(e) => toggle(u.id, e.target.checked)}
                      />
                      <span className={own.memberName}>{u.name}</span>
                      <span className={own.company}>{u.companyName}</span>
                    </label>
                  </li>
                ))}
              </ul>
            )}
          </>
        )}
      </fieldset>
      <div className={styles.buttons}>
        <BackButton dirty={isDirty} saving={isSubmitting} onBack={onBack} />
        <Button type="submit" disabled={isSubmitting} aria-busy={isSubmitting || undefined}>
          {isSubmitting ? adminTexts.saving : adminTexts.save}
        </Button>
      </div>
    </form>
  );
}
