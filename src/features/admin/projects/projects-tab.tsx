import { ListTodo } from '../../../ui/icons/list-todo';
import { useMemo } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import type { Project } from '../../../domain/project';
import type { ProjectDraft } from '../../../domain/project-draft';
import { ProjectStatusBadge } from '../../shared/project-status-badge';
import { repository } from '../../../data/repository-instance';
import { formatDate } from '../../../lib/format';
import { toast } from '../../../stores/toasts';
import { Alert } from '../../../ui/alert';
import { buttonClass } from '../../../ui/button';
import type { Column } from '../../../ui/data-table';
import { EmptyState } from '../../../ui/empty-state';
import { TABLE_ROWS_PER_STEP } from '../../../ui/paged-data-table';
import { readShownCount } from '../../../ui/show-more';
import { useAdminMode } from '../shared/admin-mode';
import admin from '../shared/admin.module.css';
import { LoadFailure } from '../shared/load-failure';
import { DeleteButton } from '../shared/delete-button';
import { EditButton } from '../shared/edit-button';
import { TabHead } from '../shared/tab-head';
import { SearchedPage, TableSearchField, useTableSearch } from '../shared/table-search';
import { useRepositoryData } from '../shared/use-repository-data';
import { adminTexts } from '../texts';
import { ProjectForm } from './project-form';
import styles from './projects.module.css';
import { projectTexts as t } from './texts';
import { TabLoading } from '../shared/tab-loading';

/** Start and end date; they wrap onto two lines where the table is tight. */
function Period({ start, end }: { start: string | null; end: string | null }) {
  const from = formatDate(start);
  const to = formatDate(end);
  if (!from && !to) return <span className={admin.muted}>{t.noDate}</span>;
  if (!to) return <span className={styles.nowrap}>{t.periodFrom(from)}</span>;
  if (!from) return <span className={styles.nowrap}>{t.periodUntil(to)}</span>;
  return (
    <span className={styles.period}>
      <span className={styles.nowrap}>{from} –</span> <span className={styles.nowrap}>{to}</span>
    </span>
  );
}

/** Admin tab 'Projekte': list, create and edit (SPEC §2); tasks are reached per project. */
export function ProjectsTab() {
  const { mode, showList, create, edit } = useAdminMode();
  if (mode.kind === 'list') return <ProjectList onCreate={create} onEdit={edit} />;
  return (
    <ProjectEditor
      key={mode.kind === 'edit' ? mode.id : 'new'}
      id={mode.kind === 'edit' ? mode.id : null}
      onDone={showList}
    />
  );
}

function ProjectList({ onCreate, onEdit }: { onCreate: () => void; onEdit: (id: number) => void }) {
  const [params] = useSearchParams();
  // Paged and searched by the port (a thousand projects at scale), as the products tab; the search also
  // finds a project by its group's name.
  const shown = readShownCount(params, TABLE_ROWS_PER_STEP);
  const [search, changeSearch] = useTableSearch();
  const projects = useRepositoryData(() => repository().projects.page({ search }, shown), t.loadProjectsFailed, [
    shown,
    search,
  ]);
  const groups = useRepositoryData(() => repository().groups.list(), t.loadGroupsFailed);
  const groupNames = useMemo(
    () => new Map(groups.status === 'ready' ? groups.data.map((g) => [g.id, g.name] as const) : []),
    [groups],
  );

  const columns: Column<Project>[] = [
    { header: t.columns.title, cell: (p) => <span className={styles.title}>{p.title}</span> },
    {
      header: t.columns.group,
      cell: (p) => groupNames.get(p.projectGroupId) ?? <span className={admin.muted}>{t.noGroup}</span>,
    },
    { header: t.columns.status, cell: (p) => <ProjectStatusBadge status={p.status} /> },
    { header: t.columns.featured, cell: (p) => (p.featured ? adminTexts.yes : adminTexts.no) },
    { header: t.columns.period, cell: (p) => <Period start={p.startDate} end={p.endDate} /> },
    {
      header: t.columns.actions,
      // As in the other admin tables; on phones the actions then close each card.
      hiddenHeader: true,
      cell: (p) => (
        <div className={styles.rowActions}>
          <Link
            className={`${buttonClass('ghost', 'small')} ${styles.tasksLink}`}
            to={`/project-tasks/${p.id}`}
            aria-label={t.tasksLinkLabel(p.title)}
          >
            <ListTodo size={16} aria-hidden="true" /> {t.tasksLink}
          </Link>
          <EditButton name={p.title} onClick={() => onEdit(p.id)} />
          <DeleteButton
            name={p.title}
            detail={t.deleteDetail}
            onDelete={() => repository().projects.remove(p.id)}
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
      {projects.status === 'loading' || groups.status === 'loading' ? (
        <TabLoading />
      ) : projects.status === 'error' ? (
        <Alert tone="error">{t.loadProjectsFailed}</Alert>
      ) : (
        <SearchedPage
          caption={t.caption}
          columns={columns}
          page={projects.data}
          rowKey={(p) => p.id}
          search={search}
          noMatch={t.noMatch}
          empty={
            <EmptyState title={t.empty}>
              <p>{t.emptyHint}</p>
            </EmptyState>
          }
        />
      )}
    </>
  );
}

function ProjectEditor({ id, onDone }: { id: number | null; onDone: () => void }) {
  const project = useRepositoryData<Project | null>(
    () => (id === null ? Promise.resolve(null) : repository().projects.get(id)),
    t.loadProjectFailed,
    [id],
  );
  const groups = useRepositoryData(() => repository().groups.list(), t.loadGroupsFailed);
  // Names only label the member checkboxes; without them the form still works.
  const users = useRepositoryData(() => repository().users.list(), t.loadUsersFailed);
  const userNames = useMemo(
    () => new Map(users.status === 'ready' ? users.data.map((u) => [u.id, u.name] as const) : []),
    [users],
  );
  const title = id === null ? t.createTitle : t.editTitle;

  let body;
  if (project.status === 'error' || groups.status === 'error') {
    body = (
      <LoadFailure message={project.status === 'error' ? t.loadProjectFailed : t.loadGroupsFailed} onBack={onDone} />
    );
  } else if (project.status === 'loading' || groups.status === 'loading' || users.status === 'loading') {
    body = <TabLoading />;
  } else {
    const save = async (draft: ProjectDraft) => {
      if (id === null) {
        await repository().projects.create(draft);
        toast.success(t.created);
      } else {
        await repository().projects.update(id, draft);
        toast.success(t.updated);
      }
      onDone();
    };
    body = (
      <ProjectForm
        project={project.data ?? undefined}
        groups={groups.data}
        userNames={userNames}
        onSave={save}
        onBack={onDone}
      />
    );
  }

  return (
    <>
      <TabHead title={title} />
      {body}
    </>
  );
}
