import { zodResolver } from '@hookform/resolvers/zod';
import { useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { projectFormStatuses, type Project, type ProjectStatus } from '../../../domain/project';
import type { ProjectDraft } from '../../../domain/project-draft';
import type { ProjectGroup } from '../../../domain/project-group';
import { errorMessage, fieldReasons } from '../../../data/errors';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { FieldForm } from '../../../ui/field-form';
import { FormField } from '../../../ui/form-field';
import { RequiredFieldsNote } from '../../../ui/required-fields-note';
import type { ImageItem } from '../../../ui/image-input';
import { BackButton } from '../shared/back-button';
import admin from '../shared/admin.module.css';
import { ProjectFeatureRows } from './project-feature-rows';
import {
  projectFormDefaults,
  projectFormFields,
  projectFormSchema,
  type ProjectFormValues,
} from './project-form-schema';
import { ProjectMembersFieldset } from './project-members-fieldset';
import { ProjectBasicsFieldset } from './project-basics-fieldset';
import { ProjectImagesFieldset } from './project-images-fieldset';
import { toProjectDraft } from './project-draft-from-form';
import { projectTexts as t } from './texts';
import * as coreMessages from '../../../domain/core-messages';
import { inGerman } from '../../../domain/german-zod-errors';
import { dateInputBounds } from '../../../ui/date-input-bounds';

export interface ProjectFormProps {
  /** The project being edited; absent when creating. */
  project?: Project;
  groups: ProjectGroup[];
  /** Names of users, to label the member checkboxes. */
  userNames: Map<number, string>;
  onSave: (draft: ProjectDraft) => Promise<void>;
  onBack: () => void;
}

const summaryOrder = [coreMessages.requiredFields];

/** Create and edit form of a project; a failed save keeps everything typed and chosen. */
export function ProjectForm({ project, groups, userNames, onSave, onBack }: ProjectFormProps) {
  const editing = project !== undefined;
  const alertRef = useRef<HTMLDivElement>(null);
  const [saveError, setSaveError] = useState<string | null>(null);
  const [technologies, setTechnologies] = useState<string[]>(project?.technologies ?? []);
  const [image, setImage] = useState<ImageItem[]>(project?.imageUrl ? [{ kind: 'stored', url: project.imageUrl }] : []);
  const [extraImages, setExtraImages] = useState<ImageItem[]>(
    (project?.additionalImages ?? []).map((url) => ({ kind: 'stored', url })),
  );
  const [members, setMembers] = useState<number[]>(project?.members ?? []);
  const [extraDirty, setExtraDirty] = useState(false);

  const form = useForm<ProjectFormValues>({
    resolver: zodResolver(projectFormSchema, inGerman),
    shouldFocusError: false,
    defaultValues: projectFormDefaults(project),
  });
  const {
    register,
    handleSubmit,
    control,
    setError,
    formState: { isSubmitting, isDirty },
  } = form;
  const groupId = Number(useWatch({ control, name: 'projectGroupId' }));
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

  async function submit(values: ProjectFormValues) {
    setSaveError(null);
    const draft = toProjectDraft(values, { image, extraImages, technologies, members, group, project });
    try {
      await onSave(draft);
    } catch (error) {
      setSaveError(errorMessage(error, editing ? t.updateFailed : t.createFailed));
      // The message above is focused; the fields only show what they are refused for.
      for (const [field, message] of fieldReasons(error, projectFormFields)) setError(field, { message });
    }
  }

  return (
    <FieldForm
      form={form}
      order={summaryOrder}
      live={false}
      focusAfterSubmit={alertRef}
      className={`${admin.form} ${admin.phoneTight}`}
      onSubmit={handleSubmit(submit)}
      aria-label={editing ? t.editTitle : t.createTitle}
    >
      {saveError && (
        <div ref={alertRef} tabIndex={-1} className={admin.alertFocus}>
          <Alert tone="error">{saveError}</Alert>
        </div>
      )}
      <RequiredFieldsNote />

      <ProjectBasicsFieldset
        groups={groups}
        statuses={statuses}
        technologies={technologies}
        onTechnologiesChange={changed(setTechnologies)}
        className={admin.section}
      />

      <fieldset className={admin.section}>
        <legend>{t.form.period}</legend>
        <div className={admin.grid2}>
          <FormField name="startDate" live={false} label={t.form.startDate} required>
            <input type="date" {...dateInputBounds} {...register('startDate')} />
          </FormField>
          <FormField name="endDate" live={false} label={t.form.endDate}>
            <input type="date" {...dateInputBounds} {...register('endDate')} />
          </FormField>
        </div>
      </fieldset>

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

      <div className={admin.buttons}>
        <BackButton dirty={isDirty || extraDirty} saving={isSubmitting} onBack={onBack} />
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? t.form.saving : t.form.save}
        </Button>
      </div>
    </FieldForm>
  );
}
