import { useLoaderData, useLocation, type LoaderFunctionArgs } from 'react-router-dom';
import { crumbHandle } from '../../lib/breadcrumb';
import { listSearchFrom } from '../../lib/list-return';
import { parseId } from '../../domain/common-rules';
import type { Id } from '../../domain/common';
import type { Product } from '../../domain/product';
import { NotFoundError, errorMessage } from '../../data/errors';
import { repository } from '../../data/repository-instance';
import { selectIsAdmin, useSession } from '../../stores/session';
import { Badge } from '../../ui/badge';
import { BackLink, BadgeList } from '../../ui/detail-parts';
import { buttonClass } from '../../ui/button';
import { CodeUnavailable } from '../shared/code-loading';
import { Page } from '../../ui/page';
import { StoredImage } from '../../ui/stored-image';
import { useDocumentTitle } from '../../ui/page';
import type { ProductAdminActions } from './product-admin-actions';
import styles from './product-detail.module.css';
import { AboutSection, ContactSection, FeaturesSection, ImpressionsSection, SimilarSection } from './product-sections';
import { productTexts as t } from './product-texts';
import layout from '../../ui/layout.module.css';
import { reading } from '../../data/change-scope';

// Admins only (SPEC §6): an admin's loader loads them beside the product's read, so they are there with the page; a
// guest's visit loads neither them nor their confirm dialog. If their code cannot be loaded the page still shows the
// product, and says in their place why they are missing.
let adminActions: typeof ProductAdminActions | 'unavailable' | null = null;
async function loadAdminActions(): Promise<void> {
  if (adminActions || !selectIsAdmin(useSession.getState())) return;
  adminActions = await import('./product-admin-actions').then(
    (m) => m.ProductAdminActions,
    () => 'unavailable' as const,
  );
}

function AdminActions({ product }: { product: Product }) {
  if (adminActions === null) return null;
  if (adminActions !== 'unavailable') {
    const Actions = adminActions;
    return <Actions product={product} />;
  }
  return (
    <div className={styles.adminActions} role="group" aria-label={t.adminActions}>
      <CodeUnavailable className={styles.adminActionsUnavailable} />
    </div>
  );
}

type DetailData =
  { kind: 'found'; product: Product; similar: Product[] } | { kind: 'not-found' } | { kind: 'failed'; message: string };

/** An admin may open a draft (e.g. to check it before publishing); the public catalogue never shows one. */
async function draftForAdmin(id: Id): Promise<Product | null> {
  if (!selectIsAdmin(useSession.getState())) return null;
  try {
    return await repository().products.get(id);
  } catch {
    return null;
  }
}

export const shouldRevalidate = reading(['products']);

export { action } from './product-delete-action';

export async function loader({ params }: LoaderFunctionArgs): Promise<DetailData> {
  const [data] = await Promise.all([readDetail(parseId(params.id)), loadAdminActions()]);
  return data;
}

async function readDetail(id: Id | null): Promise<DetailData> {
  if (id === null) return { kind: 'not-found' };
  const products = repository().publicProducts;
  try {
    const [product, similar] = await Promise.all([
      products.get(id),
      // Suggestions are a bonus: without them the page is still complete.
      products.similar(id).catch(() => [] as Product[]),
    ]);
    return { kind: 'found', product, similar: similar.filter((p) => p.id !== product.id) };
  } catch (error) {
    if (!(error instanceof NotFoundError)) return { kind: 'failed', message: errorMessage(error, t.loadFailed) };
    const draft = await draftForAdmin(id);
    return draft ? { kind: 'found', product: draft, similar: [] } : { kind: 'not-found' };
  }
}

function BackToList() {
  const { state } = useLocation();
  return (
    <BackLink className={styles.back} to={{ pathname: '/produkte', search: listSearchFrom(state) }}>
      {t.backToList}
    </BackLink>
  );
}

function ProductDetail({ product, similar }: { product: Product; similar: Product[] }) {
  const isAdmin = useSession(selectIsAdmin);
  useDocumentTitle(product.title);
  return (
    <article className={styles.page}>
      <BackToList />
      <header className={styles.header}>
        <div className={styles.intro}>
          <p className={styles.eyebrow}>{product.category}</p>
          <h1 className={styles.title}>{product.title}</h1>
          {product.status === 'draft' && (
            <p className={layout.draftNotice}>
              <Badge tone="warning">{t.draftBadge}</Badge> {t.draftNotice}
            </p>
          )}
          <p className={styles.lead}>{product.description}</p>
          <BadgeList items={product.technologies} label={t.technologies} className={styles.tags} />
          {isAdmin && <AdminActions product={product} />}
        </div>
        <StoredImage
          className={`${layout.cover} ${styles.heroImage}`}
          src={product.imageUrl}
          alt={t.imageAlt(product.title)}
          width={1200}
          height={800}
          loading="eager"
          fetchPriority="high"
        />
      </header>
      <AboutSection text={product.fullDescription} />
      <FeaturesSection features={product.features} />
      <ImpressionsSection title={product.title} images={product.additionalImages} />
      <ContactSection title={product.title} />
      <SimilarSection products={similar} />
    </article>
  );
}

function ProductMissing({ title, message }: { title: string; message: string }) {
  return (
    <Page title={title} lead={message}>
      <BackLink className={buttonClass('primary')} to="/produkte">
        {t.backToList}
      </BackLink>
    </Page>
  );
}

export const handle = crumbHandle<DetailData>((data) => (data.kind === 'found' ? data.product.title : undefined));

export function Component() {
  const data = useLoaderData<typeof loader>();
  switch (data.kind) {
    case 'found':
      return <ProductDetail product={data.product} similar={data.similar} />;
    case 'not-found':
      return <ProductMissing title={t.notFoundTitle} message={t.notFoundText} />;
    case 'failed':
      return <ProductMissing title={t.loadFailed} message={data.message} />;
  }
}
