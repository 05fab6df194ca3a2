import { repository } from '../../../data/repository-instance';
import { groupStatusLabels, groupTypeLabels, type ProjectGroup } from '../../../domain/project-group';
import { useSession } from '../../../stores/session';
import { toast } from '../../../stores/toasts';
import { Alert } from '../../../ui/alert';
import { Badge } from '../../../ui/badge';
import type { Column } from '../../../ui/data-table';
import { PagedDataTable } from '../../../ui/paged-data-table';
import { EmptyState } from '../../../ui/empty-state';
import { useAdminMode } from '../shared/admin-mode';
import styles from '../shared/admin.module.css';
import { LoadFailure } from '../shared/load-failure';
import { DeleteButton } from '../shared/delete-button';
import { EditButton } from '../shared/edit-button';
import { TabHead } from '../shared/tab-head';
import { useRepositoryData, type DataState } from '../shared/use-repository-data';
import { adminTexts } from '../texts';
import { GroupForm, type GroupFormOutput } from './group-form';
import own from './groups.module.css';
import { groupsTexts as t } from './texts';
import { TabLoading } from '../shared/tab-loading';

/** Admin tab Gruppen (SPEC §2): list, create and edit project groups with their members; delete after a confirmation. */
export function GroupsTab() {
  const { mode, showList, create, edit } = useAdminMode();
  // Members are only chosen in the form: the list loads no users, but the project counts, so that a group the store
  // would refuse to delete says so at once. One load, one toast on failure.
  const data = useRepositoryData(
    () =>
      Promise.all([
        repository().groups.list(),
        mode.kind === 'list' ? Promise.resolve(null) : repository().users.list(),
        mode.kind === 'list' ? repository().projects.countByGroup() : Promise.resolve({}),
      ]).then(([groups, users, projectCounts]) => ({ groups, users, projectCounts })),
    t.loadError,
    [mode.kind],
  );
  const me = useSession((s) => s.user);

  if (mode.kind === 'list') {
    return (
      <>
        <TabHead title={t.title} createLabel={t.createLabel} onCreate={create} />
        <GroupsList data={data} onEdit={edit} />
      </>
    );
  }

  const title = mode.kind === 'create' ? t.createTitle : t.editTitle;
  // Coming from the list, the data of the list mode (no users yet) is still there for a moment.
  if (data.status === 'loading' || (data.status === 'ready' && data.data.users === null)) {
    return (
      <>
        <TabHead title={title} />
        <TabLoading />
      </>
    );
  }
  if (data.status === 'error') {
    return (
      <>
        <TabHead title={title} />
        <LoadFailure message={t.loadError} onBack={showList} />
      </>
    );
  }
  const editing = mode.kind === 'edit' ? data.data.groups.find((g) => g.id === mode.id) : undefined;
  if (mode.kind === 'edit' && !editing) {
    return (
      <>
        <TabHead title={title} />
        <LoadFailure message={t.notFound} onBack={showList} />
      </>
    );
  }

  async function save(draft: GroupFormOutput) {
    if (editing) {
      await repository().groups.update(editing.id, draft);
      toast.success(t.updated);
    } else {
      await repository().groups.create(draft);
      toast.success(t.created);
    }
    // Membership changes reach the signed-in admin's own groups too (navigation, dashboard).
    // The group is saved; a failed refresh only leaves the stored session user as it was.
    if (me && (draft.memberIds.includes(me.id) || me.projectGroups.includes(editing?.id ?? -1))) {
      await repository()
        .users.list()
        .then(
          (all) => {
            const fresh = all.find((u) => u.id === me.id);
            if (fresh) useSession.getState().setUser(fresh);
          },
          () => undefined,
        );
    }
    showList();
  }

  return (
    <>
      <TabHead title={title} />
      <GroupForm
        key={editing?.id ?? 'neu'}
        group={editing}
        users={data.data.users ?? []}
        onSave={save}
        onCancel={showList}
      />
    </>
  );
}

const inUseText = (projects: number | undefined) => (projects ? t.inUse(projects) : undefined);

function GroupsList({
  data,
  onEdit,
}: {
  data: DataState<{ groups: ProjectGroup[]; projectCounts: Record<number, number> }>;
  onEdit: (id: number) => void;
}) {
  if (data.status === 'loading') return <TabLoading />;
  if (data.status === 'error') return <Alert tone="error">{t.loadError}</Alert>;
  const { groups, projectCounts } = data.data;
  if (groups.length === 0) return <EmptyState title={t.empty} />;

  const columns: Column<ProjectGroup>[] = [
    { header: t.columns.name, cell: (g) => <span className={own.name}>{g.name}</span> },
    {
      header: t.columns.description,
      cell: (g) =>
        g.description ? (
          <span className={own.description} title={g.description}>
            {g.description}
          </span>
        ) : (
          <span className={styles.muted}>–</span>
        ),
    },
    {
      header: t.columns.status,
      cell: (g) => <Badge tone={g.status === 'active' ? 'success' : 'neutral'}>{groupStatusLabels[g.status]}</Badge>,
    },
    { header: t.columns.type, cell: (g) => groupTypeLabels[g.type] },
    { header: t.columns.members, cell: (g) => g.memberIds.length },
    {
      header: adminTexts.actions,
      hiddenHeader: true,
      cell: (g) => (
        <div className={styles.actions}>
          <EditButton name={g.name} onClick={() => onEdit(g.id)} />
          <DeleteButton
            name={g.name}
            detail={t.deleteDetail(g.memberIds.length) || undefined}
            blocked={inUseText(projectCounts[g.id])}
            onDelete={() => repository().groups.remove(g.id)}
            successText={t.deleted}
            errorText={t.deleteError}
          />
        </div>
      ),
    },
  ];
  return <PagedDataTable caption={t.caption} columns={columns} rows={groups} rowKey={(g) => g.id} />;
}
