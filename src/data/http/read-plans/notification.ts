// Derived from `notificationSchema` by read-plans.test.ts; `npx vitest run src/data/http/read-plans.test.ts -u` derives it again.
import type * as z from 'zod/mini';
import type { notificationSchema } from '../../../domain/notification';
import type { Plan } from '../read-plan';

export const notificationPlan: Plan<z.output<typeof notificationSchema>> = {
  type: 'object',
  fields: {
    id: { type: 'id' },
    title: { type: 'string' },
    message: { type: 'string' },
    read: { type: 'boolean' },
    createdAt: { type: 'string', dateTime: true },
    userId: { type: 'id' },
    kind: {
      type: 'default',
      of: { type: 'enum', values: ['newProject', 'newTask', 'taskDeadline', 'taskComments', 'info'] },
      value: 'info',
    },
    link: { type: 'default', of: { type: 'nullable', of: { type: 'string' } }, value: null },
  },
};
