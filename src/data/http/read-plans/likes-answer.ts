// Derived from `likesAnswer` by read-plans.test.ts; `npx vitest run src/data/http/read-plans.test.ts -u` derives it again.
import type * as z from 'zod/mini';
import type { likesAnswer } from '../answer-shapes';
import type { Plan } from '../read-plan';

export const likesAnswerPlan: Plan<z.output<typeof likesAnswer>> = {
  type: 'object',
  fields: { likeCount: { type: 'number', int: true, min: 0 }, hasLiked: { type: 'boolean' } },
};
