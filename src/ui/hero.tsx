import type { ReactNode } from 'react';
import styles from './hero.module.css';
import { StoredImage } from './stored-image';

export interface HeroProps {
  /** Background image (shipped path or stored file); none gives a plain dark band. */
  image: string | null;
  /** The setting's image description, used as alt text. */
  imageDescription: string;
  /** The setting's opacity 0–1: how strongly the image shows through the dark overlay. */
  opacity: number;
  children: ReactNode;
}

/**
 * The dark layer over the image, lighter the more the setting lets the image show. Up to 0.6 (the seed's
 * settings are 0.4–0.6) it keeps the lead text at 4.5:1 even over a white part of the image.
 */
export function shadeOpacity(imageOpacity: number): number {
  return Math.max(0, 0.7 - imageOpacity * 0.3);
}

/** A page-top band over a configurable background image (hero settings of SPEC §3). */
export function Hero({ image, imageDescription, opacity, children }: HeroProps) {
  return (
    <section className={styles.hero}>
      {image && (
        <StoredImage
          className={styles.image}
          src={image}
          alt={imageDescription}
          width={1600}
          height={900}
          loading="eager"
          fetchPriority="high"
          style={{ opacity }}
        />
      )}
      {image && <div className={styles.shade} style={{ opacity: shadeOpacity(opacity) }} aria-hidden="true" />}
      <div className={styles.content}>{children}</div>
    </section>
  );
}
