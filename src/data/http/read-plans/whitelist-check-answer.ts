// Derived from `whitelistCheckAnswer` by read-plans.test.ts; `npx vitest run src/data/http/read-plans.test.ts -u` derives it again.
import type * as z from 'zod/mini';
import type { whitelistCheckAnswer } from '../answer-shapes';
import type { Plan } from '../read-plan';

export const whitelistCheckAnswerPlan: Plan<z.output<typeof whitelistCheckAnswer>> = {
  type: 'object',
  fields: {
    allowed: { type: 'optional', of: { type: 'boolean' } },
    whitelisted: { type: 'optional', of: { type: 'boolean' } },
    isWhitelisted: { type: 'optional', of: { type: 'boolean' } },
  },
};
