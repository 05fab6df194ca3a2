import type { CollaborativeProject } from '../../domain/collaborative-project';
import type { User } from '../../domain/user';
import { isProjectOverdue as isOverdue } from '../../domain/project-rules';
import { isAdmin } from '../../domain/roles';
import { createCollaborativeProjects } from './sample-data';

/** The sample projects the user may see: those of their groups; admins see all. */
export function projectsFor(user: User | null, now: Date): CollaborativeProject[] {
  if (!user) return [];
  const all = createCollaborativeProjects(now);
  return isAdmin(user) ? all : all.filter((p) => user.projectGroups.includes(p.projectGroupId));
}

/** One project, or null when unknown or outside the user's groups (both show 'Projekt nicht gefunden'). */
export function projectFor(user: User | null, id: number | null, now: Date): CollaborativeProject | null {
  if (id === null) return null;
  return projectsFor(user, now).find((p) => p.id === id) ?? null;
}

/** SPEC §4's rule for every project: the deadline has passed and the project is not completed. */
export function isProjectOverdue(project: Pick<CollaborativeProject, 'status' | 'deadline'>, now: Date): boolean {
  return isOverdue({ status: project.status, deadline: project.deadline, endDate: null }, now);
}
