import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import { projectFormStatuses, type Project, type ProjectStatus } from '../../../domain/project';
import type { ProjectDraft } from '../../../domain/project-draft';
import type { ProjectGroup } from '../../../domain/project-group';
import type { ImageItem } from '../../../ui/image-input';
import { AdminForm, useAdminForm, type DraftFormProps } from '../shared/admin-form';
import admin from '../shared/admin.module.css';
import { PeriodFieldset } from '../shared/period-fieldset';
import { useFocusedSave } from '../shared/use-admin-save';
import { ProjectFeatureRows } from './project-feature-rows';
import { projectFormDefaults, projectFormFields, projectFormSchema } from './project-form-schema';
import { ProjectMembersFieldset } from './project-members-fieldset';
import { ProjectBasicsFieldset } from './project-basics-fieldset';
import { ProjectImagesFieldset } from './project-images-fieldset';
import { toProjectDraft } from './project-draft-from-form';
import { projectTexts as t } from './texts';

export interface ProjectFormProps extends DraftFormProps<ProjectDraft> {
  /** The project being edited; absent when creating. */
  project?: Project;
  groups: ProjectGroup[];
  /** Names of users, to label the member checkboxes. */
  userNames: Map<number, string>;
}

/** Create and edit form of a project; a failed save keeps everything typed and chosen. */
export function ProjectForm({ project, groups, userNames, onSave, onBack }: ProjectFormProps) {
  const editing = project !== undefined;
  const [image, setImage] = useState<ImageItem[]>(project?.imageUrl ? [{ kind: 'stored', url: project.imageUrl }] : []);
  const [extraImages, setExtraImages] = useState<ImageItem[]>(
    (project?.additionalImages ?? []).map((url) => ({ kind: 'stored', url })),
  );
  const [members, setMembers] = useState<number[]>(project?.members ?? []);
  const [extraDirty, setExtraDirty] = useState(false);

  const form = useAdminForm(projectFormSchema, projectFormDefaults(project));
  const { failure, save } = useFocusedSave(form, projectFormFields, editing ? t.updateFailed : t.createFailed);
  const groupId = Number(useWatch({ control: form.control, name: 'projectGroupId' }));
  const group = groups.find((g) => g.id === groupId);

  // Existing planning/archived values stay selectable when editing such a project.
  const statuses: ProjectStatus[] = [...projectFormStatuses];
  if (project && !statuses.includes(project.status)) statuses.push(project.status);

  function changed<T>(set: (value: T) => void) {
    return (value: T) => {
      set(value);
      setExtraDirty(true);
    };
  }

  const submit = form.handleSubmit((values) =>
    save(() => onSave(toProjectDraft(values, { image, extraImages, members, group, project }))),
  );

  return (
    <AdminForm
      save={{ form, failure, onSubmit: submit }}
      long
      aria-label={editing ? t.editTitle : t.createTitle}
      onBack={onBack}
      extraDirty={extraDirty}
      labels={t.form}
    >
      <ProjectBasicsFieldset groups={groups} statuses={statuses} className={admin.section} />

      <PeriodFieldset texts={t.form} startRequired className={admin.section} />

      <fieldset className={admin.section}>
        <legend>{t.form.features}</legend>
        <ProjectFeatureRows />
      </fieldset>

      <ProjectImagesFieldset
        image={image}
        extraImages={extraImages}
        onImageChange={changed(setImage)}
        onExtraImagesChange={changed(setExtraImages)}
        className={admin.section}
      />

      <ProjectMembersFieldset
        group={group}
        userNames={userNames}
        members={members}
        onChange={changed(setMembers)}
        className={admin.section}
      />
    </AdminForm>
  );
}
