import { Suspense, type ReactNode } from 'react';
import { Await } from 'react-router-dom';
import { Link } from '../../ui/link';
import type { Product } from '../../domain/product';
import { CardGrid, ProductCardGrid, productCardItem } from '../../ui/card-grid';
import { EmptyState } from '../../ui/empty-state';
import { Skeleton } from '../../ui/skeleton';
import styles from './featured-products.module.css';
import { landingTexts as t } from './texts';

function FeaturedSkeleton() {
  return (
    <div aria-busy="true">
      <p role="status" className="visually-hidden">
        {t.featuredLoading}
      </p>
      <CardGrid>
        {[0, 1, 2].map((i) => (
          <li key={i} className={styles.skeletonCard}>
            <div className={styles.skeletonImage}>
              <Skeleton height="100%" radius="0" />
            </div>
            <div className={styles.skeletonBody}>
              <Skeleton width="35%" height="0.9rem" />
              <Skeleton width="70%" height="1.4rem" />
              <Skeleton height="1rem" />
              <Skeleton height="1rem" />
              <Skeleton width="8rem" height="2rem" />
            </div>
          </li>
        ))}
      </CardGrid>
    </div>
  );
}

function FeaturedList({ products }: { products: Product[] }) {
  if (products.length === 0) return <EmptyState title={t.featuredEmpty} />;
  return (
    <ProductCardGrid label={t.featuredLabel} cards={products.map((product) => productCardItem(product, t.more))} />
  );
}

/**
 * The featured products: there with the page, or a promise of them that streams in after it. Null when loading
 * failed (a toast has said so).
 */
export type FeaturedData = Product[] | null | Promise<Product[] | null>;

/** Featured products, shown with the page or behind their skeleton until they arrive. */
export function FeaturedProducts({ featured }: { featured: FeaturedData }) {
  return (
    <Suspense
      fallback={
        <FeaturedSection>
          <FeaturedSkeleton />
        </FeaturedSection>
      }
    >
      <Await resolve={featured}>
        {(products: Product[] | null) =>
          products === null ? null : (
            <FeaturedSection>
              <FeaturedList products={products} />
            </FeaturedSection>
          )
        }
      </Await>
    </Suspense>
  );
}

function FeaturedSection({ children }: { children: ReactNode }) {
  return (
    <section aria-labelledby="ausgewaehlte-produkte" className={styles.section}>
      <div className={styles.header}>
        <div>
          <h2 id="ausgewaehlte-produkte">{t.featuredHeading}</h2>
          <p className={styles.lead}>{t.featuredLead}</p>
        </div>
        <Link to="/produkte" className={styles.all}>
          {t.allProducts}
        </Link>
      </div>
      {children}
    </section>
  );
}
