import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { projectFormStatuses, type Project, type ProjectStatus } from '../../../domain/project';
import type { ProjectDraft } from '../../../domain/project-draft';
import type { ProjectGroup } from '../../../domain/project-group';
import { errorMessage, fieldReasons } from '../../../data/errors';
import { prepareImage } from '../../../lib/images';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { ChipsInput } from '../../../ui/chips-input';
import { FormField } from '../../../ui/form-field';
import { RequiredFieldsNote } from '../../../ui/required-fields-note';
import { ImageInput, type ImageItem } from '../../../ui/image-input';
import { BackButton } from '../shared/back-button';
import admin from '../shared/admin.module.css';
import { ProjectFeatureRows } from './project-feature-rows';
import { projectFormFields, projectFormSchema, type ProjectFormValues } from './project-form-schema';
import styles from './projects.module.css';
import { projectFormStatusLabels, projectTexts as t } from './texts';
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

const dateOnly = (value: string | null | undefined) => (value ? value.slice(0, 10) : '');

/** Create and edit form of a project; a failed save keeps everything typed and chosen. */
export function ProjectForm({ project, groups, userNames, onSave, onBack }: ProjectFormProps) {
  const editing = project !== undefined;
  const formRef = useRef<HTMLFormElement>(null);
  const alertRef = useRef<HTMLDivElement>(null);
  const [saveError, setSaveError] = useState<string | null>(null);
  const [technologies, setTechnologies] = useState<string[]>(project?.technologies ?? []);
  const [image, setImage] = useState<ImageItem[]>(project?.imageUrl ? [{ kind: 'stored', url: project.imageUrl }] : []);
  const [extraImages, setExtraImages] = useState<ImageItem[]>(
    (project?.additionalImages ?? []).map((url) => ({ kind: 'stored', url })),
  );
  const [members, setMembers] = useState<number[]>(project?.members ?? []);
  const [extraDirty, setExtraDirty] = useState(false);

  const {
    register,
    handleSubmit,
    control,
    setError,
    formState: { errors, isSubmitting, isDirty, submitCount },
  } = useForm<ProjectFormValues>({
    resolver: zodResolver(projectFormSchema, inGerman),
    shouldFocusError: false,
    defaultValues: {
      title: project?.title ?? '',
      projectGroupId: project ? String(project.projectGroupId) : '',
      description: project?.description ?? '',
      fullDescription: project?.fullDescription ?? '',
      status: project?.status ?? 'active',
      featured: project?.featured ?? false,
      startDate: dateOnly(project?.startDate),
      endDate: dateOnly(project?.endDate),
      features: project
        ? project.features.map(({ title, description }) => ({ title, description }))
        : [{ title: '', description: '' }],
    },
  });
  const groupId = Number(useWatch({ control, name: 'projectGroupId' }));
  const group = groups.find((g) => g.id === groupId);

  // After each submit: focus the first invalid field in reading order, else a save error.
  useEffect(() => {
    if (submitCount === 0) return;
    const invalid = formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
    if (invalid) invalid.focus();
    else if (saveError) alertRef.current?.focus();
    // Runs once per submit; errors and saveError are read as they are then.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [submitCount]);

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
    <form
      ref={formRef}
      className={`${admin.form} ${styles.form}`}
      onSubmit={handleSubmit(submit)}
      noValidate
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
        <FormField live={false} label={t.form.title} required error={errors.title?.message}>
          <input type="text" autoComplete="off" {...register('title')} />
        </FormField>
        <FormField live={false} label={t.form.group} required error={errors.projectGroupId?.message}>
          <select {...register('projectGroupId')}>
            <option value="">{t.form.groupPlaceholder}</option>
            {groups.map((g) => (
              <option key={g.id} value={g.id}>
                {g.name}
              </option>
            ))}
          </select>
        </FormField>
        <FormField live={false} label={t.form.description} required error={errors.description?.message}>
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
          <FormField live={false} label={t.form.startDate} required error={errors.startDate?.message}>
            <input type="date" {...dateInputBounds} {...register('startDate')} />
          </FormField>
          <FormField live={false} label={t.form.endDate} error={errors.endDate?.message}>
            <input type="date" {...dateInputBounds} {...register('endDate')} />
          </FormField>
        </div>
      </fieldset>

      <fieldset className={section}>
        <legend>{t.form.features}</legend>
        <ProjectFeatureRows control={control} register={register} />
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

      <fieldset className={section}>
        <legend>{t.form.members}</legend>
        {!group ? (
          <p className={admin.muted}>{t.form.membersNoGroup}</p>
        ) : group.memberIds.length === 0 ? (
          <p className={admin.muted}>{t.form.membersEmpty}</p>
        ) : (
          <>
            <p className={admin.muted}>{t.form.membersHint}</p>
            <ul className={styles.members}>
              {group.memberIds.map((id) => (
                <li key={id}>
                  <label className={admin.check}>
                    <input
                      type="checkbox"
                      checked={members.includes(id)}
                      onChange={(e) =>
                        changed(setMembers)(e.target.checked ? [...members, id] : members.filter((m) => m !== id))
                      }
                    />
                    {userNames.get(id) ?? t.form.memberFallback(id)}
                  </label>
                </li>
              ))}
            </ul>
          </>
        )}
      </fieldset>

      <div className={`${admin.buttons} ${styles.buttons}`}>
        <BackButton dirty={isDirty || extraDirty} saving={isSubmitting} onBack={onBack} />
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? t.form.saving : t.form.save}
        </Button>
      </div>
    </form>
  );
}
