import { createContext, useContext } from 'react';

/*
 * Kept free of react-hook-form: FormField is on first visits (sign-in, the catalogue's filters) that have no
 * react-hook-form form, and importing the library here would put it into those visits. FieldForm, which has the
 * form, hands its errors down through this context.
 */

/** What the fields of a form need to know: its errors, and where its summary is and which messages it shows. */
export interface FormSummaryScope {
  id: string;
  /** The SPEC §5 messages this form shows once above its fields, in the spec's order. */
  order: readonly string[];
  /** react-hook-form's `formState.errors`, nested by field name (`features.0.title`). */
  errors: object;
}

export const FormSummaryContext = createContext<FormSummaryScope>({ id: '', order: [], errors: {} });

interface FieldErrorShape {
  message?: unknown;
  root?: { message?: unknown };
}

/** The error at a dotted field name, as react-hook-form's `get` would find it. */
function errorAt(errors: object, name: string): FieldErrorShape | undefined {
  let node: unknown = errors;
  for (const key of name.split('.')) {
    if (typeof node !== 'object' || node === null) return undefined;
    node = (node as Record<string, unknown>)[key];
  }
  return typeof node === 'object' && node !== null ? (node as FieldErrorShape) : undefined;
}

const text = (value: unknown) => (typeof value === 'string' ? value : undefined);

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

/** A registered field's state, read from its FieldForm's errors: its own message or its line in the summary. */
export function useFieldState(name: string | undefined): FieldState {
  const { errors } = useContext(FormSummaryContext);
  const error = name === undefined ? undefined : errorAt(errors, name);
  const message = text(error?.message) ?? text(error?.root?.message);
  const summaryId = useSummaryMessageId(message);
  return { error: summaryId ? undefined : message, invalid: error !== undefined, summaryId };
}
