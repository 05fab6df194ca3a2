// An uploaded file is shown to whoever may read what it belongs to, by the store's own read rules: a task's or a
// comment's attachment to those who may open the task, a project's picture to those who may open the project, a
// published product's pictures and the start page's to everyone. A file that belongs to nothing is not served.
import type { SeedSource } from '../../src/data/demo/seed';
import { buildDemoRepository } from '../../src/data/demo/create-demo-repository';
import type { DemoDatabase } from '../../src/data/demo/db';
import { isAdmin } from '../../src/domain/roles';
import type { FileOwners } from './file-owners';

/** Settles to whether the call succeeds: the store refuses what the caller may not read. */
const succeeds = (call: () => Promise<unknown>) =>
  call().then(
    () => true,
    () => false,
  );

export async function mayReadFile(
  db: DemoDatabase,
  seed: SeedSource,
  token: string | null,
  owners: FileOwners,
  now: Date,
): Promise<boolean> {
  if (owners.startPage) return true;
  const repo = buildDemoRepository(db, { db, getToken: () => token, now: () => now }, seed);
  for (const id of owners.products) if (await succeeds(() => repo.publicProducts.get(id))) return true;
  if (owners.products.length && token) {
    const user = await repo.auth.currentUser().catch(() => null);
    if (user && isAdmin(user)) return true;
  }
  for (const id of owners.projects) if (await succeeds(() => repo.projects.get(id))) return true;
  if (!token) return false;
  for (const id of owners.tasks) if (await succeeds(() => repo.tasks.get(id))) return true;
  return false;
}
