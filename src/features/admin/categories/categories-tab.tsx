import { useEffect, useRef } from 'react';
import type { Category } from '../../../domain/category';
import type { CategoryDraft } from '../../../domain/category-draft';
import { repository } from '../../../data/repository-instance';
import { toast } from '../../../stores/toasts';
import { Alert } from '../../../ui/alert';
import { Badge } from '../../../ui/badge';
import { DataTable, type Column } from '../../../ui/data-table';
import { useAdminMode } from '../shared/admin-mode';
import adminStyles from '../shared/admin.module.css';
import { DeleteButton } from '../shared/delete-button';
import { EditButton } from '../shared/edit-button';
import { TabHead } from '../shared/tab-head';
import { useRepositoryData } from '../shared/use-repository-data';
import styles from './categories-tab.module.css';
import { CategoryForm } from './category-form';
import { categoryAdminTexts as t } from './texts';
import { TabLoading } from '../shared/tab-loading';

/** Admin tab Kategorien: list, create (?neu) and edit (?bearbeiten=ID). */
export function CategoriesTab() {
  const { mode, showList, create, edit } = useAdminMode();
  if (mode.kind === 'list') return <CategoryList onCreate={create} onEdit={edit} />;
  return (
    <CategoryEditor
      key={mode.kind === 'edit' ? mode.id : 'neu'}
      id={mode.kind === 'edit' ? mode.id : undefined}
      onDone={showList}
    />
  );
}

function CategoryList({ onCreate, onEdit }: { onCreate: () => void; onEdit: (id: number) => void }) {
  const data = useRepositoryData(
    () =>
      Promise.all([repository().categories.list(), repository().categories.usage()]).then(([categories, used]) => ({
        categories,
        used,
      })),
    t.loadFailed,
  );

  const columns: Column<Category>[] = [
    { header: t.columns.name, cell: (c) => <span className={styles.name}>{c.name}</span> },
    {
      header: t.columns.description,
      cell: (c) =>
        c.description ? (
          <span className={styles.description}>{c.description}</span>
        ) : (
          <span className={adminStyles.muted}>–</span>
        ),
    },
    {
      header: t.columns.active,
      cell: (c) => <Badge tone={c.active ? 'success' : 'neutral'}>{c.active ? t.yes : t.no}</Badge>,
    },
    {
      header: t.columns.actions,
      hiddenHeader: true,
      cell: (c) => {
        const count = data.status === 'ready' ? (data.data.used[c.name] ?? 0) : 0;
        return (
          <div className={adminStyles.actions}>
            <EditButton name={c.name} onClick={() => onEdit(c.id)} />
            <DeleteButton
              name={c.name}
              blocked={count > 0 ? t.inUse(count) : undefined}
              onDelete={() => repository().categories.remove(c.id)}
              successText={t.deleted}
              errorText={t.deleteFailed}
            />
          </div>
        );
      },
    },
  ];

  return (
    <>
      <TabHead title={t.title} createLabel={t.create} onCreate={onCreate} />
      {data.status === 'loading' && <TabLoading />}
      {data.status === 'error' && <Alert tone="error">{t.loadFailed}</Alert>}
      {data.status === 'ready' &&
        (data.data.categories.length === 0 ? (
          <p className={adminStyles.muted}>{t.empty}</p>
        ) : (
          <div className={styles.tableWrap}>
            <DataTable caption={t.caption} columns={columns} rows={data.data.categories} rowKey={(c) => c.id} />
          </div>
        ))}
    </>
  );
}

function CategoryEditor({ id, onDone }: { id?: number; onDone: () => void }) {
  const editing = id !== undefined;
  const loaded = useRepositoryData(
    () => (editing ? repository().categories.get(id) : Promise.resolve(undefined)),
    t.notFound,
    [id],
  );
  const failed = editing && loaded.status === 'error';

  // An unknown id: the toast has said so; back to the list.
  const left = useRef(false);
  useEffect(() => {
    if (!failed || left.current) return;
    left.current = true;
    onDone();
  }, [failed, onDone]);

  async function save(draft: CategoryDraft) {
    if (editing) {
      await repository().categories.update(id, draft);
      toast.success(t.updated);
    } else {
      await repository().categories.create(draft);
      toast.success(t.created);
    }
    onDone();
  }

  return (
    <>
      <TabHead title={editing ? t.editTitle : t.createTitle} />
      {loaded.status === 'ready' ? (
        <CategoryForm category={loaded.data} onSave={save} onBack={onDone} />
      ) : (
        <TabLoading />
      )}
    </>
  );
}
