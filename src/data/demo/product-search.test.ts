import { ADMIN_EMAIL, createTestContext, type TestContext } from '../../testing/demo-context';
import { compareGerman } from './order';
import { createProducts, createPublicProducts } from './products';

// The search projection lives in memory; every way a product changes must reach the next search.
let ctx: TestContext;
let products: ReturnType<typeof createProducts>;
let catalogue: ReturnType<typeof createPublicProducts>;

beforeEach(async () => {
  ctx = await createTestContext();
  products = createProducts(ctx);
  catalogue = createPublicProducts(ctx);
  await ctx.signInAs(ADMIN_EMAIL);
});

const titles = async (search: string) => (await catalogue.list({ search })).map((p) => p.title);

test('a product saved through the repository is found by the next search', async () => {
  expect(await titles('Zeppelin')).toEqual([]);
  const created = await products.create({
    title: 'Zeppelin-Planer',
    description: 'Plant Flüge.',
    category: 'Beratung',
    status: 'published',
  });
  expect(await titles('Zeppelin')).toEqual(['Zeppelin-Planer']);
  await products.update(created.id, {
    title: 'Luftschiff-Planer',
    description: 'Plant Flüge.',
    category: 'Beratung',
    status: 'published',
  });
  expect(await titles('Zeppelin')).toEqual([]);
  expect(await titles('Luftschiff')).toEqual(['Luftschiff-Planer']);
  await products.update(created.id, {
    title: 'Luftschiff-Planer',
    description: 'Plant Flüge.',
    category: 'Beratung',
    status: 'draft',
  });
  expect(await titles('Luftschiff')).toEqual([]);
  expect((await products.list({ search: 'Luftschiff' })).map((p) => p.status)).toEqual(['draft']);
  await products.remove(created.id);
  expect(await products.list({ search: 'Luftschiff' })).toEqual([]);
});

test('a direct write to the table and a cleared table reach the next search too', async () => {
  const before = await titles('');
  expect(before.length).toBeGreaterThan(0);
  const first = (await ctx.db.products.where('status').equals('published').first())!;
  await ctx.db.products.update(first.id, { title: 'Ährenlese-Assistent' });
  expect(await titles('Ährenlese')).toEqual(['Ährenlese-Assistent']);
  await ctx.db.products.clear();
  expect(await titles('')).toEqual([]);
});

test('a category rename carries over to the search by category', async () => {
  const { createCategories } = await import('./categories');
  const categories = createCategories(ctx);
  const beratung = (await categories.list()).find((c) => c.name === 'Beratung')!;
  const count = (await catalogue.list({ category: 'Beratung' })).length;
  await categories.update(beratung.id, { ...beratung, name: 'Sozialberatung' });
  expect(await catalogue.list({ category: 'Beratung' })).toEqual([]);
  expect(await catalogue.list({ category: 'Sozialberatung' })).toHaveLength(count);
});

test('category usage, counted from the projection, follows product writes and renames', async () => {
  const { createCategories } = await import('./categories');
  const categories = createCategories(ctx);
  const before = (await categories.usage())['Beratung']!;
  const created = await products.create({
    title: 'Zähl mich',
    description: 'x',
    category: 'Beratung',
    status: 'draft',
  });
  expect((await categories.usage())['Beratung']).toBe(before + 1);
  const beratung = (await categories.list()).find((c) => c.name === 'Beratung')!;
  await categories.update(beratung.id, { ...beratung, name: 'Sozialberatung' });
  expect(await categories.usage()).toMatchObject({ Sozialberatung: before + 1 });
  await products.remove(created.id);
  expect((await categories.usage())['Sozialberatung']).toBe(before);
});

test('after single writes the next search patches the written products in, in the order a full read gives', async () => {
  await titles('');
  const readWhole = vi.spyOn(ctx.db.products, 'toArray');
  const input = (title: string) => ({
    title,
    description: 'Geordnet.',
    category: 'Beratung',
    status: 'published' as const,
  });
  const created = [];
  for (const title of ['Ährenlese', 'aaa Kleinschreibung', 'Zwischenablage', 'Ährenlese', 'Mittelweg'])
    created.push(await products.create(input(title)));
  await products.update(created[2]!.id, input('Bärenhöhle'));
  await products.remove(created[4]!.id);
  const listed = (await catalogue.page({ search: '' }, 1000)).items.map((p) => [p.title, p.id]);
  expect(readWhole).not.toHaveBeenCalled();
  const records = (await ctx.db.products.where('status').equals('published').toArray()).sort(
    (a, b) => compareGerman(a.title, b.title) || a.id - b.id,
  );
  expect(listed).toEqual(records.map((r) => [r.title, r.id]));
  expect(listed.map(([title]) => title)).toContain('Bärenhöhle');
  expect(listed.map(([title]) => title)).not.toContain('Zwischenablage');
});

test('a search started before a write and one started after it: the later one sees the write', async () => {
  await titles('');
  const before = titles('Zeppelin');
  const writing = products.create({
    title: 'Zeppelin-Planer',
    description: 'Plant Flüge.',
    category: 'Beratung',
    status: 'published',
  });
  const during = titles('Zeppelin');
  await writing;
  const after = titles('Zeppelin');
  expect(await before).toEqual([]);
  expect(await after).toEqual(['Zeppelin-Planer']);
  expect(['[]', '["Zeppelin-Planer"]']).toContain(JSON.stringify(await during));
});
