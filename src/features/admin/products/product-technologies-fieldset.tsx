import { Controller, useFormContext } from 'react-hook-form';
import { chipsError, ChipsInput } from '../../../ui/chips-input';
import adminStyles from '../shared/admin.module.css';
import type { ProductFormInput } from './product-form-schema';
import styles from './product-form.module.css';
import { productAdminTexts as t } from './texts';

/** The product's technologies as chips; the legend names them, so the input's own label is read, not shown. */
export function ProductTechnologiesFieldset() {
  const { control } = useFormContext<ProductFormInput>();
  return (
    <fieldset className={`${adminStyles.section} ${styles.technologies}`}>
      <legend>{t.technologies}</legend>
      <Controller
        control={control}
        name="technologies"
        render={({ field, fieldState }) => (
          <ChipsInput
            label={t.technologies}
            value={field.value ?? []}
            onChange={field.onChange}
            addLabel={t.technologyAdd}
            placeholder={t.technologyPlaceholder}
            hideLabel
            error={chipsError(fieldState.error)}
          />
        )}
      />
    </fieldset>
  );
}
