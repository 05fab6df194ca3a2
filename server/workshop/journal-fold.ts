// The journal's records and how a saved state and the records after it fold into one state. Recovery at start and
// the checkpoint worker (checkpoint-worker.ts) both fold with `foldJournal`, the worker from its source text.

/** A saved state: the export file's layout (tables by name), the open sessions beside them. */
export interface SavedState {
  tables: Record<string, Record<string, unknown>[]>;
  sessions?: Record<string, unknown>[];
  [other: string]: unknown;
}

/** One change of a record: the table, the row's key as JSON, the row as saved (null: deleted). */
export type JournalEntry = [table: string, key: string, row: Record<string, unknown> | null];

/** How a table finds a row's key: the primary key's path (a field, or fields of a compound key). */
export type KeyPaths = Readonly<Record<string, string | readonly string[]>>;

/** One line of the journal: the CRC-32 of the JSON (8 hex digits), a space, the JSON of the entries. */
export function journalLine(entries: readonly JournalEntry[], crc32: (text: string) => number): string {
  const json = JSON.stringify(entries);
  return `${crc32(json).toString(16).padStart(8, '0')} ${json}\n`;
}

export interface Folded {
  state: SavedState;
  /** Records applied. */
  records: number;
  /** The last segment ended in a record cut short or garbled (a crash while it was written): ignored. */
  torn: boolean;
}

/**
 * Applies the segments' records, oldest first, to a saved state. A record that is cut short or fails its checksum
 * ends the replay when it is the last segment's tail (it was never acknowledged); anywhere else the journal is
 * damaged and the fold throws rather than skip acknowledged writes.
 *
 * Self-contained (no imports, no names from outside): the checkpoint worker runs it from `foldJournal.toString()`.
 */
export function foldJournal(
  base: SavedState,
  segments: readonly string[],
  keyPaths: KeyPaths,
  crc32: (text: string) => number,
): Folded {
  const tables: Record<string, (Record<string, unknown> | null)[]> = {
    ...base.tables,
    sessions: base.sessions ?? [],
  };
  const positions = new Map<string, Map<string, number>>();
  const keyOf = (table: string, row: Record<string, unknown>) => {
    const path = keyPaths[table];
    if (path === undefined) throw new Error(`Unbekannte Tabelle „${table}“ im Änderungsprotokoll.`);
    return JSON.stringify(typeof path === 'string' ? row[path] : path.map((field) => row[field]));
  };
  const positionsOf = (table: string) => {
    let known = positions.get(table);
    if (!known) {
      known = new Map();
      (tables[table] ??= []).forEach((row, index) => {
        if (row) known?.set(keyOf(table, row), index);
      });
      positions.set(table, known);
    }
    return known;
  };

  let records = 0;
  let torn = false;
  segments.forEach((text, segment) => {
    const last = segment === segments.length - 1;
    const lines = text.split('\n');
    // The text after the last newline is a record that never finished: nothing was acknowledged for it.
    const unfinished = lines.pop() ?? '';
    for (const [index, line] of lines.entries()) {
      const space = line.indexOf(' ');
      const json = line.slice(space + 1);
      const sound = space === 8 && parseInt(line.slice(0, 8), 16) === crc32(json);
      if (!sound) {
        if (last && index === lines.length - 1) {
          torn = true;
          break;
        }
        throw new Error(`Das Änderungsprotokoll ist in Segment ${segment + 1}, Zeile ${index + 1} beschädigt.`);
      }
      for (const [table, key, row] of JSON.parse(json) as JournalEntry[]) {
        const rows = (tables[table] ??= []);
        const known = positionsOf(table);
        const at = known.get(key);
        if (row === null) {
          if (at !== undefined) rows[at] = null;
          known.delete(key);
        } else if (at !== undefined) rows[at] = row;
        else known.set(key, rows.push(row) - 1);
      }
      records++;
    }
    if (unfinished) {
      if (!last) throw new Error(`Das Änderungsprotokoll ist in Segment ${segment + 1} unvollständig.`);
      torn = true;
    }
  });

  const compact = (rows: (Record<string, unknown> | null)[]) =>
    rows.filter((row): row is Record<string, unknown> => row !== null);
  const { sessions, ...rest } = tables;
  const folded: SavedState['tables'] = {};
  for (const [name, rows] of Object.entries(rest)) folded[name] = compact(rows);
  return { state: { ...base, tables: folded, sessions: compact(sessions ?? []) }, records, torn };
}
