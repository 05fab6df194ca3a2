import type { ReactNode } from 'react';
import type { Repository } from '../../../data/repository';
import type { Page } from '../../../domain/page';
import type { Column } from '../../../ui/data-table';
import { EmptyState } from '../../../ui/empty-state';
import { AdminListTab } from './admin-list-tab';
import type { AdminRead } from './admin-read';
import { SearchedPage } from './table-search';
import { useSearchedPage } from './use-searched-page';

export interface SearchedPageTabProps<T extends { id: number }> {
  /** The tab's texts: heading, create button, search field, table caption, the message when nothing matches. */
  texts: {
    title: string;
    create: string;
    searchLabel: string;
    caption: string;
    noMatch: (search: string) => string;
    /** The default empty state's title and hint. */
    empty: string;
    emptyHint?: string;
  };
  onCreate: () => void;
  /** The port's page for a search: `(repository, { search }, shown) => repository.x.page(…)`. */
  page: (repository: Repository, query: { search: string }, shown: number) => Promise<Page<T>>;
  errorText: string;
  /** Another read the rows wait for (e.g. names they show); its failure is the caller's to soften. */
  alsoRead?: AdminRead<unknown>;
  columns: Column<T>[];
  /** What shows when there are no rows at all; by default an empty state with `texts.empty` and its hint. */
  empty?: ReactNode;
  /** A box around the table alone, e.g. one that clips its hidden headers. */
  tableWrap?: string;
}

/** A tab whose list the port pages and searches: head with search field, then the page with 'Mehr anzeigen'. */
export function SearchedPageTab<T extends { id: number }>({
  texts,
  onCreate,
  page,
  errorText,
  alsoRead,
  empty = (
    <EmptyState title={texts.empty}>
      <p>{texts.emptyHint}</p>
    </EmptyState>
  ),
  ...table
}: SearchedPageTabProps<T>) {
  const { search, changeSearch, read } = useSearchedPage(texts.title, page, errorText);
  return (
    <AdminListTab
      title={texts.title}
      createLabel={texts.create}
      onCreate={onCreate}
      search={{ label: texts.searchLabel, text: search, onChange: changeSearch }}
      read={alsoRead?.status === 'loading' ? alsoRead : read}
    >
      {(rows) => (
        <SearchedPage
          {...table}
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
