import { useEffect, useRef, useState } from 'react';
import { productStatusLabels } from '../../../domain/product-rules';
import type { Product } from '../../../domain/product';
import type { ProductDraft } from '../../../domain/product-draft';
import { NotFoundError } from '../../../data/errors';
import { repository } from '../../../data/repository-instance';
import { toast } from '../../../stores/toasts';
import { Alert } from '../../../ui/alert';
import { Badge } from '../../../ui/badge';
import type { Column } from '../../../ui/data-table';
import { AdminEditor, saveDraft } from '../shared/admin-editor';
import { AdminTab, type AdminListProps } from '../shared/admin-tab';
import { orElse, readAll, useAdminRead, useRecordRead } from '../shared/admin-read';
import adminStyles from '../shared/admin.module.css';
import { statusColumn, recordActionsColumn } from '../shared/row-actions';
import { SearchedPageTab } from '../shared/searched-page-tab';
import { ProductForm } from './product-form';
import styles from './products-tab.module.css';
import { productAdminTexts as t } from './texts';

/** Admin tab Produkte: every product in every status; create and edit in the same tab (?neu, ?bearbeiten=ID). */
export function ProductsTab() {
  return <AdminTab List={ProductList} Editor={ProductEditor} />;
}

const columns = (onEdit: (id: number) => void): Column<Product>[] => [
  {
    header: t.columns.title,
    cell: (p) => (
      <span className={styles.title}>
        {p.title}
        {p.featured && (
          <Badge tone="accent">
            {t.featuredBadge}
            <span className="visually-hidden"> ({t.featuredBadgeLabel})</span>
          </Badge>
        )}
      </span>
    ),
  },
  {
    header: t.columns.description,
    cell: (p) => <span className={`${adminStyles.clamped} ${styles.description}`}>{p.description}</span>,
  },
  { header: t.columns.category, cell: (p) => p.category },
  statusColumn(
    t.columns.status,
    (p) => p.status === 'published',
    (p) => productStatusLabels[p.status],
  ),
  recordActionsColumn('products', onEdit, (p) => ({ name: p.title })),
];

function ProductList(list: AdminListProps) {
  // Products are paged by the port (thousands at scale), not sliced like the other admin tables; the search
  // (title, description, technologies, as in the catalogue) finds one among them without paging there.
  return (
    <SearchedPageTab
      {...list}
      store="products"
      texts={t}
      columns={columns}
      empty={
        <p className={adminStyles.muted} role="status">
          {t.empty}
        </p>
      }
      tableWrap={adminStyles.tableWrap}
    />
  );
}

/** Loads what the form needs (the product when editing, the active categories), then shows it. */
function ProductEditor({ id, onBack }: { id: number | null; onBack: () => void }) {
  // Categories that fail to load leave an empty choice; the toast has said why.
  const categories = useAdminRead(['categories', 'active'], (r) => r.categories.listActive(), t.loadCategoriesFailed, {
    reads: ['categories'],
  });
  // A product deleted meanwhile reads as null: the editor closes with a message instead of failing.
  const loaded = useRecordRead(
    'product',
    id,
    (r, productId) =>
      r.products.get(productId).catch((e: unknown) => (e instanceof NotFoundError ? null : Promise.reject(e))),
    t.loadOneFailed,
    ['products'],
  );
  const current = loaded.status === 'ready' ? (loaded.data ?? undefined) : undefined;
  // The form edits the product as first loaded (later reloads do not reset what is typed), and stays when the
  // product is deleted meanwhile (another tab, another admin, a demo reset): what was typed is saved as a new one.
  const [product, setProduct] = useState(current);
  if (current && !product) setProduct(current);
  const deletedMeanwhile = product !== undefined && loaded.status === 'ready' && !current;
  const missing = id !== null && loaded.status === 'ready' && !current && !product;

  const reported = useRef(false);
  useEffect(() => {
    if (!missing || reported.current) return;
    reported.current = true;
    toast.error(t.loadOneFailed);
    onBack();
  }, [missing, onBack]);

  const save = (draft: ProductDraft) =>
    saveDraft(repository().products, deletedMeanwhile ? null : id, draft, t, onBack);
  return (
    <AdminEditor
      title={id === null ? t.createTitle : t.editTitle}
      read={missing ? { status: 'loading' } : readAll(loaded, orElse(categories, []))}
      onBack={onBack}
    >
      {([, choices]) => (
        <>
          {deletedMeanwhile && <Alert tone="error">{t.deletedMeanwhile}</Alert>}
          <ProductForm product={product} categories={choices} onSave={save} onBack={onBack} />
        </>
      )}
    </AdminEditor>
  );
}
