// Derived from `whitelistedEmailSchema` by read-plans.test.ts; `npx vitest run src/data/http/read-plans.test.ts -u` derives it again.
import type * as z from 'zod/mini';
import type { whitelistedEmailSchema } from '../../../domain/whitelist';
import type { Plan } from '../read-plan';

export const whitelistedEmailPlan: Plan<z.output<typeof whitelistedEmailSchema>> = {
  type: 'object',
  fields: {
    id: { type: 'id' },
    email: { type: 'string' },
    projectGroupId: { type: 'nullable', of: { type: 'id' } },
    isActive: { type: 'boolean' },
    projectGroup: {
      type: 'nullable',
      of: { type: 'object', fields: { id: { type: 'id' }, name: { type: 'string' } } },
    },
  },
};
