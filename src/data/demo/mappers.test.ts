import type * as z from 'zod/mini';
import { categorySchema } from '../../domain/category';
import { footerPageSchema } from '../../domain/footer-page';
import { heroSettingSchema } from '../../domain/hero-setting';
import { notificationSchema } from '../../domain/notification';
import { pollSchema } from '../../domain/poll';
import { productSchema } from '../../domain/product';
import { projectSchema } from '../../domain/project';
import { projectGroupSchema } from '../../domain/project-group';
import { taskSchema } from '../../domain/task';
import { userSchema } from '../../domain/user';
import { whitelistedEmailSchema } from '../../domain/whitelist';
import { ADMIN_EMAIL, createTestRepository } from '../../testing/demo-context';
import {
  categoryFromRecord,
  footerPageFromRecord,
  groupFromRecord,
  heroSettingFromRecord,
  notificationFromRecord,
  productFromRecord,
  projectFromRecord,
  taskFromRecord,
  userFromRecord,
} from './mappers';

// The store reads with hand-written copies instead of schema parses; this pins each copy to what the
// schema would have produced from the same stored record (defaults filled, index-only fields dropped).
function expectSameAsParse<R, T>(rows: R[], mapper: (row: R) => T, schema: z.ZodMiniType<T>) {
  expect(rows.length).toBeGreaterThan(0);
  for (const row of rows) expect(mapper(row)).toStrictEqual(schema.parse(row));
}

test('every record mapper copies a stored record exactly as its schema parses it', async () => {
  const { ctx } = await createTestRepository();
  const { db } = ctx;
  expectSameAsParse(await db.users.toArray(), userFromRecord, userSchema);
  expectSameAsParse(await db.tasks.toArray(), taskFromRecord, taskSchema);
  expectSameAsParse(await db.projects.toArray(), projectFromRecord, projectSchema);
  expectSameAsParse(await db.products.toArray(), productFromRecord, productSchema);
  expectSameAsParse(await db.groups.toArray(), groupFromRecord, projectGroupSchema);
  expectSameAsParse(await db.categories.toArray(), categoryFromRecord, categorySchema);
  expectSameAsParse(await db.footerPages.toArray(), footerPageFromRecord, footerPageSchema);
  expectSameAsParse(await db.notifications.toArray(), notificationFromRecord, notificationSchema);
  expectSameAsParse(
    (await db.configurations.toArray()).map((c) => c.value),
    heroSettingFromRecord,
    heroSettingSchema,
  );
});

test('mapped records stay in the domain shape after writes that leave optional fields out', async () => {
  const { ctx, repo } = await createTestRepository();
  await ctx.signInAs(ADMIN_EMAIL);
  const user = await repo.users.create({
    name: 'Neu',
    email: 'neu@example.org',
    companyName: 'Diakonie Erfurt',
    role: 'user',
  });
  expect(user).toStrictEqual(userSchema.parse(user));
  const row = await ctx.db.users.get(user.id);
  expect(row && userFromRecord(row)).toStrictEqual(userSchema.parse(row));
});

test('composed reads (polls, whitelist) already have the schema shape', async () => {
  const { ctx, repo } = await createTestRepository();
  await ctx.signInAs(ADMIN_EMAIL);
  const polls = await repo.polls.list();
  const whitelist = await repo.whitelist.list();
  expect(polls.length).toBeGreaterThan(0);
  expect(whitelist.length).toBeGreaterThan(0);
  for (const poll of polls) expect(poll).toStrictEqual(pollSchema.parse(poll));
  for (const entry of whitelist) expect(entry).toStrictEqual(whitelistedEmailSchema.parse(entry));
});
