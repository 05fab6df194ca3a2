import { prepareImage } from '../../../lib/images';
import { ImageInput, type ImageItem } from '../../../ui/image-input';
import { projectTexts as t } from './texts';

export interface ProjectImagesFieldsetProps {
  image: ImageItem[];
  extraImages: ImageItem[];
  onImageChange: (image: ImageItem[]) => void;
  onExtraImagesChange: (images: ImageItem[]) => void;
  className: string | undefined;
}

/** The project's main image and its further images. */
export function ProjectImagesFieldset(props: ProjectImagesFieldsetProps) {
  return (
    <fieldset className={props.className}>
      <legend>{t.form.images}</legend>
      <ImageInput
        label={t.form.image}
        hint={t.form.imageHint}
        value={props.image}
        onChange={props.onImageChange}
        prepare={prepareImage}
        errorText={t.form.imageFailed}
      />
      <ImageInput
        label={t.form.additionalImages}
        multiple
        value={props.extraImages}
        onChange={props.onExtraImagesChange}
        prepare={prepareImage}
        errorText={t.form.imagesFailed}
      />
    </fieldset>
  );
}
