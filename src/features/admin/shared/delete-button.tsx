import { Trash2 } from '../../../ui/icons/trash';
import { Button } from '../../../ui/button';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { NoticeDialog } from '../../../ui/notice-dialog';
import { useInPlaceWrite } from '../../shared/in-place-write';
import { adminTexts as t } from '../texts';
import { DELETE_RECORD_PATH, type DeletableStore } from './delete-record-action';

export interface DeleteButtonProps {
  /** What is deleted, named in the question, e.g. the product's title. */
  name: string;
  /** The record: the admin area's action deletes it (delete-record-action.ts). */
  store: DeletableStore;
  id: number;
  /** Extra sentence before 'cannot be undone', e.g. what is deleted along with it. */
  detail?: string;
  /**
   * Why the item cannot be deleted now (e.g. a category still in use): the dialog says so and offers no delete,
   * which the store would only refuse.
   */
  blocked?: string;
}

/** Deletes after a confirmation naming the item; the action shows the spec's success or error toast. */
export function DeleteButton({ name, store, id, detail, blocked }: DeleteButtonProps) {
  const remove = useInPlaceWrite<void>(DELETE_RECORD_PATH);
  const trigger = (
    <Button variant="ghost" size="small" aria-label={`${t.delete}: ${name}`}>
      <Trash2 size={16} aria-hidden="true" />
    </Button>
  );
  if (blocked)
    return (
      <NoticeDialog
        trigger={trigger}
        title={t.cannotDeleteTitle(name)}
        description={blocked}
        closeLabel={t.understood}
      />
    );
  return (
    <ConfirmDialog
      trigger={trigger}
      title={t.deleteTitle(name)}
      description={detail ? `${detail} ${t.deleteText}` : t.deleteText}
      confirmLabel={t.delete}
      onConfirm={() => remove.send({ store, id: String(id) }, 'delete')}
    />
  );
}
