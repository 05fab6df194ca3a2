import { DataTable, type DataTableProps } from './data-table';
import { useShownRows } from './use-shown-rows';

/** Admin tables show this many rows per step; at scale a table holds hundreds or thousands. */
export const TABLE_ROWS_PER_STEP = 50;

/** A DataTable of the first steps of its rows, with 'Mehr anzeigen' below while more remain. */
export function PagedDataTable<T>(props: DataTableProps<T>) {
  const { shown, more } = useShownRows(props.rows, TABLE_ROWS_PER_STEP);
  return (
    <>
      <DataTable {...props} rows={shown} />
      {more}
    </>
  );
}
