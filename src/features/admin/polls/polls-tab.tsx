import type { Poll } from '../../../domain/poll';
import { pollState, pollStateLabels } from '../../../domain/poll-rules';
import { repository } from '../../../data/repository-instance';
import { formatDate } from '../../../lib/format';
import { Badge } from '../../../ui/badge';
import type { Column } from '../../../ui/data-table';
import { AdminEditor, saveDraft } from '../shared/admin-editor';
import { AdminTab, type AdminListProps } from '../shared/admin-tab';
import admin from '../shared/admin.module.css';
import { readAll, useAdminRead, useRecordRead } from '../shared/admin-read';
import { recordActionsColumn } from '../shared/row-actions';
import { SearchedPageTab } from '../shared/searched-page-tab';
import { PollForm } from './poll-form';
import styles from './polls.module.css';
import { pollAdminTexts as t } from './texts';

/** Admin tab 'Umfragen': list, create and edit (SPEC §2). */
export function PollsTab() {
  return <AdminTab List={PollList} Editor={PollEditor} />;
}

function PollStatus({ poll }: { poll: Poll }) {
  const state = pollState(poll);
  if (state === 'open') return <Badge tone="success">{pollStateLabels.open}</Badge>;
  if (state === 'scheduled' && poll.startDate)
    return <Badge tone="primary">{t.scheduled(formatDate(poll.startDate))}</Badge>;
  return <Badge tone="neutral">{pollStateLabels[state === 'ended' ? 'ended' : 'inactive']}</Badge>;
}

const columns = (onEdit: (id: number) => void): Column<Poll>[] => [
  { header: t.columns.title, cell: (p) => <span className={styles.title}>{p.title}</span> },
  {
    header: t.columns.description,
    cell: (p) => <span className={`${admin.clamped} ${styles.description}`}>{p.description}</span>,
  },
  { header: t.columns.status, cell: (p) => <PollStatus poll={p} /> },
  recordActionsColumn('polls', onEdit, (p) => ({
    name: p.title,
    className: admin.rowActions,
    detail: t.deleteDetail,
  })),
];

function PollList(list: AdminListProps) {
  // Paged and searched by the port (hundreds of polls at scale), as the projects tab.
  return <SearchedPageTab {...list} store="polls" texts={t} columns={columns} />;
}

function PollEditor({ id, onBack }: { id: number | null; onBack: () => void }) {
  const poll = useRecordRead('poll', id, (r, pollId) => r.polls.get(pollId), t.loadPollFailed, [
    // Votes on other polls come in all the time: only this one's concern the form.
    ...(id === null ? [] : [`polls poll ${id}` as const]),
  ]);
  const groups = useAdminRead(['groups'], (r) => r.groups.list(), t.loadGroupsFailed, { reads: ['groups'] });
  return (
    <AdminEditor title={id === null ? t.createTitle : t.editTitle} read={readAll(poll, groups)} onBack={onBack}>
      {([current, choices]) => (
        <PollForm
          poll={current ?? undefined}
          groups={choices}
          onSave={(draft) => saveDraft(repository().polls, id, draft, t, onBack)}
          onBack={onBack}
        />
      )}
    </AdminEditor>
  );
}
