import * as z from 'zod/mini';
import { isRecord } from './client';

export type Fields = Record<string, unknown>;

/**
 * A domain schema that first reads an answer's record in the shape SPEC §3 gives for server answers, where that
 * differs from the domain's: the screens see one shape whichever adapter answered.
 */
export function fromWire<S extends z.ZodMiniType>(
  schema: S,
  read: (raw: Fields) => Fields,
): z.ZodMiniType<z.output<S>> {
  const untyped: z.ZodMiniType = schema;
  // The pipe's output is the schema's; zod cannot type a pipe from a generic schema, hence the one assertion.
  return z.pipe(
    z.transform((raw: unknown) => (isRecord(raw) ? read(raw) : raw)),
    untyped,
  ) as z.ZodMiniType<z.output<S>>;
}

/** SPEC §7: creating a category "reads category from the answer" (`{ category }`, in `data` or not). */
export function categoryFields(raw: Fields): Fields {
  return isRecord(raw.category) ? raw.category : raw;
}
