// Derived from `likeAnswer` by read-plans.test.ts; `npx vitest run src/data/http/read-plans.test.ts -u` derives it again.
import type * as z from 'zod/mini';
import type { likeAnswer } from '../answer-shapes';
import type { Plan } from '../read-plan';

export const likeAnswerPlan: Plan<z.output<typeof likeAnswer>> = {
  type: 'object',
  fields: {
    success: { type: 'default', of: { type: 'boolean' }, value: true },
    liked: { type: 'boolean' },
    likeCount: { type: 'number', int: true, min: 0 },
  },
};
