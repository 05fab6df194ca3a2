// Derived from `productSchema` by read-plans.test.ts; `npx vitest run src/data/http/read-plans.test.ts -u` derives it again.
import type * as z from 'zod/mini';
import type { productSchema } from '../../../domain/product';
import type { Plan } from '../read-plan';

export const productPlan: Plan<z.output<typeof productSchema>> = {
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
    category: { type: 'string' },
    status: { type: 'enum', values: ['draft', 'published'] },
    features: {
      type: 'array',
      of: {
        type: 'object',
        fields: {
          id: { type: 'optional', of: { type: 'id' } },
          title: { type: 'string' },
          description: { type: 'string' },
          sortOrder: { type: 'number', int: true, min: 0 },
        },
      },
    },
    createdBy: { type: 'nullable', of: { type: 'id' } },
    createdAt: { type: 'default', of: { type: 'nullable', of: { type: 'string', dateTime: true } }, value: null },
    updatedAt: { type: 'default', of: { type: 'nullable', of: { type: 'string', dateTime: true } }, value: null },
  },
};
