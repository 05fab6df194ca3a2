import { Controller, useFormContext } from 'react-hook-form';
import type { ProjectStatus } from '../../../domain/project';
import type { ProjectGroup } from '../../../domain/project-group';
import { chipsError, ChipsInput } from '../../../ui/chips-input';
import { FormField } from '../../../ui/form-field';
import { ChoiceOptions } from '../shared/choice-options';
import admin from '../shared/admin.module.css';
import type { ProjectFormValues } from './project-form-schema';
import styles from './projects.module.css';
import { projectFormStatusLabels, projectTexts as t } from './texts';

export interface ProjectBasicsFieldsetProps {
  groups: ProjectGroup[];
  statuses: ProjectStatus[];
  className: string | undefined;
}

/** Title, group, descriptions, status, featured and technologies of a project. */
export function ProjectBasicsFieldset({ groups, statuses, className }: ProjectBasicsFieldsetProps) {
  const { register, control } = useFormContext<ProjectFormValues>();
  return (
    <fieldset className={className}>
      <legend>{t.form.basics}</legend>
      <FormField field={register('title')} live={false} label={t.form.title} required>
        <input type="text" autoComplete="off" />
      </FormField>
      <FormField field={register('projectGroupId')} live={false} label={t.form.group} required>
        <select>
          <ChoiceOptions
            prompt={t.form.groupPlaceholder}
            choices={groups.map((g) => ({ value: g.id, label: g.name }))}
          />
        </select>
      </FormField>
      <FormField field={register('description')} live={false} label={t.form.description} required>
        <textarea rows={3} />
      </FormField>
      <FormField field={register('fullDescription')} live={false} label={t.form.fullDescription}>
        <textarea rows={8} />
      </FormField>
      <div className={admin.grid2}>
        <FormField field={register('status')} live={false} label={t.form.status}>
          <select>
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
      <Controller
        control={control}
        name="technologies"
        render={({ field, fieldState }) => (
          <ChipsInput
            label={t.form.technologies}
            addLabel={t.form.technologiesAdd}
            placeholder={t.form.technologiesPlaceholder}
            value={field.value}
            onChange={field.onChange}
            error={chipsError(fieldState.error)}
          />
        )}
      />
    </fieldset>
  );
}
