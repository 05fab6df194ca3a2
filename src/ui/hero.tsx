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
      {image && <div className={styles.shade} style={{ opacity: Math.max(0, 0.55 - opacity * 0.35) }} aria-hidden="true" />}
      <div className={styles.content}>{children}</div>
    </section>
  );
}
