// Derived from `categorySchema` by read-plans.test.ts; `npx vitest run src/data/http/read-plans.test.ts -u` derives it again.
import type * as z from 'zod/mini';
import type { categorySchema } from '../../../domain/category';
import type { Plan } from '../read-plan';

export const categoryPlan: Plan<z.output<typeof categorySchema>> = {
  type: 'object',
  fields: {
    id: { type: 'id' },
    name: { type: 'string' },
    description: { type: 'string' },
    icon: { type: 'nullable', of: { type: 'string' } },
    active: { type: 'boolean' },
    createdAt: { type: 'default', of: { type: 'nullable', of: { type: 'string', dateTime: true } }, value: null },
    createdBy: { type: 'default', of: { type: 'nullable', of: { type: 'id' } }, value: null },
  },
};
