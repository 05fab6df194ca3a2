// Derived from `footerPageSchema` by read-plans.test.ts; `npx vitest run src/data/http/read-plans.test.ts -u` derives it again.
import type * as z from 'zod/mini';
import type { footerPageSchema } from '../../../domain/footer-page';
import type { Plan } from '../read-plan';

export const footerPagePlan: Plan<z.output<typeof footerPageSchema>> = {
  type: 'object',
  fields: {
    id: { type: 'id' },
    title: { type: 'string' },
    slug: { type: 'string' },
    content: { type: 'string' },
    status: { type: 'enum', values: ['draft', 'published'] },
    createdAt: { type: 'string', dateTime: true },
    updatedAt: { type: 'nullable', of: { type: 'string', dateTime: true } },
    updatedBy: { type: 'nullable', of: { type: 'id' } },
  },
};
