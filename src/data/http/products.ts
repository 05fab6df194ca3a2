// The products as the admin manages them (SPEC §7): loaded with their first call, since no public page needs them.
import { firstOf } from '../../domain/page';
import { keptFeatures } from '../../domain/product-rules';
import type { ProductDraft } from '../../domain/product-draft';
import type { ProductQuery } from '../../domain/product-rules';
import { NotFoundError } from '../errors';
import type { Repository } from '../repository';
import type { HttpClient } from './client';
import { endpoints } from './endpoints';
import { answerOf, appendFiles, formData, listOf, parseData } from './parse';
import { productPlan } from './read-plans/product';
import { tolerant } from './tolerant';
import * as texts from '../texts';

const readProduct = tolerant(productPlan, 'Produkte', ['title']);
const readProducts = listOf(readProduct, 'Produkte');
const listFailed = texts.productsLoadFailed;
const queryOf = (query?: ProductQuery) => ({ search: query?.search, category: query?.category });

/**
 * SPEC §7: image or imageUrl, additionalImages (files) or additionalImageUrls; arrays as JSON text; createdBy.
 * Features as SPEC §3 and §5 give them: empty rows dropped, each with its sortOrder.
 */
function productForm(draft: ProductDraft, createdBy: number | null): FormData {
  const { image, imageUrl, additionalImages = [], additionalFiles = [], features, ...fields } = draft;
  const form = formData({
    ...fields,
    features: features && keptFeatures(features),
    createdBy: createdBy ?? undefined,
    image: image ? new File([image.blob], image.name, { type: image.type }) : undefined,
    imageUrl: image ? undefined : imageUrl,
    additionalImageUrls: additionalImages,
  });
  return appendFiles(form, 'additionalImages', additionalFiles);
}

/** `getUserId` gives the signed-in user's id, which SPEC §7 sends as createdBy with every product form. */
export function createHttpProducts(http: HttpClient, getUserId: () => number | null): Repository['products'] {
  const opts = (fallback: string) => ({ fallback, checkSuccess: true });
  const list: Repository['products']['list'] = async (query) =>
    parseData(
      readProducts,
      await http.get(endpoints.products, { ...opts(listFailed), query: queryOf(query) }),
      listFailed,
    );
  return {
    list,
    // The provider's API has no paging (SPEC §7): the page is cut from the full answer.
    page: async (query, limit) => firstOf(await list(query), limit),
    get: async (id) => {
      const found = (await list()).find((product) => product.id === id);
      if (!found) throw new NotFoundError(texts.productLoadFailed);
      return found;
    },
    create: async (draft) =>
      http.post(
        endpoints.products,
        { form: productForm(draft, getUserId()) },
        answerOf(readProduct),
        opts(texts.productCreateFailed),
      ),
    update: async (id, draft) =>
      http.post(
        endpoints.productUpdate(id),
        { form: productForm(draft, getUserId()) },
        answerOf(readProduct),
        opts(texts.productUpdateFailed),
      ),
    remove: async (id) => {
      await http.delete(endpoints.product(id), opts(texts.productRemoveFailed));
    },
  };
}
