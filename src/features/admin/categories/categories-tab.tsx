import { useEffect, useRef } from 'react';
import type { Category } from '../../../domain/category';
import { repository } from '../../../data/repository-instance';
import { DataTable, type Column } from '../../../ui/data-table';
import { AdminEditor, saveDraft } from '../shared/admin-editor';
import { AdminListTab } from '../shared/admin-list-tab';
import { AdminTab } from '../shared/admin-tab';
import { useAdminReads, useRecordRead } from '../shared/admin-read';
import adminStyles from '../shared/admin.module.css';
import { optionalTextColumn, statusColumn, recordActionsColumn } from '../shared/row-actions';
import styles from './categories-tab.module.css';
import { CategoryForm } from './category-form';
import { categoryAdminTexts as t } from './texts';

/** Admin tab Kategorien: list, create (?neu) and edit (?bearbeiten=ID). */
export function CategoriesTab() {
  return <AdminTab List={CategoryList} Editor={CategoryEditor} />;
}

function CategoryList({ onCreate, onEdit }: { onCreate: () => void; onEdit: (id: number) => void }) {
  const read = useAdminReads(
    { categories: (r) => r.categories.list(), used: (r) => r.categories.usage() },
    t.loadFailed,
    ['categories', 'products'],
  );
  return (
    <AdminListTab texts={t} onCreate={onCreate} read={read}>
      {({ categories, used }) =>
        categories.length === 0 ? (
          <p className={adminStyles.muted}>{t.empty}</p>
        ) : (
          <div className={adminStyles.tableWrap}>
            <DataTable
              caption={t.caption}
              columns={categoryColumns(used, onEdit)}
              rows={categories}
              rowKey={(c) => c.id}
            />
          </div>
        )
      }
    </AdminListTab>
  );
}

function categoryColumns(used: Record<string, number>, onEdit: (id: number) => void): Column<Category>[] {
  return [
    { header: t.columns.name, cell: (c) => <span className={styles.name}>{c.name}</span> },
    optionalTextColumn(t.columns.description, (c) => c.description, styles.description),
    statusColumn(
      t.columns.active,
      (c) => c.active,
      (c) => (c.active ? t.yes : t.no),
    ),
    recordActionsColumn('categories', onEdit, (c) => {
      const count = used[c.name] ?? 0;
      return { name: c.name, blocked: count > 0 ? t.inUse(count) : undefined };
    }),
  ];
}

function CategoryEditor({ id, onBack }: { id: number | null; onBack: () => void }) {
  const read = useRecordRead('category', id, (r, categoryId) => r.categories.get(categoryId), t.notFound, [
    'categories',
  ]);

  // An unknown id: the toast has said so; back to the list.
  const left = useRef(false);
  const failed = read.status === 'error';
  useEffect(() => {
    if (!failed || left.current) return;
    left.current = true;
    onBack();
  }, [failed, onBack]);

  return (
    <AdminEditor
      title={id === null ? t.createTitle : t.editTitle}
      read={failed ? { status: 'loading' } : read}
      onBack={onBack}
    >
      {(category) => (
        <CategoryForm
          category={category ?? undefined}
          onSave={(draft) => saveDraft(repository().categories, id, draft, t, onBack)}
          onBack={onBack}
        />
      )}
    </AdminEditor>
  );
}
