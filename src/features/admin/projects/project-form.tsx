import { zodResolver } from '@hookform/resolvers/zod';
import { useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { projectFormStatuses, type Project, type ProjectDraft, type ProjectStatus } from '../../../domain/project';
import type { ProjectGroup } from '../../../domain/project-group';
import { errorMessage, fieldReasons } from '../../../data/errors';
import { prepareImage } from '../../../lib/images';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { ChipsInput } from '../../../ui/chips-input';
import { FieldForm } from '../../../ui/field-form';
import { FormField } from '../../../ui/form-field';
import { RequiredFieldsNote } from '../../../ui/required-fields-note';
import { ImageInput, type ImageItem } from '../../../ui/image-input';
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
import styles from './projects.module.css';
import { projectFormStatusLabels, projectTexts as t } from './texts';
import * as messages from '../../../domain/messages';
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

// Fieldsets default to min-width: min-content, which would push the form wider than a phone.
const section = `${admin.section} ${styles.section}`;

const summaryOrder = [messages.requiredFields];

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
    const main = image[0];
    const draft: ProjectDraft = {
      title: values.title,
      projectGroupId: Number(values.projectGroupId),
      description: values.description,
      fullDescription: values.fullDescription,
      imageUrl: main?.kind === 'stored' ? main.url : null,
      file: main?.kind === 'new' ? main.file : null,
      additionalImages: extraImages.flatMap((i) => (i.kind === 'stored' ? [i.url] : [])),
      additionalFiles: extraImages.flatMap((i) => (i.kind === 'new' ? [i.file] : [])),
      featured: values.featured,
      technologies,
      status: values.status,
      // Rows left completely empty are not features.
      features: values.features
        .map((f) => ({ title: f.title.trim(), description: f.description.trim() }))
        .filter((f) => f.title || f.description)
        .map((f, sortOrder) => ({ ...f, sortOrder })),
      startDate: values.startDate,
      endDate: values.endDate || null,
      deadline: project?.deadline ?? null,
      // Only members of the chosen group; none means the whole group.
      members: members.filter((id) => group?.memberIds.includes(id)),
      category: project?.category ?? null,
    };
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
      className={`${admin.form} ${styles.form}`}
      onSubmit={handleSubmit(submit)}
      aria-label={editing ? t.editTitle : t.createTitle}
    >
      {saveError && (
        <div ref={alertRef} tabIndex={-1} className={styles.alertFocus}>
          <Alert tone="error">{saveError}</Alert>
        </div>
      )}
      <RequiredFieldsNote />

      <fieldset className={section}>
        <legend>{t.form.basics}</legend>
        <FormField name="title" live={false} label={t.form.title} required>
          <input type="text" autoComplete="off" {...register('title')} />
        </FormField>
        <FormField name="projectGroupId" live={false} label={t.form.group} required>
          <select {...register('projectGroupId')}>
            <option value="">{t.form.groupPlaceholder}</option>
            {groups.map((g) => (
              <option key={g.id} value={g.id}>
                {g.name}
              </option>
            ))}
          </select>
        </FormField>
        <FormField name="description" live={false} label={t.form.description} required>
          <textarea rows={3} {...register('description')} />
        </FormField>
        <FormField live={false} label={t.form.fullDescription}>
          <textarea rows={8} {...register('fullDescription')} />
        </FormField>
        <div className={admin.grid2}>
          <FormField live={false} label={t.form.status}>
            <select {...register('status')}>
              {statuses.map((s) => (
                <option key={s} value={s}>
                  {projectFormStatusLabels[s]}
                </option>
              ))}
            </select>
          </FormField>
          <label className={`${admin.check} ${styles.featured}`}>
            <input type="checkbox" {...register('featured')} />
            {t.form.featured}
          </label>
        </div>
        <ChipsInput
          label={t.form.technologies}
          addLabel={t.form.technologiesAdd}
          placeholder={t.form.technologiesPlaceholder}
          value={technologies}
          onChange={changed(setTechnologies)}
        />
      </fieldset>

      <fieldset className={section}>
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

      <fieldset className={section}>
        <legend>{t.form.features}</legend>
        <ProjectFeatureRows />
      </fieldset>

      <fieldset className={section}>
        <legend>{t.form.images}</legend>
        <ImageInput
          label={t.form.image}
          hint={t.form.imageHint}
          value={image}
          onChange={changed(setImage)}
          prepare={prepareImage}
          errorText={t.form.imageFailed}
        />
        <ImageInput
          label={t.form.additionalImages}
          multiple
          value={extraImages}
          onChange={changed(setExtraImages)}
          prepare={prepareImage}
          errorText={t.form.imagesFailed}
        />
      </fieldset>

      <ProjectMembersFieldset
        group={group}
        userNames={userNames}
        members={members}
        onChange={changed(setMembers)}
        className={section}
      />

      <div className={`${admin.buttons} ${styles.buttons}`}>
        <BackButton dirty={isDirty || extraDirty} saving={isSubmitting} onBack={onBack} />
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? t.form.saving : t.form.save}
        </Button>
      </div>
    </FieldForm>
  );
}
