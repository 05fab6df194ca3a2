// @vitest-environment node
// The benchmark's generator (tests/bench/generate.ts) at a tiny scale: its records must be what the store
// itself would write, and the list reads that were rewritten for speed must keep their results.
import { generateLargeDataSet, sizeAt, type GeneratedData } from '../../../tests/bench/generate';
import { productSchema } from '../../domain/product';
import { projectSchema } from '../../domain/project';
import { taskSchema } from '../../domain/task';
import { createTestRepository, TEST_NOW, type TestContext } from '../../testing/demo-context';
import type { Repository } from '../repository';
import { productFromRecord, projectFromRecord, taskFromRecord } from './mappers';

let ctx: TestContext;
let repo: Repository;
let data: GeneratedData;
let lastSeedPoll: number;

beforeAll(async () => {
  ({ ctx, repo } = await createTestRepository());
  lastSeedPoll = Number(await ctx.db.polls.toCollection().lastKey());
  data = await generateLargeDataSet(ctx.db, { scale: 0.005, now: TEST_NOW });
});

async function signIn(userId: number) {
  const token = `large-${userId}`;
  await ctx.db.sessions.put({ token, userId, createdAt: TEST_NOW.toISOString() });
  ctx.setToken(token);
}

test('the generator writes the sizes it was asked for, on top of the seed', async () => {
  const size = sizeAt(0.005);
  expect(data.size).toEqual(size);
  expect(await ctx.db.tasks.where('id').aboveOrEqual(data.busyTaskId).count()).toBe(size.tasks);
  expect(await ctx.db.users.where('email').startsWith('admin@').count()).toBe(1);
});

test('generated records have the domain shapes and the counts their rows say', async () => {
  for (const r of await ctx.db.tasks.toArray()) taskSchema.parse(r);
  for (const r of await ctx.db.projects.toArray()) projectSchema.parse(r);
  for (const r of await ctx.db.products.toArray()) {
    productSchema.parse(r);
    expect(r.featuredKey).toBe(r.featured ? 1 : 0);
  }
  for (const c of await ctx.db.comments.toArray()) {
    expect(await ctx.db.likes.where('[commentId+userId]').between([c.id, -Infinity], [c.id, Infinity]).count()).toBe(
      c.likeCount,
    );
  }
  // Seed polls carry totals beyond their named voters; generated ones have a row per vote.
  for (const p of await ctx.db.polls.where('id').above(lastSeedPoll).toArray()) {
    const votes = await ctx.db.votes.where('[pollId+userId]').between([p.id, -Infinity], [p.id, Infinity]).toArray();
    for (const o of p.options) expect(votes.filter((v) => v.optionId === o.id)).toHaveLength(o.votes);
  }
  for (const g of await ctx.db.groups.toArray()) {
    for (const id of g.memberIds) expect((await ctx.db.users.get(id))?.projectGroups).toContain(g.id);
  }
});

test('the copying mappers give exactly what the domain schemas parse', async () => {
  for (const r of await ctx.db.tasks.toArray()) expect(taskFromRecord(r)).toStrictEqual(taskSchema.parse(r));
  for (const r of await ctx.db.projects.toArray()) expect(projectFromRecord(r)).toStrictEqual(projectSchema.parse(r));
  for (const r of await ctx.db.products.toArray()) expect(productFromRecord(r)).toStrictEqual(productSchema.parse(r));
});

test('a member gets the tasks of their groups newest first, as a full-table filter would', async () => {
  await signIn(data.memberId);
  const member = (await ctx.db.users.get(data.memberId))!;
  const projectIds = new Set(
    (await ctx.db.projects.toArray()).filter((p) => member.projectGroups.includes(p.projectGroupId)).map((p) => p.id),
  );
  const expected = (await ctx.db.tasks.toArray())
    .filter((t) => projectIds.has(t.projectId))
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt) || a.projectId - b.projectId || a.id - b.id)
    .map((t) => t.id);
  expect((await repo.tasks.list()).map((t) => t.id)).toEqual(expected);
});

test('the admin gets every task newest first, and a project lists its own newest first', async () => {
  await signIn(data.adminId);
  const all = await ctx.db.tasks.toArray();
  const newestFirst = (a: { createdAt: string; id: number }, b: { createdAt: string; id: number }) =>
    b.createdAt.localeCompare(a.createdAt) || b.id - a.id;
  expect((await repo.tasks.list()).map((t) => t.id)).toEqual([...all].sort(newestFirst).map((t) => t.id));
  expect((await repo.tasks.byProject(data.largeProjectId)).map((t) => t.id)).toEqual(
    all
      .filter((t) => t.projectId === data.largeProjectId)
      .sort(newestFirst)
      .map((t) => t.id),
  );
});

test('similar products read by category give what a scan of the whole catalogue gives', async () => {
  const { similarProducts } = await import('../../domain/product-rules');
  const published = (await ctx.db.products.where('status').equals('published').toArray()).map(productFromRecord);
  for (const product of published.slice(0, 10)) {
    expect(await repo.publicProducts.similar(product.id)).toEqual(similarProducts(product, published));
  }
});

test('the catalogue search sorts German titles like localeCompare', async () => {
  const titles = (await repo.publicProducts.list({ search: 'e' })).map((p) => p.title);
  expect(titles).toEqual([...titles].sort((a, b) => a.localeCompare(b, 'de')));
});
