import * as z from 'zod/mini';
import { deadlineEnd } from './common-rules';
import { idSchema, isoDateTimeSchema } from './common';
import type { Page } from './page';
import { showcaseFields } from './showcase';
import { matchesText } from './text-search';

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

/** How many projects each group has, from the group id of every project. */
export function countProjectsByGroup(groupIds: readonly number[]): Record<number, number> {
  const counts: Record<number, number> = {};
  for (const id of groupIds) counts[id] = (counts[id] ?? 0) + 1;
  return counts;
}

/** A project search: title, description or group name contain the text (empty: every project). */
export function matchesProjectSearch(
  project: Pick<Project, 'title' | 'description' | 'projectGroupId'>,
  search: string,
  groupNames: ReadonlyMap<number, string>,
): boolean {
  return matchesText(search, [project.title, project.description, groupNames.get(project.projectGroupId) ?? '']);
}

export interface ProjectQuery {
  search?: string;
}

/** The newest `limit` projects (of a search) and how many there are in all. */
export type ProjectPage = Page<Project>;

/** Project status label (SPEC §4): active = Aktiv, completed = Abgeschlossen, otherwise In Planung. */
export function projectStatusLabel(status: ProjectStatus): string {
  if (status === 'active') return 'Aktiv';
  if (status === 'completed') return 'Abgeschlossen';
  return 'In Planung';
}

/** Overdue: deadline (else end date) past and not completed. */
export function isProjectOverdue(
  project: Pick<Project, 'deadline' | 'endDate' | 'status'>,
  now: Date = new Date(),
): boolean {
  const due = project.deadline ?? project.endDate;
  if (!due || project.status === 'completed') return false;
  return deadlineEnd(due).getTime() < now.getTime();
}
