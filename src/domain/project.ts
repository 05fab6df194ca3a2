import { z } from 'zod';
import { deadlineEnd } from './common-rules';
import { idSchema, isoDateTimeSchema, optionalDateSchema, requiredIdSchema, requiredText } from './common';
import { messages } from './messages';
import { newFileSchema } from './task';

/** The admin form offers active, completed, on_hold; list labels also know planning and archived. */
export const projectFormStatuses = ['active', 'completed', 'on_hold'] as const;
export const projectStatusSchema = z.enum(['active', 'completed', 'on_hold', 'planning', 'archived']);
export type ProjectStatus = z.infer<typeof projectStatusSchema>;

export const featureSchema = z.object({
  title: z.string(),
  description: z.string(),
  sortOrder: z.number().int().nonnegative().default(0),
});
export type Feature = z.infer<typeof featureSchema>;

export const projectSchema = z.object({
  id: idSchema,
  title: z.string(),
  description: z.string(),
  fullDescription: z.string(),
  imageUrl: z.string().nullable(),
  additionalImages: z.array(z.string()),
  featured: z.boolean(),
  technologies: z.array(z.string()),
  status: projectStatusSchema,
  features: z.array(featureSchema),
  startDate: z.string().nullable(),
  endDate: z.string().nullable(),
  deadline: z.string().nullable(),
  projectGroupId: idSchema,
  members: z.array(idSchema),
  category: z.string().nullable(),
  createdAt: isoDateTimeSchema,
  createdBy: idSchema.nullable(),
});
export type Project = z.infer<typeof projectSchema>;

export const projectDraftSchema = z.object({
  title: requiredText(),
  projectGroupId: requiredIdSchema,
  description: requiredText(),
  fullDescription: z.string().trim().default(''),
  imageUrl: z.string().nullable().default(null),
  /** A new main image; replaces imageUrl. */
  file: newFileSchema.nullable().default(null),
  additionalImages: z.array(z.string()).default([]),
  additionalFiles: z.array(newFileSchema).default([]),
  featured: z.boolean().default(false),
  technologies: z.array(z.string().trim().min(1)).default([]),
  status: projectStatusSchema.default('active'),
  features: z.array(featureSchema).default([]),
  startDate: z.string({ error: messages.requiredFields }).min(1, messages.requiredFields),
  endDate: optionalDateSchema,
  deadline: optionalDateSchema,
  members: z.array(idSchema).default([]),
  category: z.string().nullable().default(null),
});
export type ProjectDraft = z.input<typeof projectDraftSchema>;

/** Project status label (SPEC §4): active = Aktiv, completed = Abgeschlossen, otherwise In Planung. */
export function projectStatusLabel(status: ProjectStatus): string {
  if (status === 'active') return 'Aktiv';
  if (status === 'completed') return 'Abgeschlossen';
  return 'In Planung';
}

/** Overdue: deadline (else end date) past and not completed. */
export function isProjectOverdue(project: Pick<Project, 'deadline' | 'endDate' | 'status'>, now: Date = new Date()): boolean {
  const due = project.deadline ?? project.endDate;
  if (!due || project.status === 'completed') return false;
  return deadlineEnd(due).getTime() < now.getTime();
}
