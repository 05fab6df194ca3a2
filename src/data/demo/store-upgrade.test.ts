// @vitest-environment node
// Node's own Blob: jsdom's Blob does not survive fake-indexeddb's structured clone, a browser's and Node's do.
import Dexie, { type IndexSpec, type Table } from 'dexie';
import { demoSeed, TEST_NOW } from '../../testing/demo-context';
import { openDemoDatabase } from './db';
import { seedIfAbsent } from './seed';
import type { UpgradeFixture } from './upgrade-fixtures/fixture';
import { v2 } from './upgrade-fixtures/v2';
import { v3 } from './upgrade-fixtures/v3';

/** One per schema version that has shipped; see upgrade-fixtures/fixture.ts for adding the next. */
const fixtures: UpgradeFixture[] = [v2, v3];

let counter = 0;

/** Writes the fixture as its version of the store did, with plain Dexie, and returns the database's name. */
async function writtenBy(fixture: UpgradeFixture): Promise<string> {
  const name = `kiz-upgrade-v${fixture.version}-${++counter}`;
  const old = new Dexie(name);
  old.version(fixture.version).stores(fixture.stores);
  await old.transaction('rw', old.tables, () =>
    Promise.all(Object.entries(fixture.rows).map(([table, rows]) => old.table(table).bulkAdd(rows))),
  );
  old.close();
  return name;
}

type Row = Record<string, unknown>;

/** Blobs compare by their type and bytes (two Blobs with different bytes are otherwise equal to toEqual). */
async function comparable(row: Row): Promise<Row> {
  const entries = await Promise.all(
    Object.entries(row).map(
      async ([key, value]) =>
        [key, value instanceof Blob ? { blob: value.type, text: await value.text() } : value] as const,
    ),
  );
  return Object.fromEntries(entries);
}

const keyAt = (row: Row, keyPath: string | string[] | null | undefined): unknown =>
  Array.isArray(keyPath) ? keyPath.map((path) => row[path]) : keyPath ? row[keyPath] : undefined;

/** What IndexedDB accepts as a key; rows whose value is none of these (null, a boolean) are left out of an index. */
const isKey = (value: unknown): value is string | number | Date | unknown[] =>
  typeof value === 'string' ||
  (typeof value === 'number' && !Number.isNaN(value)) ||
  value instanceof Date ||
  (Array.isArray(value) && value.every(isKey));

/** The keys under which this index should list the row: one, or each entry of a multi-entry field. */
function indexKeys(row: Row, index: IndexSpec): unknown[] {
  const value = keyAt(row, index.keyPath);
  return (index.multi ? (Array.isArray(value) ? value : []) : [value]).filter(isKey);
}

async function expectIndexesFind(table: Table, row: Row): Promise<void> {
  const primaryKey = keyAt(row, table.schema.primKey.keyPath);
  for (const index of table.schema.indexes) {
    for (const key of indexKeys(row, index)) {
      const found = await table
        .where(index.name)
        .equals(key as string)
        .primaryKeys();
      expect(found, `${table.name}.${index.name} = ${JSON.stringify(key)}`).toContainEqual(primaryKey);
      if (index.unique) expect(found).toHaveLength(1);
    }
  }
}

describe.each(fixtures.map((fixture) => [fixture.version, fixture] as const))(
  'a database written by version %i',
  (_version, fixture) => {
    test('opens with the current store with every row kept and found by every index', async () => {
      const db = openDemoDatabase(await writtenBy(fixture));
      try {
        // The app's start: the stored demo data is the user's work and is never replaced by the seed.
        expect(await seedIfAbsent(db, demoSeed, TEST_NOW)).toBe(false);
        expect(db.verno).toBeGreaterThanOrEqual(fixture.version);
        // Only the fixture's tables: a later version may add tables, which start empty.
        for (const [name, rows] of Object.entries(fixture.rows)) {
          const table = db.table(name);
          for (const row of rows) {
            const stored = await table.get(keyAt(row, table.schema.primKey.keyPath) as string);
            expect(stored, `${name} row ${JSON.stringify(row)}`).toBeDefined();
            // Every field as it was written; an upgrade may add fields (index keys, say), never drop or change one.
            expect(await comparable(stored as Row)).toEqual(expect.objectContaining(await comparable(row)));
            await expectIndexesFind(table, stored as Row);
          }
        }
      } finally {
        await db.delete();
      }
    });
  },
);
