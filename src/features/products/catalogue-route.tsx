import { useMemo, useRef } from 'react';
import {
  useLoaderData,
  useLocation,
  useNavigate,
  useNavigation,
  useRevalidator,
  type LoaderFunctionArgs,
} from 'react-router-dom';
import { emptyHeroSetting } from '../../domain/hero-setting-rules';
import type { HeroSetting } from '../../domain/hero-setting';
import type { ProductPage } from '../../domain/product-rules';
import { errorMessage } from '../../data/errors';
import { repository } from '../../data/repository-instance';
import { Alert } from '../../ui/alert';
import { Button } from '../../ui/button';
import { ProductCardGrid, productCardItem } from '../../ui/card-grid';
import { EmptyState } from '../../ui/empty-state';
import { Hero } from '../../ui/hero';
import { listReturnState } from '../../lib/list-return';
import { readShownCount, ShowMore } from '../../ui/show-more';
import { CatalogueFilters, readFilters } from './catalogue-filters';
import styles from './catalogue.module.css';
import { useDocumentTitle } from '../../ui/page';
import { catalogueTexts as t } from './catalogue-texts';
import { reading } from '../../data/change-scope';

interface CatalogueData {
  hero: HeroSetting;
  /** Names of the active categories, for the filter. */
  categories: string[];
  /** The first cards of the filtered list and its total; null when the list could not be loaded. */
  products: ProductPage | null;
  error: string | null;
}

/** Cards per step: the catalogue at scale holds thousands; a page costs what it shows (docs/performance.md). */
export const PAGE_SIZE = 24;

/** The page's picture, the categories to filter by and the products. */
export const shouldRevalidate = reading(['configurations', 'categories', 'products']);

/** Reads hero, categories and the filtered list; only the list is essential, the rest falls back quietly. */
export async function loader({ request }: LoaderFunctionArgs): Promise<CatalogueData> {
  const params = new URL(request.url).searchParams;
  const { search, category } = readFilters(params);
  const shown = readShownCount(params, PAGE_SIZE);
  const repo = repository();
  const [hero, categories, products] = await Promise.allSettled([
    repo.configurations.getPublic('product-hero'),
    repo.categories.listActive(),
    repo.publicProducts.page({ search, category }, shown),
  ]);
  return {
    hero: hero.status === 'fulfilled' ? hero.value : emptyHeroSetting,
    categories: categories.status === 'fulfilled' ? categories.value.map((c) => c.name) : [],
    products: products.status === 'fulfilled' ? products.value : null,
    error: products.status === 'rejected' ? errorMessage(products.reason, t.loadFailed) : null,
  };
}

export function Component() {
  const { hero, categories, products, error } = useLoaderData<typeof loader>();
  const location = useLocation();
  const navigation = useNavigation();
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const searchRef = useRef<HTMLInputElement>(null);
  const linkState = useMemo(() => listReturnState(location.search), [location.search]);
  useDocumentTitle(t.title);

  // While the list follows the search, the old one stays visible but dimmed (no jump, no spinner).
  const updating = navigation.state === 'loading' && navigation.location.pathname === location.pathname;

  function resetFilters() {
    navigate({ pathname: location.pathname, search: '' }, { replace: true, preventScrollReset: true });
    searchRef.current?.focus();
  }

  return (
    <>
      <Hero image={hero.file} imageDescription={hero.imageDescription} opacity={hero.opacity}>
        <h1>{t.title}</h1>
        <p>{t.heroLead}</p>
      </Hero>
      <div className={styles.page}>
        <CatalogueFilters categories={categories} searchRef={searchRef} />
        {/* The line keeps its height when empty: the empty state announces itself, the count only to screen readers. */}
        <p className={styles.count} role="status" aria-live="polite">
          {products && (
            <span className={products.total ? undefined : 'visually-hidden'}>{t.count(products.total)}</span>
          )}
        </p>
        {error !== null || products === null ? (
          <Alert tone="error">
            <strong>{t.loadFailed}</strong>
            {error && error !== t.loadFailed && <span className={styles.errorDetail}>{error}</span>}
            <span className={styles.errorAction}>
              <Button variant="secondary" size="small" onClick={() => void revalidator.revalidate()}>
                {t.retry}
              </Button>
            </span>
          </Alert>
        ) : products.total === 0 ? (
          <EmptyState
            title={t.empty}
            action={
              <Button variant="secondary" onClick={resetFilters}>
                {t.reset}
              </Button>
            }
          >
            <p>{t.emptyHint}</p>
          </EmptyState>
        ) : (
          <div className={styles.results} aria-busy={updating}>
            <ProductCardGrid
              label={t.listLabel}
              cards={products.items.map((product) =>
                productCardItem(product, t.details, {
                  tags: product.technologies,
                  headingLevel: 2,
                  linkState,
                }),
              )}
            />
            <ShowMore shown={products.items.length} total={products.total} step={PAGE_SIZE} />
          </div>
        )}
      </div>
    </>
  );
}
