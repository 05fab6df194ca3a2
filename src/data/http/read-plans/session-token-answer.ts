// Derived from `sessionTokenAnswer` by read-plans.test.ts; `npx vitest run src/data/http/read-plans.test.ts -u` derives it again.
import type * as z from 'zod/mini';
import type { sessionTokenAnswer } from '../answer-shapes';
import type { Plan } from '../read-plan';

export const sessionTokenAnswerPlan: Plan<z.output<typeof sessionTokenAnswer>> = {
  type: 'object',
  fields: { token: { type: 'string', minLength: 1 } },
};
