import type * as z from 'zod/mini';
import { footerPageDraftSchema } from './footer-page-draft';

function messagesOf<T>(result: z.util.SafeParseResult<T>): string[] {
  return result.success ? [] : result.error.issues.map((i) => i.message);
}

function pathsOf<T>(result: z.util.SafeParseResult<T>): string[] {
  return result.success ? [] : result.error.issues.map((i) => i.path.join('.'));
}

const validDraft = { title: 'Impressum', slug: 'impressum', content: '<p>Angaben</p>', status: 'published' };

test('a complete footer page draft is accepted', () => {
  expect(footerPageDraftSchema.parse(validDraft)).toEqual(validDraft);
});

test('a footer page slug loses its leading slash and is lower-cased', () => {
  expect(footerPageDraftSchema.parse({ ...validDraft, slug: '/Datenschutz' }).slug).toBe('datenschutz');
  expect(footerPageDraftSchema.parse({ ...validDraft, slug: ' //Barrierefreiheit-Erklaerung ' }).slug).toBe(
    'barrierefreiheit-erklaerung',
  );
});

test('a footer page slug with spaces, umlauts or slashes inside is refused', () => {
  for (const slug of ['über uns', 'datenschutz/alt', 'a--b', '-impressum', 'impressum_2']) {
    expect(messagesOf(footerPageDraftSchema.safeParse({ ...validDraft, slug })), slug).toEqual([
      'Der URL-Slug darf nur Kleinbuchstaben, Ziffern und Bindestriche enthalten.',
    ]);
  }
});

test('a footer page draft without title, slug or content is refused with the required-fields message', () => {
  for (const field of ['title', 'slug', 'content'] as const) {
    const result = footerPageDraftSchema.safeParse({ ...validDraft, [field]: ' ' });
    expect(pathsOf(result), field).toEqual([field]);
    expect(messagesOf(result), field).toEqual(['Bitte füllen Sie alle Pflichtfelder aus.']);
  }
});

test('a footer page draft without a valid status is refused', () => {
  const { status: _omit, ...withoutStatus } = validDraft;
  expect(pathsOf(footerPageDraftSchema.safeParse(withoutStatus))).toEqual(['status']);
  expect(pathsOf(footerPageDraftSchema.safeParse({ ...validDraft, status: 'archived' }))).toEqual(['status']);
  expect(footerPageDraftSchema.parse({ ...validDraft, status: 'draft' }).status).toBe('draft');
});

test('a footer page slug the app answers itself is refused at the slug, however it is written', () => {
  for (const slug of ['admin', '/Demo-Postfach', 'produkte', 'assets']) {
    const result = footerPageDraftSchema.safeParse({ ...validDraft, slug });
    expect(pathsOf(result), slug).toEqual(['slug']);
    expect(messagesOf(result), slug).toEqual(['Dieser URL-Slug ist für eine Seite der Anwendung reserviert.']);
  }
  // Only whole segments are reserved.
  expect(footerPageDraftSchema.safeParse({ ...validDraft, slug: 'admin-hilfe' }).success).toBe(true);
});
