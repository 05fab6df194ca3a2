// Derived from `heroSettingSchema` by read-plans.test.ts; `npx vitest run src/data/http/read-plans.test.ts -u` derives it again.
import type * as z from 'zod/mini';
import type { heroSettingSchema } from '../../../domain/hero-setting';
import type { Plan } from '../read-plan';

export const heroSettingPlan: Plan<z.output<typeof heroSettingSchema>> = {
  type: 'object',
  fields: {
    file: { type: 'nullable', of: { type: 'string' } },
    opacity: { type: 'number', min: 0, max: 1 },
    imageDescription: { type: 'string' },
  },
};
