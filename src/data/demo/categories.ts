import type { Category } from '../../domain/category';
import { isAdmin } from '../../domain/roles';
import type { Repository } from '../repository';
import { NotFoundError, ValidationError } from '../errors';
import { currentUser, getOr404, nowIso, requireAdmin, validate, type DemoContext } from './context';
import { categoryFromRecord } from './mappers';
import { compareGerman } from './order';
import { productCountsByCategory } from './product-search';
import * as texts from '../texts';

const byName = (a: Category, b: Category) => compareGerman(a.name, b.name) || a.id - b.id;

export function createCategories(ctx: DemoContext): Repository['categories'] {
  const { db } = ctx;

  const load = (id: number) => getOr404(db.categories.get(id), texts.categoryNotFound);

  /** The unique index compares exactly; the admin sees 'Pflege' and 'pflege' as one name. */
  async function assertNameFree(name: string, exceptId?: number) {
    const clash = await db.categories.where('name').equalsIgnoreCase(name).first();
    if (clash && clash.id !== exceptId)
      throw new ValidationError(texts.categoryNameTaken, { name: texts.categoryNameTaken });
  }

  return {
    async list() {
      await requireAdmin(ctx);
      return (await db.categories.toArray()).sort(byName).map(categoryFromRecord);
    },

    async listActive() {
      // A handful of rows, and IndexedDB cannot index the boolean: filtering in memory is fine.
      return (await db.categories.toArray())
        .filter((c) => c.active)
        .sort(byName)
        .map(categoryFromRecord);
    },

    async usage() {
      await requireAdmin(ctx);
      // From the catalogue's search projection: IndexedDB's count() walks its range in Chromium (57 ms for
      // 5,011 products by index), the projection is in memory (docs/performance.md).
      const [categories, counts] = await Promise.all([db.categories.toArray(), productCountsByCategory(db)]);
      return Object.fromEntries(categories.map((c) => [c.name, counts.get(c.name) ?? 0]));
    },

    async get(id) {
      const record = await load(id);
      // An inactive category is hidden from everyone but admins, as if it did not exist.
      if (!record.active && !isAdmin(await currentUser(ctx))) throw new NotFoundError(texts.categoryNotFound);
      return categoryFromRecord(record);
    },

    async create(draft) {
      const admin = await requireAdmin(ctx);
      const data = await validate('categoryDraftSchema', draft);
      const id = await db.transaction('rw', [db.categories], async () => {
        await assertNameFree(data.name);
        return db.categories.add({ ...data, createdAt: nowIso(ctx), createdBy: admin.id });
      });
      return categoryFromRecord(await load(id));
    },

    async update(id, draft) {
      await requireAdmin(ctx);
      const data = await validate('categoryDraftSchema', draft);
      const found = await db.transaction('rw', [db.categories, db.products], async () => {
        const existing = await db.categories.get(id);
        if (!existing) return false;
        await assertNameFree(data.name, id);
        await db.categories.update(id, data);
        // Products refer to their category by name, so a rename carries over to them.
        if (existing.name !== data.name)
          await db.products.where('category').equals(existing.name).modify({ category: data.name });
        return true;
      });
      if (!found) throw new NotFoundError(texts.categoryNotFound);
      return categoryFromRecord(await load(id));
    },

    async remove(id) {
      await requireAdmin(ctx);
      const found = await db.transaction('rw', [db.categories, db.products], async () => {
        const existing = await db.categories.get(id);
        if (!existing) return false;
        if ((await db.products.where('category').equals(existing.name).count()) > 0)
          throw new ValidationError(texts.categoryInUse);
        await db.categories.delete(id);
        return true;
      });
      if (!found) throw new NotFoundError(texts.categoryNotFound);
    },
  };
}
