import { useSearchParams } from 'react-router-dom';
import type { Poll } from '../../../domain/poll';
import type { PollDraft } from '../../../domain/poll-draft';
import { pollState, pollStateLabels } from '../../../domain/poll-rules';
import { repository } from '../../../data/repository-instance';
import { formatDate } from '../../../lib/format';
import { toast } from '../../../stores/toasts';
import { Alert } from '../../../ui/alert';
import { Badge } from '../../../ui/badge';
import type { Column } from '../../../ui/data-table';
import { EmptyState } from '../../../ui/empty-state';
import { TABLE_ROWS_PER_STEP } from '../../../ui/paged-data-table';
import { readShownCount } from '../../../ui/show-more';
import { useAdminMode } from '../shared/admin-mode';
import { LoadFailure } from '../shared/load-failure';
import { DeleteButton } from '../shared/delete-button';
import { EditButton } from '../shared/edit-button';
import { TabHead } from '../shared/tab-head';
import { SearchedPage, TableSearchField, useTableSearch } from '../shared/table-search';
import { useRepositoryData } from '../shared/use-repository-data';
import { PollForm } from './poll-form';
import styles from './polls.module.css';
import { pollAdminTexts as t } from './texts';
import { TabLoading } from '../shared/tab-loading';

/** Admin tab 'Umfragen': list, create and edit (SPEC §2). */
export function PollsTab() {
  const { mode, showList, create, edit } = useAdminMode();
  if (mode.kind === 'list') return <PollList onCreate={create} onEdit={edit} />;
  return (
    <PollEditor
      key={mode.kind === 'edit' ? mode.id : 'new'}
      id={mode.kind === 'edit' ? mode.id : null}
      onDone={showList}
    />
  );
}

function PollList({ onCreate, onEdit }: { onCreate: () => void; onEdit: (id: number) => void }) {
  const [params] = useSearchParams();
  // Paged and searched by the port (hundreds of polls at scale), as the projects tab.
  const shown = readShownCount(params, TABLE_ROWS_PER_STEP);
  const [search, changeSearch] = useTableSearch();
  const polls = useRepositoryData(() => repository().polls.page({ search }, shown), t.loadPollsFailed, [shown, search]);

  const columns: Column<Poll>[] = [
    { header: t.columns.title, cell: (p) => <span className={styles.title}>{p.title}</span> },
    { header: t.columns.description, cell: (p) => <span className={styles.description}>{p.description}</span> },
    {
      header: t.columns.status,
      cell: (p) => {
        const state = pollState(p);
        return state === 'open' ? (
          <Badge tone="success">{pollStateLabels.open}</Badge>
        ) : state === 'scheduled' && p.startDate ? (
          <Badge tone="primary">{t.scheduled(formatDate(p.startDate))}</Badge>
        ) : (
          <Badge tone="neutral">{pollStateLabels[state === 'ended' ? 'ended' : 'inactive']}</Badge>
        );
      },
    },
    {
      header: t.columns.actions,
      // As in the other admin tables; on phones the actions then close each card.
      hiddenHeader: true,
      cell: (p) => (
        <div className={styles.rowActions}>
          <EditButton name={p.title} onClick={() => onEdit(p.id)} />
          <DeleteButton
            name={p.title}
            detail={t.deleteDetail}
            onDelete={() => repository().polls.remove(p.id)}
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
      {polls.status === 'loading' ? (
        <TabLoading />
      ) : polls.status === 'error' ? (
        <Alert tone="error">{t.loadPollsFailed}</Alert>
      ) : (
        <SearchedPage
          caption={t.caption}
          columns={columns}
          page={polls.data}
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

function PollEditor({ id, onDone }: { id: number | null; onDone: () => void }) {
  const poll = useRepositoryData<Poll | null>(
    () => (id === null ? Promise.resolve(null) : repository().polls.get(id)),
    t.loadPollFailed,
    [id],
  );
  const groups = useRepositoryData(() => repository().groups.list(), t.loadGroupsFailed);

  let body;
  if (poll.status === 'error' || groups.status === 'error') {
    body = <LoadFailure message={poll.status === 'error' ? t.loadPollFailed : t.loadGroupsFailed} onBack={onDone} />;
  } else if (poll.status === 'loading' || groups.status === 'loading') {
    body = <TabLoading />;
  } else {
    const save = async (draft: PollDraft) => {
      if (id === null) {
        await repository().polls.create(draft);
        toast.success(t.created);
      } else {
        await repository().polls.update(id, draft);
        toast.success(t.updated);
      }
      onDone();
    };
    body = <PollForm poll={poll.data ?? undefined} groups={groups.data} onSave={save} onBack={onDone} />;
  }

  return (
    <>
      <TabHead title={id === null ? t.createTitle : t.editTitle} />
      {body}
    </>
  );
}
