import { Check } from '../../ui/icons/check';
import { MessageSquare } from '../../ui/icons/message-square';
import { useId, type ReactNode } from 'react';
import { Link } from '../../ui/link';
import type { Product, ProductFeature } from '../../domain/product';
import { paragraphs } from '../shared/paragraphs';
import { buttonClass } from '../../ui/button';
import { ProductCardGrid, productCardItem } from '../../ui/card-grid';
import { StoredImage } from '../../ui/stored-image';
import styles from './product-detail.module.css';
import { productTexts as t } from './product-texts';
import layout from '../../ui/layout.module.css';

/** A titled block of the detail page, labelled by its h2. */
function Section({ title, children, className }: { title: string; children: ReactNode; className?: string }) {
  const id = useId();
  return (
    <section className={className ?? styles.section} aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {children}
    </section>
  );
}

/** The full description is plain text: blank lines separate paragraphs. */
export function AboutSection({ text }: { text: string }) {
  const about = paragraphs(text);
  if (about.length === 0) return null;
  return (
    <Section title={t.about}>
      <div className={styles.prose}>
        {about.map((p, i) => (
          <p key={i}>{p}</p>
        ))}
      </div>
    </Section>
  );
}

export function FeaturesSection({ features }: { features: ProductFeature[] }) {
  if (features.length === 0) return null;
  const sorted = [...features].sort((a, b) => a.sortOrder - b.sortOrder);
  return (
    <Section title={t.features}>
      <ul className={`${layout.bareList} ${styles.features}`}>
        {sorted.map((feature) => (
          <li key={`${feature.sortOrder}-${feature.title}`} className={styles.feature}>
            <span className={styles.featureIcon} aria-hidden="true">
              <Check size={18} />
            </span>
            <div>
              <h3>{feature.title}</h3>
              <p>{feature.description}</p>
            </div>
          </li>
        ))}
      </ul>
    </Section>
  );
}

export function ImpressionsSection({ title, images }: { title: string; images: string[] }) {
  if (images.length === 0) return null;
  return (
    <Section title={t.impressions}>
      <ul className={`${layout.bareList} ${styles.gallery}`}>
        {images.map((src, i) => (
          <li key={`${i}-${src}`}>
            <StoredImage
              className={`${layout.cover} ${styles.galleryImage}`}
              src={src}
              alt={t.impressionAlt(title, i + 1, images.length)}
              width={1200}
              height={800}
            />
          </li>
        ))}
      </ul>
    </Section>
  );
}

export function ContactSection({ title }: { title: string }) {
  return (
    <Section title={t.ctaTitle(title)} className={styles.cta}>
      <p>{t.ctaText}</p>
      <Link className={buttonClass('secondary')} to="/kontakt">
        <MessageSquare size={18} aria-hidden="true" />
        {t.ctaLink}
      </Link>
    </Section>
  );
}

export function SimilarSection({ products }: { products: Product[] }) {
  if (products.length === 0) return null;
  return (
    <Section title={t.similar}>
      <ProductCardGrid
        label={t.similar}
        cards={products.map((p) => productCardItem(p, t.details, { tags: p.technologies }))}
      />
    </Section>
  );
}
