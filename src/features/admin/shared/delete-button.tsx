import { Trash2 } from '../../../ui/icons/trash';
import { errorMessage } from '../../../data/errors';
import { toast } from '../../../stores/toasts';
import { Button } from '../../../ui/button';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { NoticeDialog } from '../../../ui/notice-dialog';
import { adminTexts as t } from '../texts';

export interface DeleteButtonProps {
  /** What is deleted, named in the question, e.g. the product's title. */
  name: string;
  onDelete: () => Promise<void>;
  successText: string;
  errorText: string;
  /** Extra sentence before 'cannot be undone', e.g. what is deleted along with it. */
  detail?: string;
  /**
   * Why the item cannot be deleted now (e.g. a category still in use): the dialog says so and offers no delete,
   * which the store would only refuse.
   */
  blocked?: string;
}

/** Deletes after a confirmation naming the item; shows the spec's success or error toast. */
export function DeleteButton({ name, onDelete, successText, errorText, detail, blocked }: DeleteButtonProps) {
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
      onConfirm={async () => {
        try {
          await onDelete();
          toast.success(successText);
        } catch (error) {
          toast.error(errorMessage(error, errorText));
        }
      }}
    />
  );
}
