import type { ReactNode } from 'react';
import { Alert } from '../../../ui/alert';
import type { AdminRead } from './admin-read';
import { TabHead } from './tab-head';
import { TableSearchField } from './table-search';
import { TabLoading } from './tab-loading';

export interface AdminListTabProps<T> {
  title: string;
  createLabel?: string;
  /** Opens the create form (?neu); without it the head has no create button. */
  onCreate?: () => void;
  /** The search field in the head beside the title: its label, the text searched for, and where a new one goes. */
  search?: { label: string; text: string; onChange: (text: string) => void };
  /** What stands between the head and the table, e.g. a lead or a filter. */
  intro?: ReactNode;
  read: AdminRead<T>;
  /** The table (or the empty state) for what was read. */
  children: (data: T) => ReactNode;
}

/** A tab's list: its head, then a placeholder while the data load, the load failure, or the table. */
export function AdminListTab<T>({ title, createLabel, onCreate, search, intro, read, children }: AdminListTabProps<T>) {
  return (
    <>
      <TabHead title={title} createLabel={createLabel} onCreate={onCreate}>
        {search && <TableSearchField label={search.label} search={search.text} onSearch={search.onChange} />}
      </TabHead>
      {intro}
      {read.status === 'loading' ? (
        <TabLoading />
      ) : read.status === 'error' ? (
        <Alert tone="error">{read.message}</Alert>
      ) : (
        children(read.data)
      )}
    </>
  );
}
