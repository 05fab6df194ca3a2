import { createContext, useContext } from 'react';
import { get, useFormState, type FieldError } from 'react-hook-form';

/** What the fields of a form need to know about its summary: where it is and which messages it shows. */
export interface FormSummaryScope {
  id: string;
  /** The SPEC §5 messages this form shows once above its fields, in the spec's order. */
  order: readonly string[];
}

export const FormSummaryContext = createContext<FormSummaryScope>({ id: '', order: [] });

/** The id of the summary line that says `message`; undefined when the summary does not show it. */
export function useSummaryMessageId(message: string | undefined): string | undefined {
  const { id, order } = useContext(FormSummaryContext);
  const index = message ? order.indexOf(message) : -1;
  return index === -1 ? undefined : `${id}-${index}`;
}

export interface FieldState {
  /** A message of the field's own (not one the summary shows). */
  error?: string;
  invalid: boolean;
  /** The summary line that describes the field. */
  summaryId?: string;
}

/** A registered field's state, read from react-hook-form's context: its own message or its line in the summary. */
export function useFieldState(name: string): FieldState {
  const { errors } = useFormState({ name });
  const error = get(errors, name) as FieldError | undefined;
  const message = error?.message ?? error?.root?.message;
  const summaryId = useSummaryMessageId(message);
  return { error: summaryId ? undefined : message, invalid: error !== undefined, summaryId };
}
