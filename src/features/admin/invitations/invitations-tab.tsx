import { repository } from '../../../data/repository-instance';
import type { WhitelistedEmail } from '../../../domain/whitelist';
import { Alert } from '../../../ui/alert';
import { Badge } from '../../../ui/badge';
import type { Column } from '../../../ui/data-table';
import { PagedDataTable } from '../../../ui/paged-data-table';
import { EmptyState } from '../../../ui/empty-state';
import { useAdminMode } from '../shared/admin-mode';
import styles from '../shared/admin.module.css';
import { LoadFailure } from '../shared/load-failure';
import { DeleteButton } from '../shared/delete-button';
import { EmailAddress } from '../shared/email-address';
import { TabHead } from '../shared/tab-head';
import { useRepositoryData, type DataState } from '../shared/use-repository-data';
import { adminTexts } from '../texts';
import { InvitationForm } from './invitation-form';
import own from './invitations.module.css';
import { invitationsTexts as t } from './texts';
import { TabLoading } from '../shared/tab-loading';

/** Admin tab Einladungen (SPEC §2): the whitelist of addresses allowed to register, and the invitation form. */
export function InvitationsTab() {
  const { mode, showList, create } = useAdminMode();
  const list = mode.kind === 'list';
  // The list needs only the entries (they carry their group's name), the form only the groups.
  const entries = useRepositoryData(() => (list ? repository().whitelist.list() : Promise.resolve(null)), t.loadError, [
    list,
  ]);
  const groups = useRepositoryData(
    () => (list ? Promise.resolve(null) : repository().groups.list()),
    t.groupsLoadError,
    [list],
  );

  if (list) {
    return (
      <>
        <TabHead title={t.title} createLabel={t.createLabel} onCreate={create} />
        <p className={styles.muted}>{t.lead}</p>
        <WhitelistTable entries={entries} />
      </>
    );
  }

  // Entries are not edited here; ?bearbeiten falls back to the create form.
  return (
    <>
      <TabHead title={t.createTitle} />
      {groups.status === 'error' ? (
        <LoadFailure message={t.groupsLoadError} onBack={showList} />
      ) : groups.status === 'loading' || groups.data === null ? (
        <TabLoading />
      ) : (
        <InvitationForm groups={groups.data} onDone={showList} onCancel={showList} />
      )}
    </>
  );
}

function WhitelistTable({ entries }: { entries: DataState<WhitelistedEmail[] | null> }) {
  if (entries.status === 'error') return <Alert tone="error">{t.loadError}</Alert>;
  if (entries.status === 'loading' || entries.data === null) return <TabLoading />;
  if (entries.data.length === 0) return <EmptyState title={t.empty} />;

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
    {
      header: adminTexts.actions,
      hiddenHeader: true,
      cell: (e) => (
        <div className={styles.actions}>
          <DeleteButton
            name={e.email}
            onDelete={() => repository().whitelist.remove(e.id)}
            successText={t.deleted}
            errorText={t.deleteError}
          />
        </div>
      ),
    },
  ];
  return <PagedDataTable caption={t.caption} columns={columns} rows={entries.data} rowKey={(e) => e.id} />;
}
