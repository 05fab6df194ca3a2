// Derived from `registrationAnswer` by read-plans.test.ts; `npx vitest run src/data/http/read-plans.test.ts -u` derives it again.
import type * as z from 'zod/mini';
import type { registrationAnswer } from '../answer-shapes';
import type { Plan } from '../read-plan';

export const registrationAnswerPlan: Plan<z.output<typeof registrationAnswer>> = {
  type: 'object',
  fields: {
    success: { type: 'optional', of: { type: 'boolean' } },
    message: { type: 'optional', of: { type: 'string' } },
  },
};
