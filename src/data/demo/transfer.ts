import Dexie from 'dexie';
import { demoTables, taskIndexKeys, type DemoDatabase } from './db';
import { flag } from './mappers';
import { SEED_VERSION_KEY } from './seed';
import { summaryRecordsOf } from './task-summary-rows';
import {
  damaged,
  readDemoExport,
  transferTables,
  writeDemoExport,
  type TransferTableName,
  type TransferTables,
} from './transfer-format';

/** The index copies the store keeps for its queries (db.ts), by table; the export leaves them out. */
const indexCopies: Partial<Record<TransferTableName, readonly string[]>> = {
  projects: ['featuredKey'],
  tasks: ['phaseKey', 'deadlineKey'],
  products: ['featuredKey'],
  notifications: ['readKey'],
};

/** A stored row as the export carries it: without the index copies. */
export function transferRowOf<Row extends object>(table: string, row: Row): Row {
  const copies = indexCopies[table as TransferTableName];
  if (!copies) return row;
  const carried = { ...row } as Record<string, unknown>;
  for (const copy of copies) delete carried[copy];
  return carried as Row;
}

/** Every carried table in one read transaction, without the index copies the store keeps for its queries. */
export function readTransferTables(db: DemoDatabase): Promise<TransferTables> {
  return db.transaction(
    'r',
    transferTables.map((name) => db.table(name)),
    async () => {
      const read = async (name: TransferTableName) =>
        (await db.table<object>(name).toArray()).map((row) => transferRowOf(name, row));
      const rows = await Promise.all(transferTables.map(async (name) => [name, await read(name)] as const));
      return Object.fromEntries(rows) as TransferTables;
    },
  );
}

/**
 * Clears every table (sessions included: everyone is signed out) and writes these rows, in one transaction, with
 * the index copies and task summaries derived afresh. Adds rather than puts, so two rows with one key refuse the
 * file instead of one silently replacing the other; a refused write leaves the store as it was.
 */
export async function replaceWithTransferTables(db: DemoDatabase, tables: TransferTables): Promise<void> {
  const tasks = tables.tasks.map((task) => ({ ...task, ...taskIndexKeys(task) }));
  // Every carried table as the store keeps it: the flagged ones with their 0/1 index copies again.
  const rows: Record<TransferTableName, readonly object[]> = {
    ...tables,
    projects: tables.projects.map((project) => ({ ...project, featuredKey: flag(project.featured) })),
    tasks,
    products: tables.products.map((product) => ({ ...product, featuredKey: flag(product.featured) })),
    notifications: tables.notifications.map((notification) => ({ ...notification, readKey: flag(notification.read) })),
  };
  try {
    await db.transaction('rw', db.tables, async () => {
      await Promise.all(demoTables.map((name) => db.table(name).clear()));
      for (const name of transferTables) await db.table(name).bulkAdd(rows[name]);
      await db.taskSummaries.bulkAdd(summaryRecordsOf(tasks));
    });
  } catch (error) {
    if (error instanceof Dexie.BulkError || error instanceof Dexie.ConstraintError) {
      damaged('Sie enthält Einträge doppelt (dieselbe Nummer oder dieselbe eindeutige Angabe).');
    }
    throw error;
  }
}

/** The whole demo store as an export file (format: transfer-format.ts). */
export async function exportDemoData(db: DemoDatabase, now: Date): Promise<Blob> {
  const text = await writeDemoExport(await readTransferTables(db), now);
  return new Blob([text], { type: 'application/json' });
}

/** Replaces the whole demo store with an export file's data, or refuses the file and changes nothing. */
export async function importDemoData(db: DemoDatabase, file: Blob): Promise<void> {
  const tables = readDemoExport(await file.text());
  // Without it the next start would take the store for empty and write the sample data over the import.
  if (typeof tables.meta.find((row) => row.key === SEED_VERSION_KEY)?.value !== 'number')
    damaged('Der Stand der Beispieldaten fehlt.');
  await replaceWithTransferTables(db, tables);
}
