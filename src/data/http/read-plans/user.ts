// Derived from `userSchema` by read-plans.test.ts; `npx vitest run src/data/http/read-plans.test.ts -u` derives it again.
import type * as z from 'zod/mini';
import type { userSchema } from '../../../domain/user';
import type { Plan } from '../read-plan';

export const userPlan: Plan<z.output<typeof userSchema>> = {
  type: 'object',
  fields: {
    id: { type: 'id' },
    name: { type: 'string' },
    email: { type: 'string' },
    companyName: { type: 'string' },
    role: { type: 'enum', values: ['user', 'admin'] },
    roles: { type: 'array', of: { type: 'string' } },
    projectGroups: { type: 'array', of: { type: 'id' } },
    avatar: { type: 'default', of: { type: 'nullable', of: { type: 'string' } }, value: null },
    notificationSettings: {
      type: 'default',
      of: {
        type: 'object',
        fields: {
          newProject: { type: 'default', of: { type: 'boolean' }, value: true },
          newTask: { type: 'default', of: { type: 'boolean' }, value: true },
          taskDeadline: { type: 'default', of: { type: 'boolean' }, value: true },
          taskComments: { type: 'default', of: { type: 'boolean' }, value: true },
        },
      },
      value: { newProject: true, newTask: true, taskDeadline: true, taskComments: true },
    },
    createdAt: { type: 'string', dateTime: true },
    createdBy: { type: 'default', of: { type: 'nullable', of: { type: 'id' } }, value: null },
  },
};
