import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import { matchesText } from '../../../domain/text-search';
import { DataTable, type DataTableProps } from '../../../ui/data-table';
import { FormField } from '../../../ui/form-field';
import { PagedDataTable, TABLE_ROWS_PER_STEP } from '../../../ui/paged-data-table';
import { SHOWN_PARAM, ShowMore } from '../../../ui/show-more';
import { useDebouncedText } from '../../../ui/use-debounced-text';
import styles from './admin.module.css';

const SEARCH_PARAM = 'suche';

/**
 * A tab's search text, kept in the URL (a reload, Back or a form opened from a found row returns to the same
 * rows; another tab starts without it). Changing it starts the paging anew; it replaces the history entry, so
 * Back leaves the tab rather than stepping through the search.
 */
export function useTableSearch(): [string, (text: string) => void] {
  const [params, setParams] = useSearchParams();
  const change = (text: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (text) next.set(SEARCH_PARAM, text);
        else next.delete(SEARCH_PARAM);
        next.delete(SHOWN_PARAM);
        return next;
      },
      { replace: true, preventScrollReset: true },
    );
  return [params.get(SEARCH_PARAM) ?? '', change];
}

/**
 * The search field in a tab's head. It keeps what is typed itself and hands the text on to the URL's search
 * (useTableSearch) after a short pause (at once on Enter or on leaving the field); the rows follow the URL.
 */
export function TableSearchField({ label }: { label: string }) {
  const [search, onSearch] = useTableSearch();
  const field = useDebouncedText(search, onSearch);
  return (
    <FormField label={label}>
      <input
        type="search"
        autoComplete="off"
        value={field.text}
        onChange={(e) => field.change(e.target.value)}
        onBlur={field.flush}
        onKeyDown={(e) => {
          if (e.key === 'Enter') field.flush();
        }}
      />
    </FormField>
  );
}

/** The rows whose texts match the search, in a paged table, or a message that none does. */
export function SearchedTable<T>({
  search,
  texts,
  noMatch,
  rows,
  ...table
}: DataTableProps<T> & {
  search: string;
  texts: (row: T) => string[];
  noMatch: (search: string) => string;
}) {
  const found = search.trim() ? rows.filter((row) => matchesText(search, texts(row))) : rows;
  if (found.length === 0)
    return (
      <p className={styles.muted} role="status">
        {noMatch(search.trim())}
      </p>
    );
  return <PagedDataTable {...table} rows={found} />;
}

/**
 * A page the port cut for the search (`page({ search }, shown)`, for tables too long to read whole): its rows
 * with 'Mehr anzeigen', a message that none matches, or `empty` when there are none at all.
 */
export function SearchedPage<T>({
  search,
  page,
  noMatch,
  empty,
  tableWrap,
  ...table
}: Omit<DataTableProps<T>, 'rows'> & {
  search: string;
  page: { items: readonly T[]; total: number };
  noMatch: (search: string) => string;
  empty: ReactNode;
  /** A box around the table alone, e.g. one that clips its hidden headers. */
  tableWrap?: string;
}) {
  if (page.total === 0) {
    return search.trim() ? (
      <p className={styles.muted} role="status">
        {noMatch(search.trim())}
      </p>
    ) : (
      empty
    );
  }
  return (
    <>
      {tableWrap ? (
        <div className={tableWrap}>
          <DataTable {...table} rows={page.items} />
        </div>
      ) : (
        <DataTable {...table} rows={page.items} />
      )}
      <ShowMore shown={page.items.length} total={page.total} step={TABLE_ROWS_PER_STEP} />
    </>
  );
}
