import { productDraftSchema, type ProductDraft } from '../../src/domain/product-draft';
import { draftOf, type FormFields } from './drafts';
import { adminForm, noBody } from './intake';
import { num, text, jsonField, files, file, bool, orNull, type Route, readForm } from './wire';

function productFields(form: FormData): FormFields<ProductDraft> {
  return {
    title: text(form, 'title') ?? '',
    description: text(form, 'description') ?? '',
    fullDescription: text(form, 'fullDescription') ?? '',
    category: text(form, 'category') ?? '',
    technologies: jsonField<string[]>(form, 'technologies', []),
    status: text(form, 'status') ?? 'draft',
    featured: bool(text(form, 'featured')),
    features: jsonField(form, 'features', []),
    image: file(form, 'image'),
    imageUrl: orNull(text(form, 'imageUrl')),
    additionalImages: jsonField<string[]>(form, 'additionalImageUrls', []),
    additionalFiles: files(form, 'additionalImages'),
  };
}

const productDraft = (form: FormData) => draftOf(productDraftSchema, productFields(form));

/** The admin's products and the public catalogue of SPEC §7. */
export const productRoutes: Route[] = [
  [
    'GET',
    /^\/products$/,
    async ({ repo, url }) => ({
      success: true,
      data: await repo.products.list({
        search: url.searchParams.get('search') ?? undefined,
        category: url.searchParams.get('category') ?? undefined,
      }),
    }),
  ],
  [
    'POST',
    /^\/products$/,
    async ({ repo, request }) => ({
      success: true,
      data: await repo.products.create(productDraft(await readForm(request))),
    }),
    adminForm,
  ],
  [
    'POST',
    /^\/products\/(\d+)\/update$/,
    async ({ repo, params, request }) => ({
      success: true,
      data: await repo.products.update(num(params[0]), productDraft(await readForm(request))),
    }),
    adminForm,
  ],
  [
    'DELETE',
    /^\/products\/(\d+)$/,
    async ({ repo, params }) => repo.products.remove(num(params[0])).then(() => ({ success: true })),
    noBody,
  ],
  [
    'GET',
    /^\/public\/products$/,
    async ({ repo, url }) => ({
      success: true,
      data: await repo.publicProducts.list({
        search: url.searchParams.get('search') ?? undefined,
        category: url.searchParams.get('category') ?? undefined,
      }),
    }),
  ],
  [
    'GET',
    /^\/public\/products\/featured$/,
    async ({ repo }) => ({ success: true, data: await repo.publicProducts.featured() }),
  ],
  [
    'GET',
    /^\/public\/products\/(\d+)$/,
    async ({ repo, params }) => ({ success: true, data: await repo.publicProducts.get(num(params[0])) }),
  ],
  [
    'GET',
    /^\/public\/products\/(\d+)\/similar$/,
    async ({ repo, params }) => ({ success: true, data: await repo.publicProducts.similar(num(params[0])) }),
  ],
];
