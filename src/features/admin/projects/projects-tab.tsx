import { ListTodo } from '../../../ui/icons/list-todo';
import { Link } from '../../../ui/link';
import type { Project } from '../../../domain/project';
import { ProjectStatusBadge } from '../../shared/project-status-badge';
import { repository } from '../../../data/repository-instance';
import { formatDate } from '../../../lib/format';
import { buttonClass } from '../../../ui/button';
import type { Column } from '../../../ui/data-table';
import { AdminEditor, saveDraft } from '../shared/admin-editor';
import { AdminTab, type AdminListProps } from '../shared/admin-tab';
import { orElse, readAll, useAdminRead, useRecordRead } from '../shared/admin-read';
import admin from '../shared/admin.module.css';
import { recordActionsColumn } from '../shared/row-actions';
import { SearchedPageTab } from '../shared/searched-page-tab';
import { adminTexts } from '../texts';
import { ProjectForm } from './project-form';
import styles from './projects.module.css';
import { projectTexts as t } from './texts';

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
  return <AdminTab List={ProjectList} Editor={ProjectEditor} />;
}

function ProjectList(list: AdminListProps) {
  // Group names only label the rows: a failed read leaves them out (the toast has said why).
  const groups = orElse(
    useAdminRead(['groups'], (r) => r.groups.list(), t.loadGroupsFailed, { reads: ['groups'] }),
    [],
  );
  const groupNames = new Map(groups.status === 'ready' ? groups.data.map((g) => [g.id, g.name]) : []);
  // Paged and searched by the port (a thousand projects at scale), as the products tab; the search also
  // finds a project by its group's name.
  return (
    <SearchedPageTab
      {...list}
      store="projects"
      texts={t}
      columns={(onEdit) => projectColumns(groupNames, onEdit)}
      alsoRead={groups}
    />
  );
}

function projectColumns(groupNames: ReadonlyMap<number, string>, onEdit: (id: number) => void): Column<Project>[] {
  return [
    { header: t.columns.title, cell: (p) => <span className={styles.title}>{p.title}</span> },
    {
      header: t.columns.group,
      cell: (p) => groupNames.get(p.projectGroupId) ?? <span className={admin.muted}>{t.noGroup}</span>,
    },
    { header: t.columns.status, cell: (p) => <ProjectStatusBadge status={p.status} /> },
    { header: t.columns.featured, cell: (p) => (p.featured ? adminTexts.yes : adminTexts.no) },
    { header: t.columns.period, cell: (p) => <Period start={p.startDate} end={p.endDate} /> },
    recordActionsColumn('projects', onEdit, (p) => ({
      name: p.title,
      className: admin.rowActions,
      detail: t.deleteDetail,
      children: (
        <Link
          className={`${buttonClass('ghost', 'small')} ${styles.tasksLink}`}
          to={`/project-tasks/${p.id}`}
          aria-label={t.tasksLinkLabel(p.title)}
        >
          <ListTodo size={16} aria-hidden="true" /> {t.tasksLink}
        </Link>
      ),
    })),
  ];
}

function ProjectEditor({ id, onBack }: { id: number | null; onBack: () => void }) {
  const project = useRecordRead('project', id, (r, projectId) => r.projects.get(projectId), t.loadProjectFailed, [
    'projects',
  ]);
  const groups = useAdminRead(['groups'], (r) => r.groups.list(), t.loadGroupsFailed, { reads: ['groups'] });
  // Names only label the member checkboxes; without them the form still works.
  const users = useAdminRead(['users'], (r) => r.users.list(), t.loadUsersFailed, { reads: ['users'] });
  return (
    <AdminEditor
      title={id === null ? t.createTitle : t.editTitle}
      read={readAll(project, groups, orElse(users, []))}
      onBack={onBack}
    >
      {([current, groupList, userList]) => (
        <ProjectForm
          project={current ?? undefined}
          groups={groupList}
          userNames={new Map(userList.map((u) => [u.id, u.name]))}
          onSave={(draft) => saveDraft(repository().projects, id, draft, t, onBack)}
          onBack={onBack}
        />
      )}
    </AdminEditor>
  );
}
