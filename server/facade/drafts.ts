// A write's body as the draft the store's port takes. The port types its drafts (UserDraft, ProductDraft, …); what
// comes over the wire is unknown until checked. It is checked here with the store's own schema and German messages
// (those of its `validate`, src/data/demo/context.ts) and handed on unchanged, so the store sees, and checks again,
// the very value it saw before. Who may write is asked first: a write without a session is refused before its body
// is read (serve-api.ts), a member's write to an admin's route before its draft is checked (the route's intake,
// api-facade.ts).
import { safeParse, type $ZodIssue, type $ZodType, type input, type output } from 'zod/v4/core';
import { inGerman } from '../../src/domain/german-zod-errors';
import { ValidationError } from '../../src/data/errors';

/** A draft's fields as a form gives them, each still to be checked: none missing, none misnamed. */
export type FormFields<T> = { [K in keyof T]-?: unknown };

/** The first issue's message and one per field, as the store's `validate` words them. */
function refusal(issues: readonly $ZodIssue[]): ValidationError {
  const fields: Record<string, string> = {};
  for (const issue of issues) fields[issue.path.join('.') || '_'] ??= issue.message;
  return new ValidationError(issues[0]?.message ?? 'Ungültige Eingabe', fields);
}

/** Whether `value` is what `schema` takes; `issues` hears what is wrong with a value it does not. */
function fits<S extends $ZodType>(schema: S, value: unknown, issues: $ZodIssue[]): value is input<S> {
  const result = safeParse(schema, value, inGerman);
  if (!result.success) issues.push(...result.error.issues);
  return result.success;
}

/** `value` unchanged, as the draft `schema` describes; a value it refuses is a 400 (ValidationError). */
export function draftOf<S extends $ZodType>(schema: S, value: unknown): input<S> {
  const issues: $ZodIssue[] = [];
  if (fits(schema, value, issues)) return value;
  throw refusal(issues);
}

/** What `schema` makes of `value`, for a port that takes the parsed form (defaults filled in). */
export function parsedBy<S extends $ZodType>(schema: S, value: unknown): output<S> {
  const result = safeParse(schema, value, inGerman);
  if (!result.success) throw refusal(result.error.issues);
  return result.data;
}

/** Whether `value` is one `schema` takes (a query's choice among fixed values). */
export const isOneOf = <S extends $ZodType>(schema: S, value: unknown): value is input<S> => fits(schema, value, []);
