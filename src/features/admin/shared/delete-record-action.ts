import type { ActionFunctionArgs } from 'react-router-dom';
import { parseId } from '../../../domain/common-rules';
import { NotFoundError } from '../../../data/errors';
import { repository } from '../../../data/repository-instance';
import { writeInPlace, type InPlaceAnswer } from '../../shared/in-place-write';
import { categoryAdminTexts } from '../categories/texts';
import { footerPagesTexts } from '../footer-pages/texts';
import { groupsTexts } from '../groups/texts';
import { invitationsTexts } from '../invitations/texts';
import { pollAdminTexts } from '../polls/texts';
import { productAdminTexts } from '../products/texts';
import { projectTexts } from '../projects/texts';
import { usersTexts } from '../users/texts';

/** The admin tables' records, each with what its tab says when a delete succeeds or fails. */
const deleteTexts = {
  users: usersTexts,
  groups: groupsTexts,
  projects: projectTexts,
  whitelist: invitationsTexts,
  polls: pollAdminTexts,
  products: productAdminTexts,
  categories: categoryAdminTexts,
  footerPages: footerPagesTexts,
} satisfies Record<string, { deleted: string; deleteFailed: string }>;

/** A store of records the admin tables delete by id. */
export type DeletableStore = keyof typeof deleteTexts;

function isDeletableStore(value: unknown): value is DeletableStore {
  return typeof value === 'string' && Object.hasOwn(deleteTexts, value);
}

/** Where a row's delete is sent: the admin area's own action (a DELETE with `store` and `id`). */
export const DELETE_RECORD_PATH = '/admin?index';

/** Deletes a record of an admin table after its confirmation, with the tab's toast. */
export async function action({ request }: ActionFunctionArgs): Promise<InPlaceAnswer<void>> {
  const fields = await request.formData();
  const store = fields.get('store');
  const id = parseId(String(fields.get('id')));
  return writeInPlace(
    request,
    async () => {
      if (!isDeletableStore(store) || id === null) throw new NotFoundError();
      await repository()[store].remove(id);
    },
    isDeletableStore(store) ? { done: deleteTexts[store].deleted, failed: deleteTexts[store].deleteFailed } : {},
  );
}
