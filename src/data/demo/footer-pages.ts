import type { FooterPage } from '../../domain/footer-page';
import type { FooterPageDraft } from '../../domain/footer-page-draft';
import * as messages from '../../domain/messages';
import { isAdmin } from '../../domain/roles';
import type { Repository } from '../repository';
import { NotFoundError, ValidationError } from '../errors';
import { currentUser, getOr404, nowIso, requireAdmin, validate, type DemoContext } from './context';
import { footerPageFromRecord } from './mappers';
import { compareGerman } from './order';
import { deleteRowOr404 } from './rows';
import * as texts from '../texts';

const byTitle = (a: FooterPage, b: FooterPage) => compareGerman(a.title, b.title) || a.id - b.id;

export function createFooterPages(ctx: DemoContext): Repository['footerPages'] {
  const { db } = ctx;

  const load = (id: number) => getOr404(db.footerPages.get(id), texts.pageNotFound);

  // The draft schema also refuses slugs of the app's own routes (domain/footer-page-draft.ts).
  const validDraft = (draft: FooterPageDraft) => validate('footerPageDraftSchema', draft);

  async function assertSlugFree(slug: string, exceptId?: number) {
    const clash = await db.footerPages.get({ slug });
    if (clash && clash.id !== exceptId) throw new ValidationError(messages.slugTaken, { slug: messages.slugTaken });
  }

  return {
    async list(status) {
      const admin = isAdmin(await currentUser(ctx));
      const wanted = admin ? status : 'published';
      const records = wanted
        ? await db.footerPages.where('status').equals(wanted).toArray()
        : await db.footerPages.toArray();
      return records.sort(byTitle).map(footerPageFromRecord);
    },

    async bySlug(slug) {
      const record = await db.footerPages.get({ slug: slug.trim().replace(/^\/+/, '').toLowerCase() });
      if (!record) throw new NotFoundError(texts.pageNotFound);
      if (record.status !== 'published' && !isAdmin(await currentUser(ctx)))
        throw new NotFoundError(texts.pageNotFound);
      return footerPageFromRecord(record);
    },

    async create(draft) {
      const admin = await requireAdmin(ctx);
      const data = await validDraft(draft);
      const now = nowIso(ctx);
      const id = await db.transaction('rw', [db.footerPages], async () => {
        await assertSlugFree(data.slug);
        return db.footerPages.add({ ...data, createdAt: now, updatedAt: now, updatedBy: admin.id });
      });
      return footerPageFromRecord(await load(id));
    },

    async update(id, draft) {
      const admin = await requireAdmin(ctx);
      const data = await validDraft(draft);
      const found = await db.transaction('rw', [db.footerPages], async () => {
        if (!(await db.footerPages.get(id))) return false;
        await assertSlugFree(data.slug, id);
        await db.footerPages.update(id, { ...data, updatedAt: nowIso(ctx), updatedBy: admin.id });
        return true;
      });
      if (!found) throw new NotFoundError(texts.pageNotFound);
      return footerPageFromRecord(await load(id));
    },

    async remove(id) {
      await requireAdmin(ctx);
      await deleteRowOr404(db, db.footerPages, id, texts.pageNotFound);
    },
  };
}
