// An uploaded file is shown to whoever may read what it belongs to, by the store's own read rules: a task's or a
// comment's attachment to those who may open the task, a project's picture to those who may open the project, a
// published product's pictures and the start page's to everyone. A file that belongs to nothing is not served.
import type { SeedSource } from '../../src/data/demo/seed';
import { buildDemoRepository } from '../../src/data/demo/create-demo-repository';
import type { DemoDatabase } from '../../src/data/demo/db';
import { STORED_FILE_PREFIX } from '../../src/data/demo/stored-file-url';
import { isAdmin } from '../../src/domain/roles';

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
  fileId: number,
  now: Date,
): Promise<boolean> {
  const url = `${STORED_FILE_PREFIX}${fileId}`;
  const repo = buildDemoRepository(db, { db, getToken: () => token, now: () => now }, seed);
  if ((await db.configurations.toArray()).some((c) => c.value.file === url)) return true;

  const products = await db.products.filter((p) => p.imageUrl === url || p.additionalImages.includes(url)).toArray();
  for (const product of products) if (await succeeds(() => repo.publicProducts.get(product.id))) return true;
  if (products.length && token) {
    const user = await repo.auth.currentUser().catch(() => null);
    if (user && isAdmin(user)) return true;
  }
  const projects = await db.projects.filter((p) => p.imageUrl === url || p.additionalImages.includes(url)).toArray();
  for (const project of projects) if (await succeeds(() => repo.projects.get(project.id))) return true;
  if (!token) return false;

  const taskIds = new Set([
    ...(await db.tasks.filter((t) => t.attachments.some((a) => a.url === url)).toArray()).map((t) => t.id),
    ...(await db.comments.filter((c) => c.attachments.some((a) => a.url === url)).toArray()).map((c) => c.taskId),
  ]);
  for (const taskId of taskIds) if (await succeeds(() => repo.tasks.get(taskId))) return true;
  return false;
}
