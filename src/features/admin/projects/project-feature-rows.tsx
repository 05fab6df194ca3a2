import { Plus } from '../../../ui/icons/plus';
import { Trash2 } from '../../../ui/icons/trash';
import { useFieldArray, useFormContext } from 'react-hook-form';
import { Button } from '../../../ui/button';
import { FormField } from '../../../ui/form-field';
import admin from '../shared/admin.module.css';
import type { ProjectFormValues } from './project-form-schema';
import styles from './projects.module.css';
import { projectTexts as t } from './texts';

/**
 * The project's features as rows of title and description, added and removed freely. Each label starts with
 * a hidden "Funktion N:", so a screen reader (and a search by label) tells the rows' "Titel" from the project's.
 */
export function ProjectFeatureRows() {
  const { control, register } = useFormContext<ProjectFormValues>();
  const features = useFieldArray({ control, name: 'features' });
  return (
    <>
      {features.fields.length === 0 && <p className={admin.muted}>{t.form.noFeatures}</p>}
      <ol className={admin.gridList}>
        {features.fields.map((field, i) => (
          <li key={field.id}>
            <fieldset className={admin.rowBox}>
              <legend className={admin.rowLegend}>{t.form.feature(i + 1)}</legend>
              <div className={styles.rowFields}>
                <FormField
                  live={false}
                  label={
                    <>
                      <span className="visually-hidden">{t.form.feature(i + 1)}:</span> {t.form.featureTitle}
                    </>
                  }
                >
                  <input type="text" autoComplete="off" {...register(`features.${i}.title`)} />
                </FormField>
                <FormField
                  live={false}
                  label={
                    <>
                      <span className="visually-hidden">{t.form.feature(i + 1)}:</span> {t.form.featureDescription}
                    </>
                  }
                >
                  <textarea rows={2} {...register(`features.${i}.description`)} />
                </FormField>
                <Button
                  variant="ghost"
                  size="small"
                  className={styles.remove}
                  aria-label={t.form.featureRemove(i + 1)}
                  onClick={() => features.remove(i)}
                >
                  <Trash2 size={16} aria-hidden="true" />
                </Button>
              </div>
            </fieldset>
          </li>
        ))}
      </ol>
      <Button variant="secondary" size="small" onClick={() => features.append({ title: '', description: '' })}>
        <Plus size={16} aria-hidden="true" /> {t.form.featureAdd}
      </Button>
    </>
  );
}
