import type { Table } from 'dexie';
import { NotFoundError } from '../errors';
import type { DemoDatabase } from './db';

/**
 * Deletes one row in a transaction of its own, for resources whose rows nothing else refers to; a row that is
 * not there is a 404 with the resource's German message, as the server answers.
 */
export async function deleteRowOr404<Row, Insert>(
  db: DemoDatabase,
  table: Table<Row, number, Insert>,
  id: number,
  notFound: string,
): Promise<void> {
  const found = await db.transaction('rw', [table], async () => {
    if (!(await table.get(id))) return false;
    await table.delete(id);
    return true;
  });
  if (!found) throw new NotFoundError(notFound);
}
