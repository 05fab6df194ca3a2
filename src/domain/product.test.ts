import type * as z from 'zod/mini';
import { matchesProductSearch, similarProducts } from './product-rules';
import type { Product } from './product';
import { productDraftSchema } from './product-draft';

function messagesOf<T>(result: z.util.SafeParseResult<T>): string[] {
  return result.success ? [] : result.error.issues.map((i) => i.message);
}

function product(id: number, overrides: Partial<Product> = {}): Product {
  return {
    id,
    title: `Produkt ${id}`,
    description: 'Beschreibung',
    fullDescription: '',
    category: 'Beratung',
    technologies: [],
    status: 'published',
    featured: false,
    imageUrl: null,
    additionalImages: [],
    features: [],
    createdBy: null,
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: null,
    ...overrides,
  };
}

const validDraft = { title: 'Chatbot', description: 'Ein Chatbot für Beratung', category: 'Beratung' };

// --- matchesProductSearch ---

const chatbot = { title: 'KI-Chatbot', description: 'Hilft bei der Erstberatung', technologies: ['React', 'Python'] };

test('a product matches a search in its title regardless of case', () => {
  expect(matchesProductSearch(chatbot, 'chatbot')).toBe(true);
  expect(matchesProductSearch(chatbot, 'KI-CHAT')).toBe(true);
});

test('an umlaut typed as a letter plus combining mark finds the composed one, and the other way round', () => {
  const translator = { title: 'Leichte-Sprache-Übersetzer', description: 'Übersetzt Bescheide', technologies: [] };
  expect(matchesProductSearch(translator, 'u\u0308bersetzer')).toBe(true);
  expect(matchesProductSearch({ ...translator, title: 'U\u0308bersetzer' }, 'übersetzer')).toBe(true);
});

test('a product matches a search in its description regardless of case', () => {
  expect(matchesProductSearch(chatbot, 'ERSTBERATUNG')).toBe(true);
});

test('a product matches a search in its technologies regardless of case', () => {
  expect(matchesProductSearch(chatbot, 'python')).toBe(true);
});

test('a product does not match a search found nowhere in it', () => {
  expect(matchesProductSearch(chatbot, 'Blockchain')).toBe(false);
});

test('an empty or blank search matches every product', () => {
  expect(matchesProductSearch(chatbot, '')).toBe(true);
  expect(matchesProductSearch(chatbot, '   ')).toBe(true);
});

test('a search is trimmed before matching', () => {
  expect(matchesProductSearch(chatbot, '  react  ')).toBe(true);
});

// --- similarProducts ---

test('similar products list the same category first, then by shared technologies', () => {
  const base = product(1, { category: 'Beratung', technologies: ['React', 'Python', 'Docker'] });
  const otherCategoryTwoShared = product(2, { category: 'Bildung', technologies: ['react', 'Docker'] });
  const sameCategoryNoShared = product(3, { category: 'Beratung', technologies: ['Vue'] });
  const otherCategoryOneShared = product(4, { category: 'Bildung', technologies: ['Python'] });
  const sameCategoryOneShared = product(5, { category: 'Beratung', technologies: ['Python'] });
  const result = similarProducts(
    base,
    [otherCategoryTwoShared, sameCategoryNoShared, otherCategoryOneShared, sameCategoryOneShared],
    10,
  );
  expect(result.map((p) => p.id)).toEqual([5, 3, 2, 4]);
});

test('a product is never similar to itself', () => {
  const base = product(1);
  expect(similarProducts(base, [base, product(2)]).map((p) => p.id)).toEqual([2]);
});

test('draft products are never listed as similar', () => {
  const base = product(1);
  expect(similarProducts(base, [product(2, { status: 'draft' }), product(3)]).map((p) => p.id)).toEqual([3]);
});

test('products sharing neither category nor technology are not similar', () => {
  const base = product(1, { category: 'Beratung', technologies: ['React'] });
  expect(similarProducts(base, [product(2, { category: 'Bildung', technologies: ['Vue'] })])).toEqual([]);
});

test('similar products are limited to three by default and to the given limit otherwise', () => {
  const base = product(1);
  const candidates = [2, 3, 4, 5, 6].map((id) => product(id));
  expect(similarProducts(base, candidates).map((p) => p.id)).toEqual([2, 3, 4]);
  expect(similarProducts(base, candidates, 2).map((p) => p.id)).toEqual([2, 3]);
});

// --- productDraftSchema ---

test('a new product defaults to draft', () => {
  const result = productDraftSchema.parse(validDraft);
  expect(result.status).toBe('draft');
  expect(result.featured).toBe(false);
  expect(result.features).toEqual([]);
});

test('a product draft drops feature rows with an empty title or description and numbers the rest', () => {
  const features = [
    { title: 'Schnell', description: 'Antwortet sofort' },
    { title: '', description: 'ohne Titel' },
    { title: 'Ohne Beschreibung', description: '   ' },
    { title: ' Sicher ', description: ' DSGVO-konform ' },
  ];
  expect(productDraftSchema.parse({ ...validDraft, features }).features).toEqual([
    { title: 'Schnell', description: 'Antwortet sofort', sortOrder: 0 },
    { title: 'Sicher', description: 'DSGVO-konform', sortOrder: 1 },
  ]);
});

test('a product draft without a title is refused with the required-fields message', () => {
  expect(messagesOf(productDraftSchema.safeParse({ ...validDraft, title: '' }))).toEqual([
    'Bitte füllen Sie alle Pflichtfelder aus.',
  ]);
});

test('a product draft without a description is refused with the required-fields message', () => {
  expect(messagesOf(productDraftSchema.safeParse({ ...validDraft, description: ' ' }))).toEqual([
    'Bitte füllen Sie alle Pflichtfelder aus.',
  ]);
});

test('a product draft without a category is refused with the required-fields message', () => {
  expect(messagesOf(productDraftSchema.safeParse({ ...validDraft, category: '' }))).toEqual([
    'Bitte füllen Sie alle Pflichtfelder aus.',
  ]);
});

test('a product draft with an unknown status is refused', () => {
  expect(productDraftSchema.safeParse({ ...validDraft, status: 'archived' }).success).toBe(false);
  expect(productDraftSchema.parse({ ...validDraft, status: 'published' }).status).toBe('published');
});
