import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import { matchesText } from '../../../domain/text-search';
import { DataTable, type DataTableProps } from '../../../ui/data-table';
import { FormField } from '../../../ui/form-field';
import { PagedDataTable, TABLE_ROWS_PER_STEP } from '../../../ui/paged-data-table';
import { SHOWN_PARAM, ShowMore } from '../../../ui/show-more';
import styles from './admin.module.css';

const SEARCH_PARAM = 'suche';

/**
 * A tab's search text, kept in the URL (a reload, Back or a form opened from a found row returns to the same
 * rows; another tab starts without it). Changing it starts the paging anew.
 */
export function useTableSearch(): [string, (text: string) => void] {
  const [params, setParams] = useSearchParams();
  const change = (text: string) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      if (text) next.set(SEARCH_PARAM, text);
      else next.delete(SEARCH_PARAM);
      next.delete(SHOWN_PARAM);
      return next;
    }, { replace: true, preventScrollReset: true });
  return [params.get(SEARCH_PARAM) ?? '', change];
}

/** The search field in a tab's head. */
export function TableSearchField({ label, search, onSearch }: { label: string; search: string; onSearch: (text: string) => void }) {
  return (
    <FormField label={label}>
      <input type="search" autoComplete="off" value={search} onChange={(e) => onSearch(e.target.value)} />
    </FormField>
  );
}

/** The rows whose texts match the search, in a paged table, or a message that none does. */
export function SearchedTable<T>({ search, texts, noMatch, rows, ...table }: DataTableProps<T> & {
  search: string;
  texts: (row: T) => string[];
  noMatch: (search: string) => string;
}) {
  const found = search.trim() ? rows.filter((row) => matchesText(search, texts(row))) : rows;
  if (found.length === 0) return <p className={styles.muted} role="status">{noMatch(search.trim())}</p>;
  return <PagedDataTable {...table} rows={found} />;
}

/**
 * A page the port cut for the search (`page({ search }, shown)`, for tables too long to read whole): its rows
 * with 'Mehr anzeigen', a message that none matches, or `empty` when there are none at all.
 */
export function SearchedPage<T>({ search, page, noMatch, empty, ...table }: Omit<DataTableProps<T>, 'rows'> & {
  search: string;
  page: { items: readonly T[]; total: number };
  noMatch: (search: string) => string;
  empty: ReactNode;
}) {
  if (page.total === 0) {
    return search.trim() ? <p className={styles.muted} role="status">{noMatch(search.trim())}</p> : empty;
  }
  return (
    <>
      <DataTable {...table} rows={page.items} />
      <ShowMore shown={page.items.length} total={page.total} step={TABLE_ROWS_PER_STEP} />
    </>
  );
}
