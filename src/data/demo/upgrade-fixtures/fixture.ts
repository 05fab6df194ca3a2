/**
 * A demo database as one version of the store wrote it: that version's table definitions and a few rows per table.
 * store-upgrade.test.ts writes each fixture with plain Dexie, opens it with the real openDemoDatabase (db.ts) and
 * checks that every row is still there and every index finds it.
 *
 * Fixtures are frozen: once a version has shipped, its file is never edited, because browsers out there hold
 * databases of exactly that shape. Rows are plain data, not the store's record types, for the same reason.
 *
 * When db.ts gets a new `version(n)`:
 * 1. copy the newest fixture to `v<n>.ts` and set `version: n`;
 * 2. change `stores` to every table's definition as of version n (the last `stores()` line that names the table);
 * 3. add rows for a new table and give changed tables rows in their new shape (a field a new index reads, say);
 * 4. add the file to `fixtures` in store-upgrade.test.ts. The older fixtures stay: each one proves that a database
 *    of its version opens with nothing lost.
 * An upgrade that rewrites stored fields on purpose also gets a test of its own (as task-summaries.test.ts has for
 * versions 2 and 3); this test expects every field of a fixture row to come back as it was written.
 */
export interface UpgradeFixture {
  version: number;
  /** Every table as Dexie's `stores()` takes it, as of this version. */
  stores: Record<string, string>;
  /** Rows per table, with their primary keys; files as Blobs. */
  rows: Record<string, Record<string, unknown>[]>;
}
