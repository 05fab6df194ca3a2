import type { ReactNode } from 'react';
import { Alert } from '../../../ui/alert';
import type { AdminRead } from './admin-read';
import { TabHead } from './tab-head';
import { TableSearchField } from './table-search';
import { TabLoading } from './tab-loading';

export interface AdminListTabProps<T> {
  /**
   * The tab's heading, its create button's label, and the label of the search field beside the heading (a tab
   * without one has no search field; the text searched for lives in the URL).
   */
  texts: { title: string; create?: string; searchLabel?: string };
  /** Opens the create form (?neu); without it the head has no create button. */
  onCreate?: () => void;
  /** What stands between the head and the table, e.g. a lead or a filter. */
  intro?: ReactNode;
  read: AdminRead<T>;
  /** The table (or the empty state) for what was read. */
  children: (data: T) => ReactNode;
}

/** A tab's list: its head, then a placeholder while the data load, the load failure, or the table. */
export function AdminListTab<T>({
  texts: { title, create, searchLabel },
  onCreate,
  intro,
  read,
  children,
}: AdminListTabProps<T>) {
  return (
    <>
      <TabHead title={title} createLabel={create} onCreate={onCreate}>
        {searchLabel && <TableSearchField label={searchLabel} />}
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
