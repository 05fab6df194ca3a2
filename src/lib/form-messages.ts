import type { FieldError, FieldValues, Path, Resolver, UseFormSetError } from 'react-hook-form';

function rank(order: readonly string[], message: string | undefined): number {
  const index = order.indexOf(message ?? '');
  return index === -1 ? order.length : index;
}

/**
 * Keeps only the field errors that carry the most important message, so a form shows one message at a time
 * in the order SPEC §5 gives (e.g. required fields before the e-mail pattern before matching passwords).
 */
export function oneMessageAtATime<TValues extends FieldValues, TOutput>(
  resolver: Resolver<TValues, unknown, TOutput>,
  order: readonly string[],
): Resolver<TValues, unknown, TOutput> {
  return async (values, context, options) => {
    const result = await resolver(values, context, options);
    const entries = Object.entries(result.errors) as [string, FieldError][];
    if (entries.length === 0) return result;
    const top = Math.min(...entries.map(([, error]) => rank(order, error.message)));
    const kept = entries.filter(([, error]) => rank(order, error.message) === top);
    return { values: {}, errors: Object.fromEntries(kept) as typeof result.errors };
  };
}

/** The message to show above the form: the most important one among the current field errors. */
export function topMessage(
  errors: Partial<Record<string, { message?: string } | undefined>>,
  order: readonly string[],
): string | undefined {
  const found = Object.values(errors).flatMap((error) => (error?.message ? [error.message] : []));
  return found.sort((a, b) => rank(order, a) - rank(order, b))[0];
}

/** Puts each of the server's reasons under its field and the focus on the first; false when there is none. */
export function showAtFields<TValues extends FieldValues>(
  setError: UseFormSetError<TValues>,
  reasons: readonly (readonly [Path<TValues>, string])[],
): boolean {
  reasons.forEach(([field, message], index) =>
    setError(field, { type: 'server', message }, { shouldFocus: index === 0 }),
  );
  return reasons.length > 0;
}
