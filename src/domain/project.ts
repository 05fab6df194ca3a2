import * as z from 'zod/mini';
import { idSchema, isoDateTimeSchema } from './common';
import { showcaseFields } from './showcase';

/** The admin form offers active, completed, on_hold; list labels also know planning and archived. */
export const projectFormStatuses = ['active', 'completed', 'on_hold'] as const;
export const projectStatusSchema = z.enum(['active', 'completed', 'on_hold', 'planning', 'archived']);
export type ProjectStatus = z.infer<typeof projectStatusSchema>;

export const featureSchema = z.object({
  title: z.string(),
  description: z.string(),
  sortOrder: z._default(z.number().check(z.int(), z.nonnegative()), 0),
});
export type Feature = z.infer<typeof featureSchema>;

export const projectSchema = z.object({
  id: idSchema,
  ...showcaseFields,
  status: projectStatusSchema,
  features: z.array(featureSchema),
  startDate: z.nullable(z.string()),
  endDate: z.nullable(z.string()),
  deadline: z.nullable(z.string()),
  projectGroupId: idSchema,
  members: z.array(idSchema),
  category: z.nullable(z.string()),
  createdAt: isoDateTimeSchema,
  createdBy: z.nullable(idSchema),
});
export type Project = z.infer<typeof projectSchema>;
