import { prepareImage } from '../../../lib/images';
import { ImageInput, type ImageItem } from '../../../ui/image-input';
import adminStyles from '../shared/admin.module.css';
import { productAdminTexts as t } from './texts';

export interface ProductImagesFieldsetProps {
  mainImage: ImageItem[];
  moreImages: ImageItem[];
  onMainImageChange: (image: ImageItem[]) => void;
  onMoreImagesChange: (images: ImageItem[]) => void;
}

/** The product's main image and its further images; they are saved beside the form's values. */
export function ProductImagesFieldset(props: ProductImagesFieldsetProps) {
  return (
    <fieldset className={adminStyles.section}>
      <legend>{t.images}</legend>
      <ImageInput
        label={t.mainImage}
        hint={t.mainImageHint}
        value={props.mainImage}
        onChange={props.onMainImageChange}
        prepare={prepareImage}
        errorText={t.imageFailed}
      />
      <ImageInput
        label={t.moreImages}
        hint={t.moreImagesHint}
        multiple
        value={props.moreImages}
        onChange={props.onMoreImagesChange}
        prepare={prepareImage}
        errorText={t.imagesFailed}
      />
    </fieldset>
  );
}
