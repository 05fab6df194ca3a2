import * as z from 'zod/mini';
import { idSchema, isoDateTimeSchema } from './common';

export const categorySchema = z.object({
  id: idSchema,
  name: z.string(),
  description: z.string(),
  icon: z.nullable(z.string()),
  active: z.boolean(),
  createdAt: z._default(z.nullable(isoDateTimeSchema), null),
  createdBy: z._default(z.nullable(idSchema), null),
});
export type Category = z.infer<typeof categorySchema>;
