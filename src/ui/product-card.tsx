import { memo, type ReactNode } from 'react';
import { Link } from './link';
import { Badge } from './badge';
import { buttonClass } from './button';
import styles from './product-card.module.css';
import { StoredImage } from './stored-image';

export interface ProductCardProps {
  title: string;
  description: string;
  image: string | null;
  href: string;
  /** The link's visible text, e.g. 'Mehr erfahren' or 'Details anzeigen'. */
  linkLabel: string;
  /** Small line above the title, e.g. the category or a status. */
  eyebrow?: ReactNode;
  tags?: string[];
  /** Heading level inside the surrounding page. */
  headingLevel?: 2 | 3;
  /** Location state for the link, e.g. the list's filters (src/lib/list-return.ts). */
  linkState?: unknown;
}

/** A card with image, eyebrow, title, text, tags and one link: products, projects and services use it. */
export const ProductCard = memo(function ProductCard({
  title,
  description,
  image,
  href,
  linkLabel,
  eyebrow,
  tags = [],
  headingLevel = 3,
  linkState,
}: ProductCardProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className={styles.card}>
      <StoredImage className={styles.image} src={image} alt="" width={640} height={400} />
      <div className={styles.body}>
        {eyebrow && <p className={styles.eyebrow}>{eyebrow}</p>}
        <Heading className={styles.title}>{title}</Heading>
        <p className={styles.description}>{description}</p>
        {tags.length > 0 && (
          <ul className={styles.tags} aria-label="Technologien">
            {tags.map((tag) => (
              <li key={tag}>
                <Badge tone="primary">{tag}</Badge>
              </li>
            ))}
          </ul>
        )}
      </div>
      <div className={styles.footer}>
        <Link
          className={buttonClass('secondary', 'small')}
          to={href}
          state={linkState}
          aria-label={`${linkLabel}: ${title}`}
        >
          {linkLabel}
        </Link>
      </div>
    </article>
  );
});
