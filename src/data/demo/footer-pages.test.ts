import type { FooterPageDraft } from '../../domain/footer-page-draft';
import { reservedSlugs } from '../../domain/footer-page-draft';
import * as coreMessages from '../../domain/core-messages';
import * as messages from '../../domain/messages';
import { ADMIN_EMAIL, createTestContext, MEMBER_EMAIL, TEST_NOW, type TestContext } from '../../testing/demo-context';
import { ForbiddenError, NotFoundError, UnauthorizedError, ValidationError } from '../errors';
import { createFooterPages } from './footer-pages';

const DRAFT_SLUG = 'barrierefreiheit';
const PAGE_NOT_FOUND = 'Seite nicht gefunden';

let ctx: TestContext;
let pages: ReturnType<typeof createFooterPages>;

beforeEach(async () => {
  ctx = await createTestContext();
  pages = createFooterPages(ctx);
});

async function expectRejection(promise: Promise<unknown>, type: new (message?: string) => Error, message?: string) {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(type);
  if (message !== undefined) expect((error as Error).message).toBe(message);
}

const snapshot = () => ctx.db.footerPages.toArray();
const draft = (overrides: Partial<FooterPageDraft> = {}): FooterPageDraft => ({
  title: 'Nutzungsbedingungen',
  slug: 'agb',
  content: '<p>Text</p>',
  status: 'published',
  ...overrides,
});

const adminOnly: [string, () => Promise<unknown>][] = [
  ['create a footer page', () => pages.create(draft())],
  ['update a footer page', () => pages.update(1, draft())],
  ['delete a footer page', () => pages.remove(1)],
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

test('a guest lists only published pages sorted by title, whatever status is asked for', async () => {
  expect((await pages.list()).map((p) => p.title)).toEqual(['Datenschutzerklärung', 'Impressum']);
  expect((await pages.list('draft')).map((p) => p.status)).toEqual(['published', 'published']);
});

test('a member lists only published pages', async () => {
  await ctx.signInAs(MEMBER_EMAIL);
  expect((await pages.list('draft')).every((p) => p.status === 'published')).toBe(true);
});

test('an admin lists all pages or those of one status', async () => {
  await ctx.signInAs(ADMIN_EMAIL);
  expect(await pages.list()).toHaveLength(3);
  expect((await pages.list('draft')).map((p) => p.slug)).toEqual([DRAFT_SLUG]);
});

test('a guest opens a published page by its slug', async () => {
  expect((await pages.bySlug('datenschutz')).title).toBe('Datenschutzerklärung');
  expect((await pages.bySlug('/Impressum')).slug).toBe('impressum');
});

test('a guest never sees a draft page', async () => {
  await expectRejection(pages.bySlug(DRAFT_SLUG), NotFoundError, PAGE_NOT_FOUND);
  await ctx.signInAs(MEMBER_EMAIL);
  await expectRejection(pages.bySlug(DRAFT_SLUG), NotFoundError, PAGE_NOT_FOUND);
});

test('an admin previews a draft page', async () => {
  await ctx.signInAs(ADMIN_EMAIL);
  expect((await pages.bySlug(DRAFT_SLUG)).status).toBe('draft');
});

test('an unknown slug is not found', async () => {
  await expectRejection(pages.bySlug('gibt-es-nicht'), NotFoundError, PAGE_NOT_FOUND);
});

test('an admin creates a page with stamps and a normalised slug', async () => {
  const adminId = await ctx.signInAs(ADMIN_EMAIL);
  const page = await pages.create(draft({ slug: '/AGB' }));
  expect(page).toMatchObject({
    slug: 'agb',
    createdAt: TEST_NOW.toISOString(),
    updatedAt: TEST_NOW.toISOString(),
    updatedBy: adminId,
  });
  expect((await pages.bySlug('agb')).id).toBe(page.id);
});

const invalidDrafts: [string, FooterPageDraft, string][] = [
  ['without a title', draft({ title: '' }), coreMessages.requiredFields],
  ['without a slug', draft({ slug: ' ' }), coreMessages.requiredFields],
  ['without content', draft({ content: '' }), coreMessages.requiredFields],
  ['with spaces in the slug', draft({ slug: 'meine seite' }), messages.invalidSlug],
  ['with a slug another page uses', draft({ slug: 'impressum' }), messages.slugTaken],
  [
    'with the slug of an app route',
    draft({ slug: 'kontakt' }),
    'Dieser URL-Slug ist für eine Seite der Anwendung reserviert.',
  ],
  [
    'with the slug of the Demo-Postfach',
    draft({ slug: '/Demo-Postfach' }),
    'Dieser URL-Slug ist für eine Seite der Anwendung reserviert.',
  ],
];

for (const [label, input, message] of invalidDrafts) {
  test(`a page ${label} is refused on create and update and changes nothing`, async () => {
    await ctx.signInAs(ADMIN_EMAIL);
    const before = await snapshot();
    await expectRejection(pages.create(input), ValidationError, message);
    await expectRejection(pages.update(1, input), ValidationError, message);
    expect(await snapshot()).toEqual(before);
  });
}

test('every app route is a reserved slug', async () => {
  await ctx.signInAs(ADMIN_EMAIL);
  for (const slug of reservedSlugs)
    await expectRejection(pages.create(draft({ slug })), ValidationError, messages.slugReserved);
  expect(await ctx.db.footerPages.count()).toBe(3);
});

test('an update keeps the slug of the page itself and stamps the editor', async () => {
  const adminId = await ctx.signInAs(ADMIN_EMAIL);
  const later = new Date(TEST_NOW.getTime() + 60_000);
  ctx.setNow(later);
  const page = await pages.update(2, draft({ title: 'Impressum neu', slug: 'impressum' }));
  expect(page).toMatchObject({
    title: 'Impressum neu',
    slug: 'impressum',
    updatedAt: later.toISOString(),
    updatedBy: adminId,
  });
  expect(page.createdAt).not.toBe(later.toISOString());
});

test('an admin deletes a page', async () => {
  await ctx.signInAs(ADMIN_EMAIL);
  await pages.remove(3);
  expect(await ctx.db.footerPages.get(3)).toBeUndefined();
});

test('updating or deleting an unknown page is not found', async () => {
  await ctx.signInAs(ADMIN_EMAIL);
  await expectRejection(pages.update(999, draft()), NotFoundError, PAGE_NOT_FOUND);
  await expectRejection(pages.remove(999), NotFoundError, PAGE_NOT_FOUND);
});
