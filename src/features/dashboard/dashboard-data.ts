import { hasPollStarted } from '../../domain/poll-rules';
import type { Poll } from '../../domain/poll';
import type { Project } from '../../domain/project';
import type { Task } from '../../domain/task';
import { moreOpenTasks, type ProjectTaskSummary } from '../../domain/task-summary';

export interface ProjectOpenTasks {
  project: Project;
  tasks: Task[];
  /** Open tasks beyond the ones shown. */
  more: number;
}

/** Projects with open tasks, in the projects' order, each with its soonest open tasks (at most three). */
export function openTasksByProject(projects: Project[], summaries: ProjectTaskSummary[]): ProjectOpenTasks[] {
  const byProject = new Map(summaries.map((summary) => [summary.projectId, summary]));
  return projects.flatMap((project) => {
    const summary = byProject.get(project.id);
    if (!summary || summary.nextOpen.length === 0) return [];
    return [{ project, tasks: summary.nextOpen, more: moreOpenTasks(summary) }];
  });
}

/**
 * Polls that are running: active status and flag, start date reached; ended ones stay, marked 'Abgelaufen' on
 * screen. A poll whose start date is ahead appears on that day.
 */
export function runningPolls(polls: Poll[], now: Date = new Date()): Poll[] {
  return polls.filter((p) => p.status === 'active' && p.isActive && hasPollStarted(p, now));
}
