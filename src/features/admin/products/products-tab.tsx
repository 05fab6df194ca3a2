import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { productStatusLabels } from '../../../domain/product-rules';
import type { Product } from '../../../domain/product';
import type { ProductDraft } from '../../../domain/product-draft';
import { NotFoundError } from '../../../data/errors';
import { repository } from '../../../data/repository-instance';
import { toast } from '../../../stores/toasts';
import { Alert } from '../../../ui/alert';
import { Badge } from '../../../ui/badge';
import { DataTable, type Column } from '../../../ui/data-table';
import { TABLE_ROWS_PER_STEP } from '../../../ui/paged-data-table';
import { readShownCount, ShowMore } from '../../../ui/show-more';
import { useAdminMode } from '../shared/admin-mode';
import { TableSearchField, useTableSearch } from '../shared/table-search';
import adminStyles from '../shared/admin.module.css';
import { DeleteButton } from '../shared/delete-button';
import { EditButton } from '../shared/edit-button';
import { TabHead } from '../shared/tab-head';
import { useRepositoryData } from '../shared/use-repository-data';
import { ProductForm } from './product-form';
import styles from './products-tab.module.css';
import { productAdminTexts as t } from './texts';
import { TabLoading } from '../shared/tab-loading';

/** Admin tab Produkte: every product in every status; create and edit in the same tab (?neu, ?bearbeiten=ID). */
export function ProductsTab() {
  const { mode, showList, create, edit } = useAdminMode();
  if (mode.kind === 'create') return <ProductEditor onDone={showList} />;
  if (mode.kind === 'edit') return <ProductEditor key={mode.id} id={mode.id} onDone={showList} />;
  return <ProductList onCreate={create} onEdit={edit} />;
}

function ProductList({ onCreate, onEdit }: { onCreate: () => void; onEdit: (id: number) => void }) {
  const [params] = useSearchParams();
  // Products are paged by the port (thousands at scale), not sliced like the other admin tables; the search
  // (title, description, technologies, as in the catalogue) finds one among them without paging there.
  const shown = readShownCount(params, TABLE_ROWS_PER_STEP);
  const [search, changeSearch] = useTableSearch();
  const products = useRepositoryData(() => repository().products.page({ search }, shown), t.loadListFailed, [
    shown,
    search,
  ]);

  const columns: Column<Product>[] = [
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
    { header: t.columns.description, cell: (p) => <span className={styles.description}>{p.description}</span> },
    { header: t.columns.category, cell: (p) => p.category },
    {
      header: t.columns.status,
      cell: (p) => (
        <Badge tone={p.status === 'published' ? 'success' : 'neutral'}>{productStatusLabels[p.status]}</Badge>
      ),
    },
    {
      header: t.columns.actions,
      hiddenHeader: true,
      cell: (p) => (
        <div className={adminStyles.actions}>
          <EditButton name={p.title} onClick={() => onEdit(p.id)} />
          <DeleteButton
            name={p.title}
            onDelete={() => repository().products.remove(p.id)}
            successText={t.deleted}
            errorText={t.deleteFailed}
          />
        </div>
      ),
    },
  ];

  return (
    <>
      <TabHead title={t.title} createLabel={t.create} onCreate={onCreate}>
        <TableSearchField label={t.searchLabel} search={search} onSearch={changeSearch} />
      </TabHead>
      {products.status === 'loading' && <TabLoading />}
      {products.status === 'error' && <Alert tone="error">{t.loadListFailed}</Alert>}
      {products.status === 'ready' &&
        (products.data.total === 0 ? (
          <p className={adminStyles.muted} role="status">
            {search.trim() ? t.noMatch(search.trim()) : t.empty}
          </p>
        ) : (
          <>
            <div className={styles.tableWrap}>
              <DataTable caption={t.caption} columns={columns} rows={products.data.items} rowKey={(p) => p.id} />
            </div>
            <ShowMore shown={products.data.items.length} total={products.data.total} step={TABLE_ROWS_PER_STEP} />
          </>
        ))}
    </>
  );
}

/** Loads what the form needs (the product when editing, the active categories), then shows it. */
function ProductEditor({ id, onDone }: { id?: number; onDone: () => void }) {
  const editing = id !== undefined;
  const categories = useRepositoryData(() => repository().categories.listActive(), t.loadCategoriesFailed);
  // A product deleted meanwhile reads as null: the editor closes with a message instead of failing.
  const loaded = useRepositoryData(
    () =>
      editing
        ? repository()
            .products.get(id)
            .catch((e: unknown) => (e instanceof NotFoundError ? null : Promise.reject(e)))
        : Promise.resolve(null),
    t.loadOneFailed,
    [id],
  );
  const current = editing && loaded.status === 'ready' ? (loaded.data ?? undefined) : undefined;
  // The form edits the product as first loaded (later reloads do not reset what is typed), and stays when the
  // product is deleted meanwhile (another tab, another admin, a demo reset): what was typed is saved as a new one.
  const [product, setProduct] = useState(current);
  if (current && !product) setProduct(current);
  const deletedMeanwhile = product !== undefined && loaded.status === 'ready' && !current;
  const missing = editing && loaded.status === 'ready' && !current && !product;

  const reported = useRef(false);
  useEffect(() => {
    if (!missing || reported.current) return;
    reported.current = true;
    toast.error(t.loadOneFailed);
    onDone();
  }, [missing, onDone]);

  async function save(draft: ProductDraft) {
    if (editing && !deletedMeanwhile) {
      await repository().products.update(id, draft);
      toast.success(t.updated);
    } else {
      await repository().products.create(draft);
      toast.success(t.created);
    }
    onDone();
  }

  const title = editing ? t.editTitle : t.createTitle;
  if (editing && loaded.status === 'error') {
    return (
      <>
        <TabHead title={title} />
        <Alert tone="error">{t.loadOneFailed}</Alert>
      </>
    );
  }
  // Categories that fail to load leave an empty choice; the toast has said why.
  const ready = categories.status !== 'loading' && (!editing || product);
  return (
    <>
      <TabHead title={title} />
      {deletedMeanwhile && <Alert tone="error">{t.deletedMeanwhile}</Alert>}
      {ready ? (
        <ProductForm
          product={product}
          categories={categories.status === 'ready' ? categories.data : []}
          onSave={save}
          onBack={onDone}
        />
      ) : (
        <TabLoading />
      )}
    </>
  );
}
