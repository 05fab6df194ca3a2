import { useId } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Link } from '../../../ui/link';
import {
  footerPageStatusLabels,
  footerPageStatusSchema,
  privacyPageSlug,
  type FooterPage,
  type FooterPageStatus,
} from '../../../domain/footer-page';
import { repository } from '../../../data/repository-instance';
import { Badge } from '../../../ui/badge';
import { Button } from '../../../ui/button';
import { DataTable, type Column } from '../../../ui/data-table';
import { EmptyState } from '../../../ui/empty-state';
import { AdminEditor, saveDraft } from '../shared/admin-editor';
import { AdminListTab } from '../shared/admin-list-tab';
import admin from '../shared/admin.module.css';
import { AdminTab } from '../shared/admin-tab';
import { useAdminRead, type AdminRead } from '../shared/admin-read';
import { recordActionsColumn } from '../shared/row-actions';
import { adminTexts } from '../texts';
import { FooterPageForm } from './footer-page-form';
import styles from './footer-pages.module.css';
import { statusTones, footerPagesTexts as t } from './texts';
import { LabelledOptions } from '../../../ui/labelled-options';
import layout from '../../../ui/layout.module.css';

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

const columns = (onEdit: (id: number) => void): Column<FooterPage>[] => [
  { header: t.columns.title, cell: (p) => <span className={styles.titleCell}>{p.title}</span> },
  { header: t.columns.slug, cell: (p) => <SlugLink page={p} /> },
  { header: t.columns.status, cell: (p) => <StatusBadge page={p} /> },
  recordActionsColumn('footerPages', onEdit, (p) => ({
    name: p.title,
    detail: p.slug === privacyPageSlug && p.status === 'published' ? t.privacyDeleteDetail(privacyPageSlug) : undefined,
  })),
];

function StatusFilter({
  status,
  onChange,
}: {
  status: FooterPageStatus | undefined;
  onChange: (next: FooterPageStatus | undefined) => void;
}) {
  const filterId = useId();
  return (
    <div className={styles.filter}>
      <label htmlFor={filterId}>{t.filterLabel}</label>
      <select
        id={filterId}
        value={status ?? ''}
        onChange={(e) => {
          const parsed = footerPageStatusSchema.safeParse(e.target.value);
          onChange(parsed.success ? parsed.data : undefined);
        }}
      >
        <option value="">{t.filterAll}</option>
        <LabelledOptions values={footerPageStatusSchema.options} labels={footerPageStatusLabels} />
      </select>
    </div>
  );
}

function PageList({ onCreate, onEdit }: { onCreate: () => void; onEdit: (id: number) => void }) {
  const [status, setStatus] = useStatusFilter();
  const read = useAdminRead(['footerPages', status], (r) => r.footerPages.list(status), t.loadFailed, {
    reads: ['footerPages'],
    keepShown: true,
  });
  const intro = (
    <>
      <p className={admin.lead}>{t.lead}</p>
      <div className={`${layout.spreadRow} ${styles.toolbar}`}>
        <StatusFilter status={status} onChange={setStatus} />
        <p className={styles.count} role="status">
          {read.status === 'ready' ? t.count(read.data.length) : adminTexts.loading}
        </p>
      </div>
    </>
  );
  return (
    <AdminListTab texts={t} onCreate={onCreate} intro={intro} read={read}>
      {(pages) =>
        pages.length === 0 ? (
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
        ) : (
          <DataTable caption={t.caption} columns={columns(onEdit)} rows={pages} rowKey={(p) => p.id} />
        )
      }
    </AdminListTab>
  );
}

const noPage: AdminRead<undefined> = { status: 'ready', data: undefined };

function PageEditor({
  id,
  read,
  onBack,
}: {
  id: number | null;
  read: AdminRead<FooterPage | undefined>;
  onBack: () => void;
}) {
  return (
    <AdminEditor
      title={id === null ? t.createTitle : t.editTitle}
      read={read}
      onBack={onBack}
      notFound={(page) =>
        id !== null &&
        !page && (
          <>
            <strong>{t.notFound}</strong> – {t.notFoundText}
          </>
        )
      }
    >
      {(page) => (
        <FooterPageForm
          key={page?.id}
          initial={page}
          onSave={(draft) => saveDraft(repository().footerPages, id, draft, t, onBack)}
          onBack={onBack}
        />
      )}
    </AdminEditor>
  );
}

function EditPage({ id, onBack }: { id: number; onBack: () => void }) {
  // There is no single-page read by id (SPEC §7 has list and by-slug): the admin list holds every status.
  const read = useAdminRead(['footerPages'], (r) => r.footerPages.list(), t.loadFailed, { reads: ['footerPages'] });
  const page: AdminRead<FooterPage | undefined> =
    read.status === 'ready' ? { status: 'ready', data: read.data.find((p) => p.id === id) } : read;
  return <PageEditor id={id} read={page} onBack={onBack} />;
}

/** Admin tab 'Footer-Seiten': list with status filter, create and edit (SPEC §2, §4, §5, §8). */
export function FooterPagesTab() {
  return <AdminTab List={PageList} Editor={FooterPageEditor} />;
}

function FooterPageEditor({ id, onBack }: { id: number | null; onBack: () => void }) {
  return id === null ? <PageEditor id={null} read={noPage} onBack={onBack} /> : <EditPage id={id} onBack={onBack} />;
}
