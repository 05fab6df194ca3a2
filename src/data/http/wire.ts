import { isRecord } from './client';
import type { Reader } from './read-plan';

export type Fields = Record<string, unknown>;

/**
 * A reader that first takes an answer's record in the shape SPEC §3 gives for server answers, where that differs
 * from the domain's: the screens see one shape whichever adapter answered.
 */
export const fromWire =
  <T>(read: Reader<T>, wire: (raw: Fields) => Fields): Reader<T> =>
  (raw) =>
    read(isRecord(raw) ? wire(raw) : raw);

/** SPEC §7: creating a category "reads category from the answer" (`{ category }`, in `data` or not). */
export function categoryFields(raw: Fields): Fields {
  return isRecord(raw.category) ? raw.category : raw;
}
