import { useFormContext, useWatch } from 'react-hook-form';
import type { Category } from '../../../domain/category';
import { productStatusSchema, type Product } from '../../../domain/product';
import { productStatusLabels } from '../../../domain/product-rules';
import { FormField } from '../../../ui/form-field';
import { ChoiceOptions } from '../shared/choice-options';
import adminStyles from '../shared/admin.module.css';
import type { ProductFormInput } from './product-form-schema';
import { productAdminTexts as t } from './texts';
import { LabelledOptions } from '../../../ui/labelled-options';

type RequiredField = 'title' | 'description' | 'category';

export interface ProductBasicsFieldsetProps {
  /** The stored product when editing: its category stays offered even when it is inactive now. */
  product: Product | undefined;
  categories: Category[];
  /** The fields the store refused on the last save; each is tied to the message with this id. */
  refusedFields: string[];
  messageId: string;
}

/** Title, descriptions, category, status and 'featured' of a product. */
export function ProductBasicsFieldset({ product, categories, refusedFields, messageId }: ProductBasicsFieldsetProps) {
  const { register, control } = useFormContext<ProductFormInput>();
  const chosenCategory = useWatch({ control, name: 'category' });

  // Active categories, plus the product's own (or the chosen) one when it is inactive now.
  const options = categories.map((c) => ({ value: c.name, label: c.name }));
  for (const name of [product?.category, chosenCategory]) {
    if (name && !options.some((o) => o.value === name)) options.push({ value: name, label: t.inactiveCategory(name) });
  }

  /** A field the store refused is tied to the failure message above the form. */
  const refused = (field: RequiredField) => {
    const invalid = refusedFields.includes(field);
    return { invalid, 'aria-describedby': invalid ? messageId : undefined };
  };

  return (
    <fieldset className={adminStyles.section}>
      <legend>{t.basics}</legend>
      <FormField field={register('title')} label={t.fieldTitle} required invalid={refused('title').invalid}>
        <input type="text" aria-describedby={refused('title')['aria-describedby']} />
      </FormField>
      <FormField
        field={register('description')}
        label={t.fieldDescription}
        required
        invalid={refused('description').invalid}
      >
        <textarea rows={3} aria-describedby={refused('description')['aria-describedby']} />
      </FormField>
      <FormField field={register('fullDescription')} label={t.fieldFullDescription}>
        <textarea rows={8} />
      </FormField>
      <div className={adminStyles.grid2}>
        <FormField field={register('category')} label={t.fieldCategory} required invalid={refused('category').invalid}>
          <select aria-describedby={refused('category')['aria-describedby']}>
            <ChoiceOptions prompt={t.chooseCategory} choices={options} />
          </select>
        </FormField>
        <FormField field={register('status')} label={t.fieldStatus} required>
          <select>
            <LabelledOptions values={productStatusSchema.options} labels={productStatusLabels} />
          </select>
        </FormField>
      </div>
      <label className={adminStyles.check}>
        <input type="checkbox" {...register('featured')} />
        {t.fieldFeatured}
      </label>
    </fieldset>
  );
}
