import type { WhitelistedEmail } from '../../../domain/whitelist';
import { Badge } from '../../../ui/badge';
import type { Column } from '../../../ui/data-table';
import { PagedDataTable } from '../../../ui/paged-data-table';
import { EmptyState } from '../../../ui/empty-state';
import { AdminEditor } from '../shared/admin-editor';
import { AdminListTab } from '../shared/admin-list-tab';
import { AdminTab } from '../shared/admin-tab';
import { useAdminRead } from '../shared/admin-read';
import styles from '../shared/admin.module.css';
import { EmailAddress } from '../shared/email-address';
import { recordActionsColumn } from '../shared/row-actions';
import { InvitationForm } from './invitation-form';
import own from './invitations.module.css';
import { invitationsTexts as t } from './texts';

/** Admin tab Einladungen (SPEC §2): the whitelist of addresses allowed to register, and the invitation form. */
export function InvitationsTab() {
  // Entries are not edited here; ?bearbeiten falls back to the create form.
  return <AdminTab List={WhitelistTab} Editor={InvitationEditor} />;
}

function InvitationEditor({ onBack }: { onBack: () => void }) {
  const groups = useAdminRead(['groups'], (r) => r.groups.list(), t.groupsLoadError, { reads: ['groups'] });
  return (
    <AdminEditor title={t.createTitle} read={groups} onBack={onBack}>
      {(data) => <InvitationForm groups={data} onDone={onBack} onBack={onBack} />}
    </AdminEditor>
  );
}

function WhitelistTab({ onCreate }: { onCreate: () => void }) {
  // The entries carry their group's name: the list reads nothing else.
  const entries = useAdminRead(['whitelist'], (r) => r.whitelist.list(), t.loadError, { reads: ['whitelist'] });
  return (
    <AdminListTab texts={t} onCreate={onCreate} intro={<p className={styles.muted}>{t.lead}</p>} read={entries}>
      {(rows) =>
        rows.length === 0 ? (
          <EmptyState title={t.empty} />
        ) : (
          <PagedDataTable caption={t.caption} columns={columns} rows={rows} rowKey={(e) => e.id} />
        )
      }
    </AdminListTab>
  );
}

const columns: Column<WhitelistedEmail>[] = [
  {
    header: t.columns.email,
    cell: (e) => (
      <span className={own.email}>
        <EmailAddress address={e.email} />
      </span>
    ),
  },
  {
    header: t.columns.group,
    cell: (e) =>
      e.projectGroup ? (
        <span className={own.group}>{e.projectGroup.name}</span>
      ) : (
        <span className={styles.muted}>{t.noGroup}</span>
      ),
  },
  {
    header: t.columns.status,
    cell: (e) => (e.isActive ? <Badge tone="success">{t.active}</Badge> : <Badge>{t.inactive}</Badge>),
  },
  recordActionsColumn('whitelist', undefined, (e) => ({ name: e.email })),
];
