// Derived from `projectGroupSchema` by read-plans.test.ts; `npx vitest run src/data/http/read-plans.test.ts -u` derives it again.
import type * as z from 'zod/mini';
import type { projectGroupSchema } from '../../../domain/project-group';
import type { Plan } from '../read-plan';

export const projectGroupPlan: Plan<z.output<typeof projectGroupSchema>> = {
  type: 'object',
  fields: {
    id: { type: 'id' },
    name: { type: 'string' },
    description: { type: 'string' },
    status: { type: 'enum', values: ['active', 'archived'] },
    type: { type: 'enum', values: ['collaborative', 'private'] },
    memberIds: { type: 'array', of: { type: 'id' } },
    adminId: { type: 'nullable', of: { type: 'id' } },
  },
};
