import { useSearchParams } from 'react-router-dom';
import type { Reads } from '../../../data/changes';
import type { Repository } from '../../../data/repository';
import type { Page } from '../../../domain/page';
import { TABLE_ROWS_PER_STEP } from '../../../ui/paged-data-table';
import { readShownCount } from '../../../ui/show-more';
import { useAdminRead } from './admin-read';
import { useTableSearch } from './table-search';

/**
 * A list the port pages and searches (tables too long to read whole): the search and the number of rows shown
 * live in the URL, and each change reads the matching page anew while the rows already shown stay.
 */
export function useSearchedPage<T>(
  name: string,
  page: (repository: Repository, query: { search: string }, shown: number) => Promise<Page<T>>,
  errorText: string,
  reads: Reads,
) {
  const [params] = useSearchParams();
  const shown = readShownCount(params, TABLE_ROWS_PER_STEP);
  const [search] = useTableSearch();
  const read = useAdminRead([name, search, shown], (repository) => page(repository, { search }, shown), errorText, {
    reads,
    keepShown: true,
  });
  return { search, read };
}
