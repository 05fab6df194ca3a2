import { similarProducts } from '../../domain/product-rules';
import type { Product } from '../../domain/product';
import type { ProductDraft } from '../../domain/product-draft';
import type { Repository } from '../repository';
import { NotFoundError, ValidationError } from '../errors';
import { getOr404, nowIso, requireAdmin, validate, type DemoContext } from './context';
import type { ProductRecord } from './db';
import { deleteStoredFiles, keepOnlyOwnFiles, picturesOf, storeImages } from './files';
import * as messages from '../../domain/messages';
import { flag, productFromRecord } from './mappers';
import { searchProducts } from './product-search';
import { compareGerman } from './order';
import * as texts from '../texts';

const SIMILAR_LIMIT = 3;

const byTitle = (a: ProductRecord, b: ProductRecord) => compareGerman(a.title, b.title) || a.id - b.id;

/** Sorts a few records picked by index (featured products); searches go through product-search.ts. */
const sortedProducts = (records: ProductRecord[]): Product[] => records.sort(byTitle).map(productFromRecord);

export function createProducts(ctx: DemoContext): Repository['products'] {
  const { db } = ctx;

  const load = (id: number) => getOr404(db.products.get(id), texts.productLoadFailed);

  /** Validates, checks the category and stores new files; the record write follows. */
  async function prepare(draft: ProductDraft, existing?: ProductRecord) {
    const data = await validate('productDraftSchema', draft);
    keepOnlyOwnFiles([data.imageUrl, ...data.additionalImages], existing ? picturesOf(existing) : [], {
      field: 'imageUrl',
      message: messages.invalidImageAddress,
    });
    if (!(await db.categories.get({ name: data.category })))
      throw new ValidationError(texts.unknownCategory, { category: texts.unknownCategory });
    const { mainUrl, additionalUrls } = await storeImages(ctx, data.image, 'image', data.additionalFiles);
    const { image: _image, additionalFiles: _additionalFiles, ...fields } = data;
    return {
      ...fields,
      imageUrl: mainUrl ?? fields.imageUrl,
      additionalImages: [...fields.additionalImages, ...additionalUrls],
      features: fields.features.map((f, i) => ({ ...f, id: i + 1 })),
      featuredKey: flag(fields.featured),
    };
  }

  return {
    async list(query) {
      await requireAdmin(ctx);
      return (await searchProducts(db, query)).items;
    },

    async page(query, limit) {
      await requireAdmin(ctx);
      return searchProducts(db, query, undefined, limit);
    },

    async get(id) {
      await requireAdmin(ctx);
      return productFromRecord(await load(id));
    },

    async create(draft) {
      const admin = await requireAdmin(ctx);
      const fields = await prepare(draft);
      const now = nowIso(ctx);
      const id = await db.transaction('rw', [db.products], () =>
        db.products.add({ ...fields, createdBy: admin.id, createdAt: now, updatedAt: now }),
      );
      return productFromRecord(await load(id));
    },

    async update(id, draft) {
      await requireAdmin(ctx);
      const existing = await load(id);
      const fields = await prepare(draft, existing);
      const updated = await db.transaction('rw', [db.products], () =>
        db.products.update(id, { ...fields, updatedAt: nowIso(ctx) }),
      );
      if (updated === 0) throw new NotFoundError(texts.productLoadFailed);
      const dropped = picturesOf(existing).filter(
        (url) => url !== fields.imageUrl && !fields.additionalImages.includes(url ?? ''),
      );
      await deleteStoredFiles(ctx, dropped);
      return productFromRecord(await load(id));
    },

    async remove(id) {
      await requireAdmin(ctx);
      const existing = await db.transaction('rw', [db.products], async () => {
        const record = await db.products.get(id);
        if (record) await db.products.delete(id);
        return record;
      });
      if (!existing) throw new NotFoundError(texts.productLoadFailed);
      await deleteStoredFiles(ctx, picturesOf(existing));
    },
  };
}

/** The public catalogue: no sign-in, and a draft is as good as absent. */
export function createPublicProducts(ctx: DemoContext): Repository['publicProducts'] {
  const { db } = ctx;
  const published = () => db.products.where('status').equals('published').toArray();

  async function loadPublished(id: number): Promise<Product> {
    const record = await db.products.get(id);
    if (!record || record.status !== 'published') throw new NotFoundError(texts.productLoadFailed);
    return productFromRecord(record);
  }

  return {
    async list(query) {
      return (await searchProducts(db, query, 'published')).items;
    },

    page: (query, limit) => searchProducts(db, query, 'published', limit),

    async featured() {
      const records = await db.products.where('[status+featuredKey]').equals(['published', 1]).toArray();
      return sortedProducts(records);
    },

    get: loadPublished,

    async similar(id) {
      const product = await loadPublished(id);
      // Products of the same category rank first, so when there are more than enough of them (itself
      // included) no other can make the list: read one category by index instead of the whole catalogue.
      const sameCategory = (await db.products.where('category').equals(product.category).toArray()).filter(
        (p) => p.status === 'published',
      );
      const candidates = sameCategory.length > SIMILAR_LIMIT ? sameCategory : await published();
      return similarProducts(product, candidates, SIMILAR_LIMIT).map(productFromRecord);
    },
  };
}
