import type { ReactNode } from 'react';
import type { Repository } from '../../../data/repository';
import type { Page } from '../../../domain/page';
import type { Column } from '../../../ui/data-table';
import { EmptyState } from '../../../ui/empty-state';
import { AdminListTab } from './admin-list-tab';
import type { AdminRead } from './admin-read';
import type { AdminListProps } from './admin-tab';
import { SearchedPage } from './table-search';
import { useSearchedPage } from './use-searched-page';

/** The stores whose admin tables are too long to read whole: the port reads them a page at a time, by a search. */
type PagedStore = 'polls' | 'products' | 'projects';
type PagedRow<S extends PagedStore> = Awaited<ReturnType<Repository[S]['page']>>['items'][number];

export interface SearchedPageTabProps<S extends PagedStore> extends AdminListProps {
  /** Where the rows come from: `repository[store].page({ search }, shown)`. */
  store: S;
  /**
   * The tab's texts: heading, create button, search field, table caption, the message when nothing matches, why
   * the list failed to load.
   */
  texts: {
    title: string;
    create: string;
    searchLabel: string;
    caption: string;
    noMatch: (search: string) => string;
    /** The default empty state's title and hint. */
    empty: string;
    emptyHint?: string;
    loadListFailed: string;
  };
  /** The table's columns; `onEdit` goes to the rows' edit buttons. */
  columns: (onEdit: (id: number) => void) => Column<PagedRow<S>>[];
  /** Another read the rows wait for (e.g. names they show); its failure is the caller's to soften. */
  alsoRead?: AdminRead<unknown>;
  /** What shows when there are no rows at all; by default an empty state with `texts.empty` and its hint. */
  empty?: ReactNode;
  /** A box around the table alone, e.g. one that clips its hidden headers. */
  tableWrap?: string;
}

/** A tab whose list the port pages and searches: head with search field, then the page with 'Mehr anzeigen'. */
export function SearchedPageTab<S extends PagedStore>({
  store,
  texts,
  onCreate,
  onEdit,
  columns,
  alsoRead,
  empty = (
    <EmptyState title={texts.empty}>
      <p>{texts.emptyHint}</p>
    </EmptyState>
  ),
  ...table
}: SearchedPageTabProps<S>) {
  // Each store's page holds its own rows; TypeScript cannot follow the store's name through the call.
  const page = (r: Repository, query: { search: string }, shown: number) =>
    r[store].page(query, shown) as Promise<Page<PagedRow<S>>>;
  const { search, read } = useSearchedPage(texts.title, page, texts.loadListFailed, [store]);
  return (
    <AdminListTab texts={texts} onCreate={onCreate} read={alsoRead?.status === 'loading' ? alsoRead : read}>
      {(rows) => (
        <SearchedPage
          {...table}
          columns={columns(onEdit)}
          empty={empty}
          caption={texts.caption}
          noMatch={texts.noMatch}
          page={rows}
          rowKey={(row) => row.id}
          search={search}
        />
      )}
    </AdminListTab>
  );
}
