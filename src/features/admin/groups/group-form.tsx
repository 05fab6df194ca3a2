import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type * as z from 'zod/mini';
import {
  groupStatusLabels,
  groupStatusSchema,
  groupTypeLabels,
  groupTypeSchema,
  type ProjectGroup,
} from '../../../domain/project-group';
import { projectGroupDraftSchema } from '../../../domain/project-group-draft';
import type { User } from '../../../domain/user';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { FieldForm } from '../../../ui/field-form';
import { FormField } from '../../../ui/form-field';
import { RequiredFieldsNote } from '../../../ui/required-fields-note';
import { BackButton } from '../shared/back-button';
import { useAdminSave } from '../shared/use-admin-save';
import styles from '../shared/admin.module.css';
import { adminTexts } from '../texts';
import { GroupMembersField } from './group-members-field';
import { groupsTexts as t } from './texts';
import * as messages from '../../../domain/messages';
import { inGerman } from '../../../domain/german-zod-errors';
import { LabelledOptions } from '../../../ui/labelled-options';

type FormInput = z.input<typeof projectGroupDraftSchema>;
export type GroupFormOutput = z.output<typeof projectGroupDraftSchema>;
const fields = ['name', 'description', 'status', 'type', 'memberIds'] as const;
const summaryOrder = [messages.groupNameRequired, messages.groupMembersRequired];

export interface GroupFormProps {
  /** The group being edited; omit to create one (status active, type collaborative). */
  group?: ProjectGroup;
  users: User[];
  onSave: (draft: GroupFormOutput) => Promise<void>;
  onBack: () => void;
}

/** Create and edit form of a project group (SPEC §2 Gruppen, §5); a failed save keeps what was chosen. */
export function GroupForm({ group, users, onSave, onBack }: GroupFormProps) {
  const form = useForm<FormInput, unknown, GroupFormOutput>({
    resolver: zodResolver(projectGroupDraftSchema, inGerman),
    shouldFocusError: false,
    defaultValues: {
      name: group?.name ?? '',
      description: group?.description ?? '',
      status: group?.status ?? 'active',
      type: group?.type ?? 'collaborative',
      memberIds: group?.memberIds ?? [],
    },
  });
  const {
    register,
    formState: { isSubmitting, isDirty },
  } = form;

  const { failure, onSubmit } = useAdminSave(form, onSave, { fields, fallback: t.saveError });

  return (
    <FieldForm
      form={form}
      order={summaryOrder}
      notice={failure && <Alert tone="error">{failure}</Alert>}
      className={styles.form}
      onSubmit={onSubmit}
    >
      <RequiredFieldsNote />
      <FormField name="name" label={t.form.name} required>
        <input type="text" autoComplete="off" {...register('name')} />
      </FormField>
      <FormField name="description" label={t.form.description}>
        <textarea rows={3} {...register('description')} />
      </FormField>
      <div className={styles.grid2}>
        <FormField name="status" label={t.form.status}>
          <select {...register('status')}>
            <LabelledOptions values={groupStatusSchema.options} labels={groupStatusLabels} />
          </select>
        </FormField>
        <FormField name="type" label={t.form.type}>
          <select {...register('type')}>
            <LabelledOptions values={groupTypeSchema.options} labels={groupTypeLabels} />
          </select>
        </FormField>
      </div>
      <GroupMembersField users={users} />
      <div className={styles.buttons}>
        <BackButton dirty={isDirty} saving={isSubmitting} onBack={onBack} />
        <Button type="submit" disabled={isSubmitting} aria-busy={isSubmitting || undefined}>
          {isSubmitting ? adminTexts.saving : adminTexts.save}
        </Button>
      </div>
    </FieldForm>
  );
}
