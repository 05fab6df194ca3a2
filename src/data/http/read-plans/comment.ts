// Derived from `commentSchema` by read-plans.test.ts; `npx vitest run src/data/http/read-plans.test.ts -u` derives it again.
import type * as z from 'zod/mini';
import type { commentSchema } from '../../../domain/comment';
import type { Plan } from '../read-plan';

export const commentPlan: Plan<z.output<typeof commentSchema>> = {
  type: 'object',
  fields: {
    id: { type: 'id' },
    taskId: { type: 'id' },
    content: { type: 'string' },
    createdAt: { type: 'string', dateTime: true },
    createdBy: { type: 'object', fields: { id: { type: 'id' }, name: { type: 'string' } } },
    likeCount: { type: 'number', int: true, min: 0 },
    hasLiked: { type: 'boolean' },
    attachments: {
      type: 'array',
      of: {
        type: 'object',
        fields: { name: { type: 'string' }, url: { type: 'string' }, size: { type: 'number', min: 0 } },
      },
    },
    parentId: { type: 'nullable', of: { type: 'id' } },
  },
};
