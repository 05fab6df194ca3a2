// Derived from `workshopRoomSchema` by read-plans.test.ts; `npx vitest run src/data/http/read-plans.test.ts -u` derives it again.
import type * as z from 'zod/mini';
import type { workshopRoomSchema } from '../../../domain/workshop-room';
import type { Plan } from '../read-plan';

export const workshopRoomPlan: Plan<z.output<typeof workshopRoomSchema>> = {
  type: 'object',
  fields: {
    addresses: { type: 'array', of: { type: 'object', fields: { name: { type: 'string' }, url: { type: 'string' } } } },
    onlyHere: { type: 'boolean' },
    connected: { type: 'number' },
    today: {
      type: 'object',
      fields: { comments: { type: 'number' }, votes: { type: 'number' }, uploads: { type: 'number' } },
    },
    lastSavedAt: { type: 'nullable', of: { type: 'string' } },
  },
};
