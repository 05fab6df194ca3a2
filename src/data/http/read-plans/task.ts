// Derived from `taskSchema` by read-plans.test.ts; `npx vitest run src/data/http/read-plans.test.ts -u` derives it again.
import type * as z from 'zod/mini';
import type { taskSchema } from '../../../domain/task';
import type { Plan } from '../read-plan';

export const taskPlan: Plan<z.output<typeof taskSchema>> = {
  type: 'object',
  fields: {
    id: { type: 'id' },
    projectId: { type: 'id' },
    title: { type: 'string' },
    description: { type: 'string' },
    status: { type: 'enum', values: ['todo', 'in_progress', 'done', 'open', 'in-progress', 'completed'] },
    priority: { type: 'enum', values: ['low', 'medium', 'high'] },
    assignedTo: { type: 'array', of: { type: 'id' } },
    deadline: { type: 'nullable', of: { type: 'string' } },
    attachments: {
      type: 'array',
      of: {
        type: 'object',
        fields: {
          id: { type: 'union', of: [{ type: 'id' }, { type: 'string' }] },
          name: { type: 'string', minLength: 1 },
          type: { type: 'enum', values: ['image', 'pdf', 'other'] },
          url: { type: 'string', minLength: 1 },
          size: { type: 'default', of: { type: 'number', min: 0 }, value: 0 },
          uploadedAt: {
            type: 'default',
            of: { type: 'nullable', of: { type: 'string', dateTime: true } },
            value: null,
          },
          uploadedBy: { type: 'default', of: { type: 'nullable', of: { type: 'id' } }, value: null },
        },
      },
    },
    createdAt: { type: 'string', dateTime: true },
    createdBy: { type: 'nullable', of: { type: 'id' } },
    updatedAt: { type: 'default', of: { type: 'nullable', of: { type: 'string', dateTime: true } }, value: null },
  },
};
