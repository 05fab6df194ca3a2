import { replace, type ActionFunctionArgs } from 'react-router-dom';
import { parseId } from '../../domain/common-rules';
import { NotFoundError } from '../../data/errors';
import { repository } from '../../data/repository-instance';
import { writeInPlace, type InPlaceAnswer } from '../shared/in-place-write';
import { productTexts as t } from './product-texts';

/** The product page's DELETE (the admin's 'Löschen'): deletes the product and goes back to the catalogue. */
export async function action({ params, request }: ActionFunctionArgs): Promise<InPlaceAnswer<void> | Response> {
  const deleted = await writeInPlace(
    request,
    async () => {
      const id = parseId(params.id);
      if (id === null) throw new NotFoundError();
      await repository().products.remove(id);
    },
    { done: t.deleted, failed: t.deleteFailed },
  );
  return deleted.ok ? replace('/produkte') : deleted;
}
