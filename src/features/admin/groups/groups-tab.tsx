import { repository } from '../../../data/repository-instance';
import { groupStatusLabels, groupTypeLabels, type ProjectGroup } from '../../../domain/project-group';
import { useSession } from '../../../stores/session';
import type { Column } from '../../../ui/data-table';
import { PagedDataTable } from '../../../ui/paged-data-table';
import { EmptyState } from '../../../ui/empty-state';
import { ListedRecordEditor, saveDraft } from '../shared/admin-editor';
import { AdminListTab } from '../shared/admin-list-tab';
import { AdminTab } from '../shared/admin-tab';
import { useAdminReads } from '../shared/admin-read';
import { optionalTextColumn, statusColumn, recordActionsColumn } from '../shared/row-actions';
import { GroupForm, type GroupFormOutput } from './group-form';
import own from './groups.module.css';
import { groupsTexts as t } from './texts';

/** Admin tab Gruppen (SPEC §2): list, create and edit project groups with their members; delete after a confirmation. */
export function GroupsTab() {
  return <AdminTab List={GroupsList} Editor={GroupEditor} />;
}

/** Membership changes reach the signed-in admin's own groups too (navigation, dashboard). */
async function refreshSessionUser(draft: GroupFormOutput, groupId: number | null) {
  const me = useSession.getState().user;
  if (!me || !(draft.memberIds.includes(me.id) || me.projectGroups.includes(groupId ?? -1))) return;
  // The group is saved; a failed refresh only leaves the stored session user as it was.
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

function GroupEditor({ id, onBack }: { id: number | null; onBack: () => void }) {
  // Members are only chosen in the form: the users are read here, not for the list.
  const read = useAdminReads({ groups: (r) => r.groups.list(), users: (r) => r.users.list() }, t.loadError, [
    'groups',
    'users',
  ]);
  // A new group has no id yet: `id` is null then, as refreshSessionUser expects.
  const save = (draft: GroupFormOutput) =>
    saveDraft(repository().groups, id, draft, t, onBack, () => refreshSessionUser(draft, id));

  return (
    <ListedRecordEditor id={id} texts={t} read={read} records={(data) => data.groups} onBack={onBack}>
      {(group, { users }) => <GroupForm key={id ?? 'neu'} group={group} users={users} onSave={save} onBack={onBack} />}
    </ListedRecordEditor>
  );
}

const inUseText = (projects: number | undefined) => (projects ? t.inUse(projects) : undefined);

function GroupsList({ onCreate, onEdit }: { onCreate: () => void; onEdit: (id: number) => void }) {
  // The project counts, so that a group the store would refuse to delete says so at once.
  const read = useAdminReads(
    { groups: (r) => r.groups.list(), projectCounts: (r) => r.projects.countByGroup() },
    t.loadError,
    ['groups', 'projects'],
  );
  return (
    <AdminListTab texts={t} onCreate={onCreate} read={read}>
      {({ groups, projectCounts }) =>
        groups.length === 0 ? (
          <EmptyState title={t.empty} />
        ) : (
          <PagedDataTable
            caption={t.caption}
            columns={groupColumns(projectCounts, onEdit)}
            rows={groups}
            rowKey={(g) => g.id}
          />
        )
      }
    </AdminListTab>
  );
}

function groupColumns(projectCounts: Record<number, number>, onEdit: (id: number) => void): Column<ProjectGroup>[] {
  return [
    { header: t.columns.name, cell: (g) => <span className={own.name}>{g.name}</span> },
    // Descriptions run long here: clamped, the whole text in the tooltip.
    optionalTextColumn(t.columns.description, (g) => g.description, own.description, true),
    statusColumn(
      t.columns.status,
      (g) => g.status === 'active',
      (g) => groupStatusLabels[g.status],
    ),
    { header: t.columns.type, cell: (g) => groupTypeLabels[g.type] },
    { header: t.columns.members, cell: (g) => g.memberIds.length },
    recordActionsColumn('groups', onEdit, (g) => ({
      name: g.name,
      detail: t.deleteDetail(g.memberIds.length) || undefined,
      blocked: inUseText(projectCounts[g.id]),
    })),
  ];
}
