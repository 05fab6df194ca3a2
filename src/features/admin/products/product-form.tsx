import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import type { Category } from '../../../domain/category';
import type { Product, ProductStatus } from '../../../domain/product';
import type { ProductDraft } from '../../../domain/product-draft';
import { saveFailureMessage, ValidationError } from '../../../data/errors';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { FieldForm } from '../../../ui/field-form';
import { RequiredFieldsNote } from '../../../ui/required-fields-note';
import type { ImageItem } from '../../../ui/image-input';
import { BackButton } from '../shared/back-button';
import layout from '../../../ui/layout.module.css';
import adminStyles from '../shared/admin.module.css';
import { FeatureRows } from './feature-rows';
import { ProductBasicsFieldset } from './product-basics-fieldset';
import { ProductImagesFieldset } from './product-images-fieldset';
import { ProductTechnologiesFieldset } from './product-technologies-fieldset';
import styles from './product-form.module.css';
import {
  productFormDefaults,
  productFormSchema,
  type ProductFormInput,
  type ProductFormValues,
} from './product-form-schema';
import { productAdminTexts as t } from './texts';
import * as coreMessages from '../../../domain/core-messages';
import { inGerman } from '../../../domain/german-zod-errors';

export interface ProductFormProps {
  /** The stored product when editing; absent when creating. */
  product?: Product;
  /** Active categories to choose from (GET /categories/public/active). */
  categories: Category[];
  /** Creates or updates; throws the store's error, which the form shows while keeping every value. */
  onSave: (draft: ProductDraft) => Promise<void>;
  onBack: () => void;
}

const summaryOrder = [coreMessages.requiredFields];

const storedImages = (urls: (string | null)[]): ImageItem[] =>
  urls.flatMap((url) => (url ? [{ kind: 'stored' as const, url }] : []));

function sameImages(a: ImageItem[], b: ImageItem[]): boolean {
  return a.length === b.length && a.every((item, i) => item === b[i]);
}

/** Create and edit form of a product (SPEC §2 Admin area Produkte). */
export function ProductForm({ product, categories, onSave, onBack }: ProductFormProps) {
  const messageId = useId();
  const messageBox = useRef<HTMLDivElement>(null);
  const [initialMain] = useState(() => storedImages([product?.imageUrl ?? null]));
  const [initialMore] = useState(() => storedImages(product?.additionalImages ?? []));
  const [mainImage, setMainImage] = useState<ImageItem[]>(initialMain);
  const [moreImages, setMoreImages] = useState<ImageItem[]>(initialMore);
  const [failure, setFailure] = useState<{ message: string; fields: string[] } | null>(null);
  const [savingAs, setSavingAs] = useState<'draft' | 'submit' | null>(null);

  const form = useForm<ProductFormInput, unknown, ProductFormValues>({
    resolver: zodResolver(productFormSchema, inGerman),
    shouldFocusError: false,
    defaultValues: productFormDefaults(product),
  });
  const {
    control,
    handleSubmit,
    formState: { isDirty, isSubmitting },
  } = form;

  const status = useWatch({ control, name: 'status' });

  async function save(values: ProductFormValues, override?: ProductStatus) {
    setFailure(null);
    const main = mainImage[0];
    const draft: ProductDraft = {
      ...values,
      status: override ?? values.status,
      imageUrl: main?.kind === 'stored' ? main.url : null,
      image: main?.kind === 'new' ? main.file : null,
      additionalImages: moreImages.flatMap((item) => (item.kind === 'stored' ? [item.url] : [])),
      additionalFiles: moreImages.flatMap((item) => (item.kind === 'new' ? [item.file] : [])),
    };
    try {
      await onSave(draft);
    } catch (error) {
      setFailure({
        message: saveFailureMessage(error, t.saveFailed),
        fields: error instanceof ValidationError ? Object.keys(error.fields) : [],
      });
      // The message sits above the form; the buttons are far below it.
      requestAnimationFrame(() => messageBox.current?.focus());
    }
  }

  const submitAs = (kind: 'draft' | 'submit') =>
    handleSubmit(
      async (values) => {
        setSavingAs(kind);
        try {
          await save(values, kind === 'draft' ? 'draft' : undefined);
        } finally {
          setSavingAs(null);
        }
      },
      () => setFailure(null),
    );

  const dirty = isDirty || !sameImages(mainImage, initialMain) || !sameImages(moreImages, initialMore);

  return (
    <FieldForm
      form={form}
      order={summaryOrder}
      className={`${layout.panel} ${styles.form}`}
      onSubmit={submitAs('submit')}
    >
      <div id={messageId} ref={messageBox} tabIndex={-1} className={styles.message}>
        {failure && <Alert tone="error">{failure.message}</Alert>}
      </div>
      <RequiredFieldsNote />

      <ProductBasicsFieldset
        product={product}
        categories={categories}
        refusedFields={failure?.fields ?? []}
        messageId={messageId}
      />
      <ProductTechnologiesFieldset />
      <fieldset className={adminStyles.section}>
        <legend>{t.features}</legend>
        <FeatureRows />
      </fieldset>
      <ProductImagesFieldset
        mainImage={mainImage}
        moreImages={moreImages}
        onMainImageChange={setMainImage}
        onMoreImagesChange={setMoreImages}
      />

      <div className={styles.buttons}>
        <BackButton dirty={dirty} saving={isSubmitting} onBack={onBack} />
        <span className={styles.spacer} />
        <Button variant="secondary" disabled={isSubmitting} onClick={(e) => void submitAs('draft')(e)}>
          {savingAs === 'draft' ? t.saving : t.saveDraft}
        </Button>
        <Button type="submit" disabled={isSubmitting} aria-busy={savingAs === 'submit' || undefined}>
          {savingAs === 'submit' ? t.saving : status === 'published' ? t.publish : t.save}
        </Button>
      </div>
    </FieldForm>
  );
}
