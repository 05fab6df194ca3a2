import { Plus } from '../../../ui/icons/plus';
import { useFieldArray, useFormContext } from 'react-hook-form';
import { Button } from '../../../ui/button';
import { FormField } from '../../../ui/form-field';
import { useFocusAfterRemoval } from '../../../ui/use-focus-after-removal';
import { RemoveRowButton, RowBox } from '../shared/row-box';
import { RowFieldLabel } from '../shared/row-field-label';
import adminStyles from '../shared/admin.module.css';
import styles from './product-form.module.css';
import { emptyFeature, type ProductFormInput } from './product-form-schema';
import { productAdminTexts as t } from './texts';

/**
 * The product's features as rows of title and description. Rows are added and removed; one row always
 * stays (SPEC §5), so its remove button is disabled. Incomplete rows are dropped when the product is saved.
 */
export function FeatureRows() {
  const { control, register, setFocus } = useFormContext<ProductFormInput>();
  const { fields, append, remove } = useFieldArray({ control, name: 'features' });
  const removing = useFocusAfterRemoval(fields.length, (index) => setFocus(`features.${index}.title`));

  return (
    <>
      <p className={styles.hint}>{t.featuresHint}</p>
      <ol className={adminStyles.gridList}>
        {fields.map((field, index) => (
          <RowBox key={field.id} legend={t.featureRow(index + 1)} fieldsClassName={styles.featureFields}>
            <FormField
              field={register(`features.${index}.title`)}
              label={<RowFieldLabel row={t.featureRow(index + 1)}>{t.featureTitle}</RowFieldLabel>}
            >
              <input type="text" />
            </FormField>
            <FormField
              field={register(`features.${index}.description`)}
              label={<RowFieldLabel row={t.featureRow(index + 1)}>{t.featureDescription}</RowFieldLabel>}
            >
              <textarea rows={3} />
            </FormField>
            <RemoveRowButton
              label={t.featureRemove(index + 1)}
              className={styles.featureRemove}
              titled
              disabled={fields.length <= 1}
              onClick={() => {
                removing(index);
                remove(index);
              }}
            />
          </RowBox>
        ))}
      </ol>
      <Button variant="secondary" size="small" onClick={() => append(emptyFeature())}>
        <Plus size={16} aria-hidden="true" /> {t.featureAdd}
      </Button>
    </>
  );
}
