import type { DemoDatabase } from '../data/demo/db';

/** Every table's rows as JSON, to prove that a refused call changed nothing. */
export async function snapshot(db: DemoDatabase): Promise<string> {
  const tables = await Promise.all(db.tables.map(async (t) => [t.name, await t.toArray()] as const));
  return JSON.stringify(Object.fromEntries(tables));
}
