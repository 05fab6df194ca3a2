import { useId } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import {
  footerPageStatusLabels,
  footerPageStatusSchema,
  privacyPageSlug,
  type FooterPage,
  type FooterPageStatus,
} from '../../../domain/footer-page';
import type { FooterPageDraft } from '../../../domain/footer-page-draft';
import { repository } from '../../../data/repository-instance';
import { toast } from '../../../stores/toasts';
import { Alert } from '../../../ui/alert';
import { Badge } from '../../../ui/badge';
import { Button } from '../../../ui/button';
import { DataTable, type Column } from '../../../ui/data-table';
import { EmptyState } from '../../../ui/empty-state';
import { useAdminMode } from '../shared/admin-mode';
import { BackButton } from '../shared/back-button';
import { DeleteButton } from '../shared/delete-button';
import { EditButton } from '../shared/edit-button';
import { TabHead } from '../shared/tab-head';
import { useRepositoryData } from '../shared/use-repository-data';
import { adminTexts } from '../texts';
import { FooterPageForm } from './footer-page-form';
import styles from './footer-pages.module.css';
import { statusTones, footerPagesTexts as t } from './texts';
import { TabLoading } from '../shared/tab-loading';

/** The list's status filter lives in the URL (?status=draft) beside ?tab=, so reload and back keep it. */
function useStatusFilter(): [FooterPageStatus | undefined, (next: FooterPageStatus | undefined) => void] {
  const [params, setParams] = useSearchParams();
  const parsed = footerPageStatusSchema.safeParse(params.get('status'));
  const status = parsed.success ? parsed.data : undefined;
  function set(next: FooterPageStatus | undefined) {
    const p = new URLSearchParams(params);
    if (next) p.set('status', next);
    else p.delete('status');
    setParams(p, { replace: true });
  }
  return [status, set];
}

function SlugLink({ page }: { page: FooterPage }) {
  return (
    <Link className={styles.slug} to={`/${page.slug}`}>
      /{page.slug}
    </Link>
  );
}

function StatusBadge({ page }: { page: FooterPage }) {
  return <Badge tone={statusTones[page.status]}>{footerPageStatusLabels[page.status]}</Badge>;
}

function PageList({ onCreate, onEdit }: { onCreate: () => void; onEdit: (id: number) => void }) {
  const filterId = useId();
  const [status, setStatus] = useStatusFilter();
  const data = useRepositoryData(() => repository().footerPages.list(status), t.loadFailed, [status]);

  const columns: Column<FooterPage>[] = [
    {
      header: t.columns.title,
      cell: (p) => <span className={styles.titleCell}>{p.title}</span>,
    },
    { header: t.columns.slug, cell: (p) => <SlugLink page={p} /> },
    { header: t.columns.status, cell: (p) => <StatusBadge page={p} /> },
    {
      header: t.columns.actions,
      hiddenHeader: true,
      cell: (p) => (
        <div className={styles.actions}>
          <EditButton name={p.title} onClick={() => onEdit(p.id)} />
          <DeleteButton
            name={p.title}
            onDelete={() => repository().footerPages.remove(p.id)}
            successText={t.deleted}
            errorText={t.deleteFailed}
            detail={
              p.slug === privacyPageSlug && p.status === 'published'
                ? t.privacyDeleteDetail(privacyPageSlug)
                : undefined
            }
          />
        </div>
      ),
    },
  ];

  return (
    <>
      <TabHead title={t.title} createLabel={t.create} onCreate={onCreate} />
      <p className={styles.lead}>{t.lead}</p>
      <div className={styles.toolbar}>
        <div className={styles.filter}>
          <label htmlFor={filterId}>{t.filterLabel}</label>
          <select
            id={filterId}
            value={status ?? ''}
            onChange={(e) => {
              const parsed = footerPageStatusSchema.safeParse(e.target.value);
              setStatus(parsed.success ? parsed.data : undefined);
            }}
          >
            <option value="">{t.filterAll}</option>
            {footerPageStatusSchema.options.map((s) => (
              <option key={s} value={s}>
                {footerPageStatusLabels[s]}
              </option>
            ))}
          </select>
        </div>
        <p className={styles.count} role="status">
          {data.status === 'ready' ? t.count(data.data.length) : adminTexts.loading}
        </p>
      </div>
      {data.status === 'loading' && <TabLoading />}
      {data.status === 'error' && <Alert tone="error">{t.loadFailed}</Alert>}
      {data.status === 'ready' && data.data.length === 0 && (
        <EmptyState
          title={t.empty}
          action={
            status ? (
              <Button variant="secondary" onClick={() => setStatus(undefined)}>
                {t.showAll}
              </Button>
            ) : (
              <Button onClick={onCreate}>{t.create}</Button>
            )
          }
        >
          <p>{status ? t.emptyFiltered(footerPageStatusLabels[status]) : t.emptyAll}</p>
        </EmptyState>
      )}
      {data.status === 'ready' && data.data.length > 0 && (
        <DataTable caption={t.caption} columns={columns} rows={data.data} rowKey={(p) => p.id} />
      )}
    </>
  );
}

function CreatePage({ onDone }: { onDone: () => void }) {
  async function save(draft: FooterPageDraft) {
    await repository().footerPages.create(draft);
    toast.success(t.created);
    onDone();
  }
  return (
    <>
      <TabHead title={t.createTitle} />
      <FooterPageForm onSave={save} onBack={onDone} />
    </>
  );
}

function EditPage({ id, onDone }: { id: number; onDone: () => void }) {
  // There is no single-page read by id (SPEC §7 has list and by-slug): the admin list holds every status.
  const data = useRepositoryData(() => repository().footerPages.list(), t.loadFailed, [id]);
  const page = data.status === 'ready' ? data.data.find((p) => p.id === id) : undefined;

  async function save(draft: FooterPageDraft) {
    await repository().footerPages.update(id, draft);
    toast.success(t.updated);
    onDone();
  }

  return (
    <>
      <TabHead title={t.editTitle} />
      {data.status === 'loading' && <TabLoading />}
      {data.status === 'error' && <Alert tone="error">{t.loadFailed}</Alert>}
      {data.status === 'ready' && !page && (
        <Alert tone="error">
          <strong>{t.notFound}</strong> – {t.notFoundText}
        </Alert>
      )}
      {data.status !== 'loading' && !page && (
        <div className={styles.buttons}>
          <BackButton dirty={false} onBack={onDone} />
        </div>
      )}
      {page && <FooterPageForm key={page.id} initial={page} onSave={save} onBack={onDone} />}
    </>
  );
}

/** Admin tab 'Footer-Seiten': list with status filter, create and edit (SPEC §2, §4, §5, §8). */
export function FooterPagesTab() {
  const { mode, showList, create, edit } = useAdminMode();
  if (mode.kind === 'create') return <CreatePage onDone={showList} />;
  if (mode.kind === 'edit') return <EditPage id={mode.id} onDone={showList} />;
  return <PageList onCreate={create} onEdit={edit} />;
}
