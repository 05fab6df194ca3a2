import { categoryDraftSchema } from '../../src/domain/category-draft';
import { footerPageStatusSchema } from '../../src/domain/footer-page';
import { footerPageDraftSchema } from '../../src/domain/footer-page-draft';
import { heroKeySchema } from '../../src/domain/hero-setting';
import type { Repository } from '../../src/data/repository';
import { NotFoundError } from '../../src/data/errors';
import { draftOf, isOneOf } from './drafts';
import { adminForm, adminJson, noBody } from './intake';
import { body, file, jsonField, num, type Route, readForm } from './wire';

/** A picture setting this site does not have is a path that does not exist. */
function heroKey(value: string | undefined) {
  const parsed = heroKeySchema.safeParse(value);
  if (!parsed.success) throw new NotFoundError();
  return parsed.data;
}

/** GET /footer-pages?status=…; none or an empty one: every page the caller may see. */
async function footerPagesWith(repo: Repository, status: string | null) {
  if (!status) return repo.footerPages.list();
  if (isOneOf(footerPageStatusSchema, status)) return repo.footerPages.list(status);
  // A status no page has: an admin gets no page, anyone else the published ones, whatever they ask (the port's
  // rule). Asking for the drafts and keeping the published ones of the answer gives both.
  return (await repo.footerPages.list('draft')).filter((page) => page.status === 'published');
}

/** Categories, footer pages and the hero settings of SPEC §7. */
export const contentRoutes: Route[] = [
  ['GET', /^\/categories$/, async ({ repo }) => ({ data: await repo.categories.list() })],
  ['GET', /^\/categories\/public\/active$/, async ({ repo }) => ({ data: await repo.categories.listActive() })],
  ['GET', /^\/categories\/(\d+)$/, async ({ repo, params }) => ({ data: await repo.categories.get(num(params[0])) })],
  [
    'POST',
    /^\/categories$/,
    async ({ repo, request }) => ({
      success: true,
      data: await repo.categories.create(draftOf(categoryDraftSchema, await body(request))),
    }),
    adminJson,
  ],
  [
    'PUT',
    /^\/categories\/(\d+)$/,
    async ({ repo, params, request }) => ({
      data: await repo.categories.update(num(params[0]), draftOf(categoryDraftSchema, await body(request))),
    }),
    adminJson,
  ],
  [
    'DELETE',
    /^\/categories\/(\d+)$/,
    async ({ repo, params }) => repo.categories.remove(num(params[0])).then(() => ({ success: true })),
    noBody,
  ],
  [
    'GET',
    /^\/footer-pages$/,
    async ({ repo, url }) => ({ data: await footerPagesWith(repo, url.searchParams.get('status')) }),
  ],
  [
    'GET',
    /^\/footer-pages\/slug\/([^/]+)$/,
    async ({ repo, params }) => ({ data: await repo.footerPages.bySlug(decodeURIComponent(params[0] ?? '')) }),
  ],
  [
    'POST',
    /^\/footer-pages$/,
    async ({ repo, request }) => ({
      data: await repo.footerPages.create(draftOf(footerPageDraftSchema, await body(request))),
    }),
    adminJson,
  ],
  [
    'PUT',
    /^\/footer-pages\/(\d+)$/,
    async ({ repo, params, request }) => ({
      data: await repo.footerPages.update(num(params[0]), draftOf(footerPageDraftSchema, await body(request))),
    }),
    adminJson,
  ],
  [
    'DELETE',
    /^\/footer-pages\/(\d+)$/,
    async ({ repo, params }) => repo.footerPages.remove(num(params[0])).then(() => ({ success: true })),
    noBody,
  ],
  [
    'GET',
    /^\/configurations\/([a-z-]+)$/,
    async ({ repo, params }) => ({ settings: await repo.configurations.get(heroKey(params[0])) }),
  ],
  [
    'GET',
    /^\/public\/configurations\/([a-z-]+)$/,
    async ({ repo, params }) => ({ settings: await repo.configurations.getPublic(heroKey(params[0])) }),
  ],
  [
    'POST',
    /^\/configurations\/settings\/([a-z-]+)$/,
    async ({ repo, params, request }) => {
      const form = await readForm(request);
      const data = jsonField<{ opacity?: number; imageDescription?: string }>(form, 'data', {});
      return {
        settings: await repo.configurations.save(heroKey(params[0]), {
          ...data,
          file: file(form, 'file') ?? undefined,
        }),
      };
    },
    adminForm,
  ],
  [
    'DELETE',
    /^\/configuration\/settings\/([a-z-]+)$/,
    async ({ repo, params }) => repo.configurations.remove(heroKey(params[0])).then(() => ({ success: true })),
    noBody,
  ],
];
