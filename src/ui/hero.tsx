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
 * How much of the image may come through behind the text at most: its share of the mix with the band. More
 * would take the dimmest hero text (the eyebrow, #cfe6e2) below 4.5:1 where the image is white (src/ui/hero.test.ts).
 */
const MOST_SHOWN = 0.29;

/**
 * The dark layer over the image. The image comes through with the share MOST_SHOWN·x·(2−x) of setting x: more with
 * every step of the slider, and at 1 exactly as much as keeps the text readable over any image (decision 020).
 */
export function shadeOpacity(imageOpacity: number): number {
  return 1 - MOST_SHOWN * (2 - imageOpacity);
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
