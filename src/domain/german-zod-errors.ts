import type { $ZodErrorMap } from 'zod/v4/core';
import * as messages from './core-messages';

/**
 * German for what the schemas leave to zod (an unknown enum value, a wrong type): the spec's messages sit on
 * the schemas and win over this map; without it zod would answer in English.
 */
export const germanZodErrors: $ZodErrorMap = (issue) => {
  if (issue.code === 'invalid_value') return messages.invalidChoice;
  if (issue.code === 'invalid_type' && issue.input === undefined) return messages.requiredFields;
  return messages.invalidInput;
};

/** Parse options for the store's checks and every form's resolver; zod's global config stays untouched. */
export const inGerman = { error: germanZodErrors };
