import type { CategoryDraft } from '../../domain/category-draft';
import * as messages from '../../domain/core-messages';
import { ADMIN_EMAIL, createTestContext, MEMBER_EMAIL, TEST_NOW, type TestContext } from '../../testing/demo-context';
import { ForbiddenError, NotFoundError, UnauthorizedError, ValidationError } from '../errors';
import { createCategories } from './categories';

const INACTIVE = 6;
const NAME_TAKEN = 'Eine Kategorie mit diesem Namen gibt es bereits.';

let ctx: TestContext;
let categories: ReturnType<typeof createCategories>;

beforeEach(async () => {
  ctx = await createTestContext();
  categories = createCategories(ctx);
});

async function expectRejection(promise: Promise<unknown>, type: new (message?: string) => Error, message?: string) {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(type);
  if (message !== undefined) expect((error as Error).message).toBe(message);
}

const snapshot = async () => ({
  categories: await ctx.db.categories.toArray(),
  products: await ctx.db.products.toArray(),
});
const draft = (overrides: Partial<CategoryDraft> = {}): CategoryDraft => ({
  name: 'Digitalisierung',
  description: 'Allgemein',
  active: true,
  ...overrides,
});

const adminOnly: [string, () => Promise<unknown>][] = [
  ['list all categories', () => categories.list()],
  ['create a category', () => categories.create(draft())],
  ['update a category', () => categories.update(1, draft())],
  ['delete a category', () => categories.remove(INACTIVE)],
];

for (const [action, run] of adminOnly) {
  test(`a member cannot ${action}`, async () => {
    const before = await snapshot();
    await ctx.signInAs(MEMBER_EMAIL);
    await expectRejection(run(), ForbiddenError);
    expect(await snapshot()).toEqual(before);
  });

  test(`a guest cannot ${action}`, async () => {
    const before = await snapshot();
    await expectRejection(run(), UnauthorizedError);
    expect(await snapshot()).toEqual(before);
  });
}

test('an admin lists every category, inactive ones included', async () => {
  await ctx.signInAs(ADMIN_EMAIL);
  const list = await categories.list();
  expect(list).toHaveLength(6);
  expect(list.some((c) => c.id === INACTIVE)).toBe(true);
});

test('a guest lists only the active categories', async () => {
  const list = await categories.listActive();
  expect(list).toHaveLength(5);
  expect(list.every((c) => c.active)).toBe(true);
});

test('a guest opens an active category but not an inactive one', async () => {
  expect((await categories.get(1)).name).toBe('Beratung');
  await expectRejection(categories.get(INACTIVE), NotFoundError, 'Kategorie nicht gefunden');
});

test('an admin opens an inactive category', async () => {
  await ctx.signInAs(ADMIN_EMAIL);
  expect((await categories.get(INACTIVE)).active).toBe(false);
});

test('an admin creates a category with creation stamps', async () => {
  const adminId = await ctx.signInAs(ADMIN_EMAIL);
  const category = await categories.create(draft({ icon: 'sparkles' }));
  expect(category).toMatchObject({
    name: 'Digitalisierung',
    icon: 'sparkles',
    active: true,
    createdBy: adminId,
    createdAt: TEST_NOW.toISOString(),
  });
  expect(category.id).toBeGreaterThan(6);
});

test('a category without a name is refused and changes nothing', async () => {
  await ctx.signInAs(ADMIN_EMAIL);
  const before = await snapshot();
  await expectRejection(categories.create(draft({ name: '  ' })), ValidationError, messages.requiredFields);
  await expectRejection(categories.update(1, draft({ name: '' })), ValidationError, messages.requiredFields);
  expect(await snapshot()).toEqual(before);
});

test('a category name already in use in any letter case is refused', async () => {
  await ctx.signInAs(ADMIN_EMAIL);
  const before = await snapshot();
  await expectRejection(categories.create(draft({ name: 'pflege' })), ValidationError, NAME_TAKEN);
  await expectRejection(categories.update(1, draft({ name: 'PFLEGE' })), ValidationError, NAME_TAKEN);
  expect(await snapshot()).toEqual(before);
});

test('a category keeps its own name in another letter case', async () => {
  await ctx.signInAs(ADMIN_EMAIL);
  expect((await categories.update(1, draft({ name: 'BERATUNG' }))).name).toBe('BERATUNG');
});

test('renaming a category renames it on its products', async () => {
  await ctx.signInAs(ADMIN_EMAIL);
  await categories.update(2, draft({ name: 'Pflege & Gesundheit' }));
  expect((await ctx.db.products.where('category').equals('Pflege & Gesundheit').primaryKeys()).sort()).toEqual([3, 4]);
  expect(await ctx.db.products.where('category').equals('Pflege').count()).toBe(0);
});

test('a category still used by products cannot be deleted', async () => {
  await ctx.signInAs(ADMIN_EMAIL);
  const before = await snapshot();
  await expectRejection(categories.remove(1), ValidationError, 'Die Kategorie wird noch von Produkten verwendet.');
  expect(await snapshot()).toEqual(before);
});

test('an admin deletes an unused category', async () => {
  await ctx.signInAs(ADMIN_EMAIL);
  await categories.remove(INACTIVE);
  expect(await ctx.db.categories.get(INACTIVE)).toBeUndefined();
});

test('updating or deleting an unknown category is not found', async () => {
  await ctx.signInAs(ADMIN_EMAIL);
  await expectRejection(categories.update(999, draft()), NotFoundError, 'Kategorie nicht gefunden');
  await expectRejection(categories.remove(999), NotFoundError, 'Kategorie nicht gefunden');
});
