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
import { FormField } from '../../../ui/form-field';
import { AdminForm, startValues, useAdminForm, type DraftFormProps } from '../shared/admin-form';
import { useAdminSave } from '../shared/use-admin-save';
import styles from '../shared/admin.module.css';
import { adminTexts } from '../texts';
import { GroupMembersField } from './group-members-field';
import { groupsTexts as t } from './texts';
import * as messages from '../../../domain/messages';
import { LabelledOptions } from '../../../ui/labelled-options';

export type GroupFormOutput = z.output<typeof projectGroupDraftSchema>;
const fields = ['name', 'description', 'status', 'type', 'memberIds'] as const;
const summaryOrder = [messages.groupNameRequired, messages.groupMembersRequired];

export interface GroupFormProps extends DraftFormProps<GroupFormOutput> {
  /** The group being edited; omit to create one (status active, type collaborative). */
  group?: ProjectGroup;
  users: User[];
}

/** Create and edit form of a project group (SPEC §2 Gruppen, §5); a failed save keeps what was chosen. */
export function GroupForm({ group, users, onSave, onBack }: GroupFormProps) {
  const form = useAdminForm(
    projectGroupDraftSchema,
    startValues(group, { name: '', description: '', status: 'active', type: 'collaborative', memberIds: [] }),
  );
  const { register } = form;

  const save = useAdminSave(form, onSave, { fields, fallback: t.saveError });

  return (
    <AdminForm save={save} order={summaryOrder} onBack={onBack} labels={adminTexts}>
      <FormField field={register('name')} label={t.form.name} required>
        <input type="text" autoComplete="off" />
      </FormField>
      <FormField field={register('description')} label={t.form.description}>
        <textarea rows={3} />
      </FormField>
      <div className={styles.grid2}>
        <FormField field={register('status')} label={t.form.status}>
          <select>
            <LabelledOptions values={groupStatusSchema.options} labels={groupStatusLabels} />
          </select>
        </FormField>
        <FormField field={register('type')} label={t.form.type}>
          <select>
            <LabelledOptions values={groupTypeSchema.options} labels={groupTypeLabels} />
          </select>
        </FormField>
      </div>
      <GroupMembersField users={users} />
    </AdminForm>
  );
}
