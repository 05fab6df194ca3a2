import { Plus } from '../../../ui/icons/plus';
import { useFieldArray, useFormContext } from 'react-hook-form';
import { Button } from '../../../ui/button';
import { FormField } from '../../../ui/form-field';
import { RemoveRowButton, RowBox } from '../shared/row-box';
import { RowFieldLabel } from '../shared/row-field-label';
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
          <RowBox key={field.id} legend={t.form.feature(i + 1)} fieldsClassName={styles.rowFields}>
            <FormField
              field={register(`features.${i}.title`)}
              live={false}
              label={<RowFieldLabel row={t.form.feature(i + 1)}>{t.form.featureTitle}</RowFieldLabel>}
            >
              <input type="text" autoComplete="off" />
            </FormField>
            <FormField
              field={register(`features.${i}.description`)}
              live={false}
              label={<RowFieldLabel row={t.form.feature(i + 1)}>{t.form.featureDescription}</RowFieldLabel>}
            >
              <textarea rows={2} />
            </FormField>
            <RemoveRowButton
              label={t.form.featureRemove(i + 1)}
              className={styles.remove}
              onClick={() => features.remove(i)}
            />
          </RowBox>
        ))}
      </ol>
      <Button variant="secondary" size="small" onClick={() => features.append({ title: '', description: '' })}>
        <Plus size={16} aria-hidden="true" /> {t.form.featureAdd}
      </Button>
    </>
  );
}
