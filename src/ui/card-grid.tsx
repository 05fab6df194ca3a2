import type { ReactNode } from 'react';
import styles from './card-grid.module.css';
import { ProductCard, type ProductCardProps } from './product-card';

/** A responsive list of cards: one column on phones, as many as fit on wide screens. */
export function CardGrid({ children, label }: { children: ReactNode; label?: string }) {
  return (
    <ul className={styles.grid} aria-label={label}>
      {children}
    </ul>
  );
}

/** One card of a ProductCardGrid: what the card shows, and the id that tells it from the others. */
export interface ProductCardItem extends ProductCardProps {
  id: number | string;
}

/** What every card links from: the id and title of a product, project or service, and its image. */
interface CardSubject {
  id: number;
  title: string;
  imageUrl: string | null;
}

/** A card that links to its subject's page below `path`, e.g. '/services'; `card` holds the rest it shows. */
export function linkedCardItem(
  { id, title, imageUrl }: CardSubject,
  path: string,
  card: Omit<ProductCardProps, 'title' | 'image' | 'href'>,
): ProductCardItem {
  return { id, title, image: imageUrl, href: `${path}/${id}`, ...card };
}

/** A catalogue product's card (the domain's Product, which ui may not import, has these fields). */
export function productCardItem(
  product: CardSubject & { description: string; category: string },
  linkLabel: string,
  more?: Partial<ProductCardProps>,
): ProductCardItem {
  return linkedCardItem(product, '/produkte', {
    description: product.description,
    linkLabel,
    eyebrow: product.category,
    ...more,
  });
}

/** Cards in a CardGrid, one list item each: the lists of products, projects and services. */
export function ProductCardGrid({ label, cards }: { label?: string; cards: ProductCardItem[] }) {
  return (
    <CardGrid label={label}>
      {cards.map(({ id, ...card }) => (
        <li key={id}>
          <ProductCard {...card} />
        </li>
      ))}
    </CardGrid>
  );
}
