// Rules without zod, kept apart from the schemas in project.ts so that the public project pages and the reads load
// no schema library (docs/decisions/004-lean-first-visit.md). These names are imported from here only.
import { deadlineEnd } from './common-rules';
import type { Page } from './page';
import type { Project, ProjectStatus } from './project';
import { matchesText } from './text-search';

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
