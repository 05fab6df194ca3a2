import { useCallback, useRef, useState } from 'react';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { Modal } from '../../ui/modal';
import { TaskForm, type TaskFormProps } from './task-form';
import { taskTexts as t } from './texts';

export interface TaskFormModalProps extends Omit<TaskFormProps, 'onCancel' | 'onDirtyChange'> {
  open: boolean;
  title: string;
  /** Closes the modal without saving; called only once nothing typed would be lost or the user agreed. */
  onClose: () => void;
}

/**
 * The task form in a modal. Every way of closing it unsaved — 'Abbrechen', Escape, the × button, a click
 * beside it — asks first when something was changed, as the admin forms' 'Zurück' does.
 */
export function TaskFormModal({ open, title, onClose, ...form }: TaskFormModalProps) {
  // A ref, not state: Radix may call an onOpenChange from the render before the latest keystroke, and a
  // stale "not dirty" would close the modal without asking (seen in Chromium on Escape right after typing).
  const dirty = useRef(false);
  const trackDirty = useCallback((value: boolean) => {
    dirty.current = value;
  }, []);
  const [asking, setAsking] = useState(false);
  const requestClose = () => (dirty.current ? setAsking(true) : onClose());
  return (
    <Modal
      open={open}
      onOpenChange={(next) => {
        if (!next) requestClose();
      }}
      title={title}
    >
      <TaskForm {...form} onCancel={requestClose} onDirtyChange={trackDirty} />
      <ConfirmDialog
        open={asking}
        onOpenChange={setAsking}
        title={t.form.discardTitle}
        description={t.form.discardText}
        confirmLabel={t.form.discardConfirm}
        onConfirm={onClose}
      />
    </Modal>
  );
}
