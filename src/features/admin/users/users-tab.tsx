import { repository } from '../../../data/repository-instance';
import type { ProjectGroup } from '../../../domain/project-group';
import { roleLabels } from '../../../domain/user-rules';
import type { User } from '../../../domain/user';
import { useSession } from '../../../stores/session';
import { Badge } from '../../../ui/badge';
import type { Column } from '../../../ui/data-table';
import { EmptyState } from '../../../ui/empty-state';
import { ListedRecordEditor, saveDraft } from '../shared/admin-editor';
import { AdminListTab } from '../shared/admin-list-tab';
import { useAdminMode } from '../shared/admin-mode';
import { useAdminReads } from '../shared/admin-read';
import styles from '../shared/admin.module.css';
import { EmailAddress } from '../shared/email-address';
import { recordActionsColumn } from '../shared/row-actions';
import { SearchedTable, useTableSearch } from '../shared/table-search';
import { UserForm, type UserFormOutput } from './user-form';
import own from './users.module.css';
import { usersTexts as t } from './texts';

/** Admin tab Benutzer (SPEC §2): list, create and edit users; delete after a confirmation. */
export function UsersTab() {
  const { mode, showList, create, edit } = useAdminMode();
  // One read for both: the list names each user's groups, the form offers them; one failure, one toast.
  const read = useAdminReads({ users: (r) => r.users.list(), groups: (r) => r.groups.list() }, t.loadError, [
    'users',
    'groups',
  ]);
  const me = useSession((s) => s.user);
  const [search] = useTableSearch();

  if (mode.kind === 'list') {
    return (
      <AdminListTab texts={t} onCreate={create} read={read}>
        {(data) => <UsersList {...data} search={search} myId={me?.id ?? null} onEdit={edit} />}
      </AdminListTab>
    );
  }

  const id = mode.kind === 'edit' ? mode.id : null;
  const save = (draft: UserFormOutput) =>
    saveDraft(repository().users, id, draft, t, showList, (saved) => {
      // The header shows the signed-in user's name: keep it in step when admins edit themselves.
      if (me?.id === saved.id) useSession.getState().setUser(saved);
    });

  return (
    <ListedRecordEditor id={id} texts={t} read={read} records={(data) => data.users} onBack={showList}>
      {(user, { groups }) => <UserForm key={id ?? 'neu'} user={user} groups={groups} onSave={save} onBack={showList} />}
    </ListedRecordEditor>
  );
}

interface UsersListProps {
  users: User[];
  groups: ProjectGroup[];
  search: string;
  myId: number | null;
  onEdit: (id: number) => void;
}

function UsersList({ users, groups, search, myId, onEdit }: UsersListProps) {
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
    // The store refuses deleting one's own account: the button says why instead (and keeps the column aligned).
    recordActionsColumn('users', onEdit, (u) => ({
      name: u.name,
      blocked: u.id === myId ? t.cannotDeleteSelf : undefined,
    })),
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
