import { repository } from '../../../data/repository-instance';
import type { ProjectGroup } from '../../../domain/project-group';
import { roleLabels } from '../../../domain/user-rules';
import type { User } from '../../../domain/user';
import { useSession } from '../../../stores/session';
import { toast } from '../../../stores/toasts';
import { Alert } from '../../../ui/alert';
import { Badge } from '../../../ui/badge';
import type { Column } from '../../../ui/data-table';
import { EmptyState } from '../../../ui/empty-state';
import { useAdminMode } from '../shared/admin-mode';
import styles from '../shared/admin.module.css';
import { LoadFailure } from '../shared/load-failure';
import { DeleteButton } from '../shared/delete-button';
import { EditButton } from '../shared/edit-button';
import { EmailAddress } from '../shared/email-address';
import { TabHead } from '../shared/tab-head';
import { SearchedTable, TableSearchField, useTableSearch } from '../shared/table-search';
import { useRepositoryData, type DataState } from '../shared/use-repository-data';
import { adminTexts } from '../texts';
import { UserForm, type UserFormOutput } from './user-form';
import own from './users.module.css';
import { usersTexts as t } from './texts';
import { TabLoading } from '../shared/tab-loading';

/** Admin tab Benutzer (SPEC §2): list, create and edit users; delete after a confirmation. */
export function UsersTab() {
  const { mode, showList, create, edit } = useAdminMode();
  // One load for both: the list names each user's groups, the form offers them; one failure, one toast.
  const data = useRepositoryData(
    () =>
      Promise.all([repository().users.list(), repository().groups.list()]).then(([users, groups]) => ({
        users,
        groups,
      })),
    t.loadError,
  );
  const me = useSession((s) => s.user);
  const [search, changeSearch] = useTableSearch();

  if (mode.kind === 'list') {
    return (
      <>
        <TabHead title={t.title} createLabel={t.createLabel} onCreate={create}>
          <TableSearchField label={t.searchLabel} search={search} onSearch={changeSearch} />
        </TabHead>
        <UsersList data={data} search={search} myId={me?.id ?? null} onEdit={edit} />
      </>
    );
  }

  const title = mode.kind === 'create' ? t.createTitle : t.editTitle;
  if (data.status === 'loading') {
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
  const editing = mode.kind === 'edit' ? data.data.users.find((u) => u.id === mode.id) : undefined;
  if (mode.kind === 'edit' && !editing) {
    return (
      <>
        <TabHead title={title} />
        <LoadFailure message={t.notFound} onBack={showList} />
      </>
    );
  }

  async function save(draft: UserFormOutput) {
    if (editing) {
      const updated = await repository().users.update(editing.id, draft);
      // The header shows the signed-in user's name: keep it in step when admins edit themselves.
      if (me?.id === updated.id) useSession.getState().setUser(updated);
      toast.success(t.updated);
    } else {
      await repository().users.create(draft);
      toast.success(t.created);
    }
    showList();
  }

  return (
    <>
      <TabHead title={title} />
      <UserForm key={editing?.id ?? 'neu'} user={editing} groups={data.data.groups} onSave={save} onCancel={showList} />
    </>
  );
}

interface UsersListProps {
  data: DataState<{ users: User[]; groups: ProjectGroup[] }>;
  search: string;
  myId: number | null;
  onEdit: (id: number) => void;
}

function UsersList({ data, search, myId, onEdit }: UsersListProps) {
  if (data.status === 'loading') return <TabLoading />;
  if (data.status === 'error') return <Alert tone="error">{t.loadError}</Alert>;
  const { users, groups } = data.data;
  if (users.length === 0) return <EmptyState title={t.empty} />;

  const groupNames = new Map(groups.map((g) => [g.id, g.name]));
  const groupsOf = (u: User) => u.projectGroups.flatMap((id) => groupNames.get(id) ?? []);
  const columns: Column<User>[] = [
    {
      header: t.columns.name,
      cell: (u) => (
        <span className={own.name}>
          {u.name}
          {u.id === myId && <span className={styles.muted}> {t.you}</span>}
        </span>
      ),
    },
    { header: t.columns.email, cell: (u) => <EmailAddress address={u.email} /> },
    { header: t.columns.companyName, cell: (u) => u.companyName },
    {
      header: t.columns.role,
      cell: (u) => <Badge tone={u.role === 'admin' ? 'primary' : 'neutral'}>{roleLabels[u.role]}</Badge>,
    },
    {
      header: t.columns.groups,
      cell: (u) => {
        const names = groupsOf(u);
        return names.length > 0 ? (
          <span className={own.groups}>{names.join(', ')}</span>
        ) : (
          <span className={styles.muted}>{t.noGroup}</span>
        );
      },
    },
    {
      header: adminTexts.actions,
      hiddenHeader: true,
      cell: (u) => (
        <div className={styles.actions}>
          <EditButton name={u.name} onClick={() => onEdit(u.id)} />
          {/* The store refuses deleting one's own account: the button says why instead (and keeps the column aligned). */}
          <DeleteButton
            name={u.name}
            onDelete={() => repository().users.remove(u.id)}
            successText={t.deleted}
            errorText={t.deleteError}
            blocked={u.id === myId ? t.cannotDeleteSelf : undefined}
          />
        </div>
      ),
    },
  ];
  return (
    <SearchedTable
      caption={t.caption}
      columns={columns}
      rows={users}
      rowKey={(u) => u.id}
      search={search}
      texts={(u) => [u.name, u.email, u.companyName, ...groupsOf(u)]}
      noMatch={t.noMatch}
    />
  );
}
