import * as messages from '../../domain/core-messages';
import { invalidImageAddress } from '../../domain/messages';
import type { ProductDraft } from '../../domain/product-draft';
import { ADMIN_EMAIL, createTestContext, MEMBER_EMAIL, TEST_NOW, type TestContext } from '../../testing/demo-context';
import { ForbiddenError, NotFoundError, UnauthorizedError, ValidationError } from '../errors';
import { storedFileId } from './files';
import { createProducts, createPublicProducts } from './products';
import { fileStarts, upload } from '../../testing/upload-files';

const DRAFTS = [10, 11];
const PRODUCT_NOT_FOUND = 'Fehler beim Laden des Produkts';

let ctx: TestContext;
let products: ReturnType<typeof createProducts>;
let catalogue: ReturnType<typeof createPublicProducts>;

beforeEach(async () => {
  ctx = await createTestContext();
  products = createProducts(ctx);
  catalogue = createPublicProducts(ctx);
});

async function expectRejection(promise: Promise<unknown>, type: new (message?: string) => Error, message?: string) {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(type);
  if (message !== undefined) expect((error as Error).message).toBe(message);
}

const snapshot = async () => ({ products: await ctx.db.products.toArray(), files: await ctx.db.files.count() });
const file = (name: string) => upload(name, 'image/png', fileStarts.png);

const draft = (overrides: Partial<ProductDraft> = {}): ProductDraft => ({
  title: 'Termin-Assistent',
  description: 'Vereinbart Beratungstermine per Chat.',
  category: 'Beratung',
  technologies: ['LLM'],
  status: 'published',
  featured: false,
  features: [{ title: 'Kalender', description: 'Freie Termine finden' }],
  ...overrides,
});

const adminOnly: [string, () => Promise<unknown>][] = [
  ['list the product catalogue', () => products.list()],
  ['create a product', () => products.create(draft())],
  ['update a product', () => products.update(1, draft())],
  ['delete a product', () => products.remove(1)],
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

test('an admin lists every product, drafts included, sorted by title', async () => {
  await ctx.signInAs(ADMIN_EMAIL);
  const list = await products.list();
  expect(list).toHaveLength(11);
  const titles = list.map((p) => p.title);
  expect(titles).toEqual([...titles].sort((a, b) => a.localeCompare(b, 'de')));
  expect(list.some((p) => p.status === 'draft')).toBe(true);
});

test('an admin narrows the catalogue by category and search', async () => {
  await ctx.signInAs(ADMIN_EMAIL);
  expect((await products.list({ category: 'Pflege' })).map((p) => p.id)).toEqual([3, 4]);
  expect((await products.list({ category: 'Pflege', search: 'whisper' })).map((p) => p.id)).toEqual([4]);
  expect((await products.list({ search: 'BEDARFS' })).map((p) => p.id)).toEqual([10]);
});

test('an admin creates a product with stamps, feature ids and stored images', async () => {
  const adminId = await ctx.signInAs(ADMIN_EMAIL);
  const product = await products.create(
    draft({
      featured: true,
      image: file('haupt.png'),
      additionalImages: ['/images/a.svg'],
      additionalFiles: [file('extra.png')],
      features: [
        { title: 'Kalender', description: 'Freie Termine' },
        { title: '', description: 'leer' },
        { title: 'Erinnerung', description: 'Per SMS' },
      ],
    }),
  );
  expect(product.id).toBeGreaterThan(11);
  expect(product.createdBy).toBe(adminId);
  expect(product.createdAt).toBe(TEST_NOW.toISOString());
  expect(product.updatedAt).toBe(TEST_NOW.toISOString());
  expect(product.features).toEqual([
    { id: 1, title: 'Kalender', description: 'Freie Termine', sortOrder: 0 },
    { id: 2, title: 'Erinnerung', description: 'Per SMS', sortOrder: 1 },
  ]);
  const imageId = storedFileId(product.imageUrl ?? '');
  expect(imageId && (await ctx.db.files.get(imageId))?.name).toBe('haupt.png');
  expect(product.additionalImages).toHaveLength(2);
  expect(product.additionalImages[0]).toBe('/images/a.svg');
  expect((await ctx.db.products.get(product.id))?.featuredKey).toBe(1);
  expect((await catalogue.featured()).map((p) => p.id)).toContain(product.id);
});

test('a new product is a draft unless a status is given', async () => {
  await ctx.signInAs(ADMIN_EMAIL);
  const { status: _status, ...withoutStatus } = draft();
  expect((await products.create(withoutStatus)).status).toBe('draft');
});

const invalidDrafts: [string, ProductDraft, string][] = [
  ['without a title', draft({ title: ' ' }), messages.requiredFields],
  ['without a short description', draft({ description: '' }), messages.requiredFields],
  ['without a category', draft({ category: '' }), messages.requiredFields],
  ['in an unknown category', draft({ category: 'Gibt es nicht' }), 'Die gewählte Kategorie gibt es nicht.'],
];

for (const [label, input, message] of invalidDrafts) {
  test(`a product ${label} is refused on create and update and changes nothing`, async () => {
    await ctx.signInAs(ADMIN_EMAIL);
    const before = await snapshot();
    await expectRejection(products.create({ ...input, image: file('x.png') }), ValidationError, message);
    await expectRejection(products.update(1, input), ValidationError, message);
    expect(await snapshot()).toEqual(before);
  });
}

test('an update replaces the stored image, keeps the creation stamps and moves the featured flag', async () => {
  await ctx.signInAs(ADMIN_EMAIL);
  const created = await products.create(draft({ featured: true, image: file('alt.png') }));
  const oldFileId = storedFileId(created.imageUrl ?? '');
  const later = new Date(TEST_NOW.getTime() + 60_000);
  ctx.setNow(later);
  const updated = await products.update(created.id, draft({ title: 'Neu', featured: false, image: file('neu.png') }));
  expect(updated.title).toBe('Neu');
  expect(updated.createdAt).toBe(created.createdAt);
  expect(updated.createdBy).toBe(created.createdBy);
  expect(updated.updatedAt).toBe(later.toISOString());
  expect(oldFileId && (await ctx.db.files.get(oldFileId))).toBeUndefined();
  expect((await ctx.db.products.get(created.id))?.featuredKey).toBe(0);
});

test('a product keeps its own stored pictures, never another product’s by its name', async () => {
  await ctx.signInAs(ADMIN_EMAIL);
  const first = await products.create(draft({ image: file('erstes.png'), additionalFiles: [file('zweites.png')] }));
  const kept = await products.update(
    first.id,
    draft({ imageUrl: first.imageUrl, additionalImages: first.additionalImages }),
  );
  expect([kept.imageUrl, ...kept.additionalImages]).toEqual([first.imageUrl, ...first.additionalImages]);

  const before = await snapshot();
  await expectRejection(products.create(draft({ imageUrl: first.imageUrl })), ValidationError, invalidImageAddress);
  await expectRejection(
    products.update(2, draft({ additionalImages: first.additionalImages })),
    ValidationError,
    invalidImageAddress,
  );
  expect(await snapshot()).toEqual(before);
});

test('updating or deleting an unknown product is not found', async () => {
  await ctx.signInAs(ADMIN_EMAIL);
  await expectRejection(products.update(999, draft()), NotFoundError, PRODUCT_NOT_FOUND);
  await expectRejection(products.remove(999), NotFoundError, PRODUCT_NOT_FOUND);
});

test('deleting a product deletes its stored images', async () => {
  await ctx.signInAs(ADMIN_EMAIL);
  const created = await products.create(draft({ image: file('a.png'), additionalFiles: [file('b.png')] }));
  const filesBefore = await ctx.db.files.count();
  await products.remove(created.id);
  expect(await ctx.db.products.get(created.id)).toBeUndefined();
  expect(await ctx.db.files.count()).toBe(filesBefore - 2);
});

test('a guest sees only published products in the public catalogue', async () => {
  const list = await catalogue.list();
  expect(list).toHaveLength(9);
  expect(list.every((p) => p.status === 'published')).toBe(true);
  expect(list.map((p) => p.id)).not.toEqual(expect.arrayContaining(DRAFTS));
});

test('a public search never finds a draft', async () => {
  expect(await catalogue.list({ search: 'Bedarfsradar' })).toEqual([]);
  expect((await catalogue.list({ category: 'Verwaltung' })).map((p) => p.id).sort()).toEqual([5, 8]);
});

test('the featured products are the published featured ones', async () => {
  expect((await catalogue.featured()).map((p) => p.id).sort()).toEqual([1, 2, 3]);
  await ctx.db.products.update(1, { status: 'draft' });
  expect((await catalogue.featured()).map((p) => p.id).sort()).toEqual([2, 3]);
});

test('a draft product cannot be opened publicly, not even by an admin', async () => {
  await expectRejection(catalogue.get(10), NotFoundError, PRODUCT_NOT_FOUND);
  await ctx.signInAs(ADMIN_EMAIL);
  await expectRejection(catalogue.get(11), NotFoundError, PRODUCT_NOT_FOUND);
  await expectRejection(catalogue.get(999), NotFoundError, PRODUCT_NOT_FOUND);
});

test('a guest opens a published product', async () => {
  expect((await catalogue.get(1)).title).toBe('Beratungs-Copilot');
});

test('similar products are published and never the product itself', async () => {
  const similar = await catalogue.similar(7);
  expect(similar.length).toBeGreaterThan(0);
  expect(similar.every((p) => p.status === 'published' && p.id !== 7)).toBe(true);
  expect(similar[0]?.category).toBe('Beratung');
  await expectRejection(catalogue.similar(10), NotFoundError, PRODUCT_NOT_FOUND);
});
