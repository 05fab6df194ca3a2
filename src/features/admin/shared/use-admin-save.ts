import { useState } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { errorMessage, fieldReasons } from '../../../data/errors';
import { showAtFields } from '../../../lib/form-messages';
import { toast } from '../../../stores/toasts';

interface AdminSaveOptions<TValues extends FieldValues> {
  /** The fields the store may name a reason for. */
  fields: readonly Path<TValues>[];
  /** The spec's text when the store gives no message of its own. */
  fallback: string;
  /** Takes a refusal before the rest, e.g. a taken address that belongs to one field; true when it did. */
  claim?: (error: unknown) => boolean;
}

/**
 * An admin form's save: the store's reasons go to their fields (the focus to the first), any other refusal stays
 * above the form and is said in a toast. The form keeps every entry either way. What it returns is what
 * AdminForm takes: the form, the refusal, and the submit.
 */
export function useAdminSave<TValues extends FieldValues, TOutput>(
  form: UseFormReturn<TValues, unknown, TOutput>,
  onSave: (values: TOutput) => Promise<void>,
  { fields, fallback, claim }: AdminSaveOptions<TValues>,
) {
  const [failure, setFailure] = useState<string | null>(null);
  const onSubmit = form.handleSubmit(
    async (values) => {
      setFailure(null);
      try {
        await onSave(values);
      } catch (error) {
        if (claim?.(error) || showAtFields(form.setError, fieldReasons(error, fields))) return;
        const message = errorMessage(error, fallback);
        setFailure(message);
        toast.error(message);
      }
    },
    () => setFailure(null),
  );
  return { form, failure, onSubmit };
}

/**
 * A long form's save (polls, projects): a refusal is said above the form, which AdminForm's `focusedFailure`
 * brings into focus, and the fields it names are marked as well; no toast, as the focused message says it.
 */
export function useFocusedSave<TValues extends FieldValues, TOutput>(
  form: UseFormReturn<TValues, unknown, TOutput>,
  fields: readonly Path<TValues>[],
  fallback: string,
) {
  const [failure, setFailure] = useState<string | null>(null);
  async function save(draft: () => Promise<void>) {
    setFailure(null);
    try {
      await draft();
    } catch (error) {
      setFailure(errorMessage(error, fallback));
      for (const [field, message] of fieldReasons(error, fields)) form.setError(field, { message });
    }
  }
  return { failure, save };
}
