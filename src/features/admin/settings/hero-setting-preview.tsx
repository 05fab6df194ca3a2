import { useId } from 'react';
import type { HeroKey } from '../../../domain/hero-setting';
import { Hero } from '../../../ui/hero';
import type { ImageItem } from '../../../ui/image-input';
import styles from './settings.module.css';
import { settingsTexts as t } from './texts';

// Object URLs of images picked but not yet saved, one per Blob (a handful per visit; never in the store).
const previewUrls = new WeakMap<Blob, string>();
function previewUrl(blob: Blob): string {
  let url = previewUrls.get(blob);
  if (!url) {
    url = URL.createObjectURL(blob);
    previewUrls.set(blob, url);
  }
  return url;
}

export interface HeroSettingPreviewProps {
  heroKey: HeroKey;
  /** The chosen image, stored or just picked; none shows the hero without one. */
  image: ImageItem | undefined;
  imageDescription: string;
  opacity: number;
}

/** The hero as the public pages show it, with the values in the form (saved or not). */
export function HeroSettingPreview({ heroKey, image, imageDescription, opacity }: HeroSettingPreviewProps) {
  const previewId = useId();
  const shownImage = !image ? null : image.kind === 'stored' ? image.url : previewUrl(image.file.blob);
  return (
    <section className={styles.preview} aria-labelledby={previewId}>
      <h3 id={previewId} className={styles.previewLabel}>
        {t.preview}
      </h3>
      <div className={styles.previewFrame}>
        <Hero image={shownImage} imageDescription={imageDescription} opacity={opacity}>
          <p className={styles.previewTitle}>{t.previewTitle[heroKey]}</p>
          <p>{t.previewText}</p>
        </Hero>
      </div>
    </section>
  );
}
