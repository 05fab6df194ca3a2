import { waitFor } from '@testing-library/react';
import type { MockInstance } from 'vitest';

// What the form-limits tests (each feature's `form-limits.test.tsx`) share: the values that break a limit or a
// required field, and what a refused submit must show.

/** Only white space: empty to the reader. */
export const BLANK = ' \t  ';
/** One character over `max`. */
export const over = (max: number) => 'x'.repeat(max + 1);
/** An address of `length` characters that fits the e-mail pattern. */
export const addressOf = (length: number) => `${'a'.repeat(length - '@example.com'.length)}@example.com`;

/** One row of a form-limits table: a field, the case it breaks, the value typed and the message expected. */
export interface LimitRow<Form> {
  form: Form;
  field: string;
  case: string;
  value: string;
  message: string;
}

/**
 * The refusal a person meets: the field marked invalid, described by `message`, focused; the form's write not
 * made (`write`, unless the store is what refuses) and what a save would change as it was.
 */
export async function expectRefusedAtField(
  field: HTMLElement,
  message: string,
  nothingSaved: { write: MockInstance | null; stored: () => Promise<unknown>; before: unknown },
) {
  await waitFor(() => expect(field).toHaveAttribute('aria-invalid', 'true'));
  expect(field).toHaveAccessibleDescription(expect.stringContaining(message));
  await waitFor(() => expect(field).toHaveFocus());
  // Refused by the form itself, not by the store after a round trip.
  if (nothingSaved.write) expect(nothingSaved.write).not.toHaveBeenCalled();
  expect(await nothingSaved.stored()).toEqual(nothingSaved.before);
}
