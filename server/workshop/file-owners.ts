// Which records show each uploaded file, kept current from the change feed: serving a photo then asks the store's
// read rules about its few owners instead of scanning every comment, task, product and project for its address
// (a room opening forty task pages after a photo comment made those scans most of the server's work).
import type { DemoDatabase } from '../../src/data/demo/db';
import { STORED_FILE_PREFIX } from '../../src/data/demo/stored-file-url';
import type { ChangedRow, StoreChanges } from './changes';

/** What shows a file: the start-page picture, products and projects by id, tasks by id (a comment's: its task). */
export interface FileOwners {
  startPage: boolean;
  products: number[];
  projects: number[];
  tasks: number[];
}

type Row = Record<string, unknown>;

const texts = (values: unknown[]) => values.filter((value): value is string => typeof value === 'string');
const attachmentUrls = (row: Row) =>
  texts(Array.isArray(row.attachments) ? row.attachments.map((a: unknown) => (a as { url?: unknown }).url) : []);
const pictureUrls = (row: Row) =>
  texts([row.imageUrl, ...(Array.isArray(row.additionalImages) ? (row.additionalImages as unknown[]) : [])]);

/** For each table that can show a file: the files a row shows and the owner it makes them belong to. */
const showing: Record<string, (row: Row) => { urls: string[]; owner: string }> = {
  configurations: (row) => ({ urls: texts([(row.value as { file?: unknown } | undefined)?.file]), owner: 'startPage' }),
  products: (row) => ({ urls: pictureUrls(row), owner: `products ${String(row.id)}` }),
  projects: (row) => ({ urls: pictureUrls(row), owner: `projects ${String(row.id)}` }),
  tasks: (row) => ({ urls: attachmentUrls(row), owner: `tasks ${String(row.id)} task` }),
  comments: (row) => ({ urls: attachmentUrls(row), owner: `tasks ${String(row.taskId)} comment ${String(row.id)}` }),
};

export async function watchFileOwners(db: DemoDatabase, changes: StoreChanges) {
  // File id → owner → how many rows of that owner show it (a task and its comments may show the same file).
  const owners = new Map<number, Map<string, number>>();
  const fileIdOf = (url: string) =>
    url.startsWith(STORED_FILE_PREFIX) ? Number(url.slice(STORED_FILE_PREFIX.length)) : null;

  function count(table: string, row: Row, by: 1 | -1): void {
    const shows = showing[table];
    if (!shows) return;
    const { urls, owner } = shows(row);
    for (const url of new Set(urls)) {
      const id = fileIdOf(url);
      if (id === null) continue;
      const of = owners.get(id) ?? new Map<string, number>();
      const left = (of.get(owner) ?? 0) + by;
      if (left > 0) of.set(owner, left);
      else of.delete(owner);
      if (of.size) owners.set(id, of);
      else owners.delete(id);
    }
  }

  // Before any request: nothing writes while the index is built.
  for (const table of Object.keys(showing))
    for (const row of await db.table<Row>(table).toArray()) count(table, row, 1);

  const stop = changes.subscribe((rows: readonly ChangedRow[]) => {
    for (const { table, before, after } of rows) {
      if (before) count(table, before, -1);
      if (after) count(table, after, 1);
    }
  });
  return {
    ownersOf(fileId: number): FileOwners {
      const found: FileOwners = { startPage: false, products: [], projects: [], tasks: [] };
      for (const owner of owners.get(fileId)?.keys() ?? []) {
        const [kind, id] = owner.split(' ');
        if (kind === 'startPage') found.startPage = true;
        else if (kind === 'products' || kind === 'projects' || kind === 'tasks') found[kind].push(Number(id));
      }
      found.tasks = [...new Set(found.tasks)];
      return found;
    },
    close: stop,
  };
}

export type FileOwnerIndex = Awaited<ReturnType<typeof watchFileOwners>>;
