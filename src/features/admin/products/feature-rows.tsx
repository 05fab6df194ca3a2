import { Plus } from '../../../ui/icons/plus';
import { Trash2 } from '../../../ui/icons/trash';
import { useFieldArray, useFormContext } from 'react-hook-form';
import { Button } from '../../../ui/button';
import { FormField } from '../../../ui/form-field';
import { useFocusAfterRemoval } from '../../../ui/use-focus-after-removal';
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
          <li key={field.id}>
            <fieldset className={adminStyles.rowBox}>
              <legend className={adminStyles.rowLegend}>{t.featureRow(index + 1)}</legend>
              <div className={styles.featureFields}>
                <FormField
                  label={
                    <>
                      <span className="visually-hidden">{t.featureRow(index + 1)}:</span> {t.featureTitle}
                    </>
                  }
                >
                  <input type="text" {...register(`features.${index}.title`)} />
                </FormField>
                <FormField
                  label={
                    <>
                      <span className="visually-hidden">{t.featureRow(index + 1)}:</span> {t.featureDescription}
                    </>
                  }
                >
                  <textarea rows={3} {...register(`features.${index}.description`)} />
                </FormField>
                <Button
                  variant="ghost"
                  size="small"
                  className={styles.featureRemove}
                  aria-label={t.featureRemove(index + 1)}
                  title={t.featureRemove(index + 1)}
                  disabled={fields.length <= 1}
                  onClick={() => {
                    removing(index);
                    remove(index);
                  }}
                >
                  <Trash2 size={16} aria-hidden="true" />
                </Button>
              </div>
            </fieldset>
          </li>
        ))}
      </ol>
      <Button variant="secondary" size="small" onClick={() => append(emptyFeature())}>
        <Plus size={16} aria-hidden="true" /> {t.featureAdd}
      </Button>
    </>
  );
}
