// Derived from `pollSchema` by read-plans.test.ts; `npx vitest run src/data/http/read-plans.test.ts -u` derives it again.
import type * as z from 'zod/mini';
import type { pollSchema } from '../../../domain/poll';
import type { Plan } from '../read-plan';

export const pollPlan: Plan<z.output<typeof pollSchema>> = {
  type: 'object',
  fields: {
    id: { type: 'id' },
    title: { type: 'string' },
    description: { type: 'string' },
    options: {
      type: 'array',
      of: {
        type: 'object',
        fields: { id: { type: 'id' }, text: { type: 'string' }, votes: { type: 'number', int: true, min: 0 } },
      },
    },
    startDate: { type: 'nullable', of: { type: 'string' } },
    endDate: { type: 'nullable', of: { type: 'string' } },
    projectGroupIds: { type: 'array', of: { type: 'id' } },
    projectGroups: { type: 'array', of: { type: 'object', fields: { id: { type: 'id' }, name: { type: 'string' } } } },
    isActive: { type: 'boolean' },
    status: { type: 'enum', values: ['active', 'completed', 'draft'] },
    hasVoted: { type: 'boolean' },
    userVoteId: { type: 'nullable', of: { type: 'id' } },
    createdAt: { type: 'string', dateTime: true },
  },
};
