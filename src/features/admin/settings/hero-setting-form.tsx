import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import * as z from 'zod/mini';
import { DEFAULT_HERO_OPACITY } from '../../../domain/hero-setting-rules';
import { type HeroKey, type HeroSetting } from '../../../domain/hero-setting';
import { heroSettingDraftSchema } from '../../../domain/hero-setting-draft';
import { errorMessage, ForbiddenError, NetworkError, UnauthorizedError, ValidationError } from '../../../data/errors';
import { repository } from '../../../data/repository-instance';
import { prepareImage } from '../../../lib/images';
import { toast } from '../../../stores/toasts';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { FieldForm } from '../../../ui/field-form';
import { FormField } from '../../../ui/form-field';
import { ImageInput, type ImageItem } from '../../../ui/image-input';
import layout from '../../../ui/layout.module.css';
import admin from '../shared/admin.module.css';
import { HeroOpacitySlider } from './hero-opacity-slider';
import { HeroSettingPreview } from './hero-setting-preview';
import styles from './settings.module.css';
import { settingsTexts as t } from './texts';
import { inGerman } from '../../../domain/german-zod-errors';

// The draft's own fields, picked by hand: z.pick would put its helper into zod's shared chunk, which every first visit loads.
const draft = heroSettingDraftSchema.shape;
const formSchema = z.object({ opacity: draft.opacity, imageDescription: draft.imageDescription });
type Input = z.input<typeof formSchema>;
type Values = z.output<typeof formSchema>;

const itemsOf = (setting: HeroSetting): ImageItem[] => (setting.file ? [{ kind: 'stored', url: setting.file }] : []);

export interface HeroSettingFormProps {
  heroKey: HeroKey;
  /** The stored setting (repository().configurations.get(key)). */
  setting: HeroSetting;
  /** Told whether the form holds unsaved changes (false while it saves). */
  onDirtyChange: (key: HeroKey, dirty: boolean) => void;
}

/**
 * Background image, image description (alt text) and opacity of one hero, with a live preview through the
 * same Hero component the public pages use. A failed save keeps the chosen image and every value.
 */
export function HeroSettingForm({ heroKey, setting, onDirtyChange }: HeroSettingFormProps) {
  const [images, setImages] = useState<ImageItem[]>(() => itemsOf(setting));
  const [storedFile, setStoredFile] = useState<string | null>(setting.file);
  const [failure, setFailure] = useState<string | null>(null);
  // A save starts the picker afresh: a message about a file picked before it no longer applies.
  const [saves, setSaves] = useState(0);
  const form = useForm<Input, unknown, Values>({
    resolver: zodResolver(formSchema, inGerman),
    defaultValues: { opacity: setting.opacity ?? DEFAULT_HERO_OPACITY, imageDescription: setting.imageDescription },
  });
  const {
    register,
    handleSubmit,
    reset,
    control,
    formState: { isSubmitting, isDirty },
  } = form;
  const [opacityValue, description] = useWatch({ control, name: ['opacity', 'imageDescription'] });
  const opacity = Number.isFinite(opacityValue) ? Number(opacityValue) : DEFAULT_HERO_OPACITY;
  const image = images[0];
  const dirty = (isDirty || image?.kind === 'new' || (!image && storedFile !== null)) && !isSubmitting;
  useEffect(() => onDirtyChange(heroKey, dirty), [onDirtyChange, heroKey, dirty]);

  async function submit(values: Values) {
    setFailure(null);
    try {
      const saved = await repository().configurations.save(heroKey, {
        opacity: values.opacity,
        // Alt text is one line: line breaks typed into the field become spaces.
        imageDescription: values.imageDescription.replace(/\s+/g, ' '),
        file: image?.kind === 'new' ? image.file : undefined,
        // Removing the image in the picker removes it from the setting.
        removeFile: !image && storedFile !== null,
      });
      reset({ opacity: saved.opacity, imageDescription: saved.imageDescription });
      setImages(itemsOf(saved));
      setStoredFile(saved.file);
      setSaves((count) => count + 1);
      toast.success(t.saved);
    } catch (error) {
      // Over HTTP a failed configuration call carries the status text ('Internal Server Error', SPEC §8): the screen
      // says in German what failed, and passes on only what tells the admin more (a refused value, no connection).
      const telling =
        error instanceof ValidationError ||
        error instanceof NetworkError ||
        error instanceof UnauthorizedError ||
        error instanceof ForbiddenError;
      const message = telling ? errorMessage(error) : t.saveFailed;
      setFailure(message);
      toast.error(message);
    }
  }

  return (
    <FieldForm form={form} className={`${layout.panel} ${admin.form} ${admin.wide}`} onSubmit={handleSubmit(submit)}>
      {failure && <Alert tone="error">{failure}</Alert>}
      <p className={styles.usedOn}>{t.usedOn[heroKey]}</p>
      <div className={styles.fields}>
        <div>
          <ImageInput
            key={saves}
            label={t.image}
            hint={t.imageHint}
            value={images}
            onChange={setImages}
            prepare={prepareImage}
            errorText={t.imageFailed}
          />
          {!image && <p className={styles.noImage}>{t.noImage}</p>}
        </div>
        <div>
          <FormField field={register('imageDescription')} label={t.description} hint={t.descriptionHint}>
            <textarea rows={4} className={styles.description} />
          </FormField>
          <HeroOpacitySlider opacity={opacity} field={register('opacity', { valueAsNumber: true })} />
        </div>
      </div>
      <HeroSettingPreview heroKey={heroKey} image={image} imageDescription={description ?? ''} opacity={opacity} />
      <div className={layout.buttonRow}>
        <Button type="submit" disabled={isSubmitting} aria-busy={isSubmitting || undefined}>
          {isSubmitting ? t.saving : t.save}
        </Button>
      </div>
    </FieldForm>
  );
}
