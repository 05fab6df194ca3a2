// Derived from `projectSchema` by read-plans.test.ts; `npx vitest run src/data/http/read-plans.test.ts -u` derives it again.
import type * as z from 'zod/mini';
import type { projectSchema } from '../../../domain/project';
import type { Plan } from '../read-plan';

export const projectPlan: Plan<z.output<typeof projectSchema>> = {
  type: 'object',
  fields: {
    id: { type: 'id' },
    title: { type: 'string' },
    description: { type: 'string' },
    fullDescription: { type: 'string' },
    imageUrl: { type: 'nullable', of: { type: 'string' } },
    additionalImages: { type: 'array', of: { type: 'string' } },
    featured: { type: 'boolean' },
    technologies: { type: 'array', of: { type: 'string' } },
    status: { type: 'enum', values: ['active', 'completed', 'on_hold', 'planning', 'archived'] },
    features: {
      type: 'array',
      of: {
        type: 'object',
        fields: {
          title: { type: 'string' },
          description: { type: 'string' },
          sortOrder: { type: 'default', of: { type: 'number', int: true, min: 0 }, value: 0 },
        },
      },
    },
    startDate: { type: 'nullable', of: { type: 'string' } },
    endDate: { type: 'nullable', of: { type: 'string' } },
    deadline: { type: 'nullable', of: { type: 'string' } },
    projectGroupId: { type: 'id' },
    members: { type: 'array', of: { type: 'id' } },
    category: { type: 'nullable', of: { type: 'string' } },
    createdAt: { type: 'string', dateTime: true },
    createdBy: { type: 'nullable', of: { type: 'id' } },
  },
};
