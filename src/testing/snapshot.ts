import type { DemoDatabase } from '../data/demo/db';

/** Every table's rows as JSON (or just these tables'), to prove that a refused call changed nothing. */
export async function snapshot(
  db: DemoDatabase,
  tableNames: readonly string[] = db.tables.map((t) => t.name),
): Promise<string> {
  const tables = await Promise.all(tableNames.map(async (name) => [name, await db.table(name).toArray()] as const));
  return JSON.stringify(Object.fromEntries(tables));
}
