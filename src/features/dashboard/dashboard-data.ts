import type { Poll } from '../../domain/poll';
import type { Project } from '../../domain/project';
import { isTaskDone } from '../../domain/task-rules';
import type { Task } from '../../domain/task';

/** SPEC §9: the dashboard lists at most 3 open tasks per project. */
export const OPEN_TASKS_PER_PROJECT = 3;

export interface ProjectOpenTasks {
  project: Project;
  tasks: Task[];
  /** Open tasks beyond the ones shown. */
  more: number;
}

/** Open tasks (either vocabulary) per project, soonest deadline first, at most three each. */
export function openTasksByProject(projects: Project[], tasks: Task[]): ProjectOpenTasks[] {
  const byProject = new Map<number, Task[]>();
  for (const task of tasks) {
    if (isTaskDone(task.status)) continue;
    const list = byProject.get(task.projectId) ?? [];
    list.push(task);
    byProject.set(task.projectId, list);
  }
  return projects.flatMap((project) => {
    const open = (byProject.get(project.id) ?? []).sort(
      (a, b) => (a.deadline ?? '9999').localeCompare(b.deadline ?? '9999') || a.id - b.id,
    );
    if (open.length === 0) return [];
    return [{ project, tasks: open.slice(0, OPEN_TASKS_PER_PROJECT), more: Math.max(0, open.length - OPEN_TASKS_PER_PROJECT) }];
  });
}

/** Polls that are running: active status and flag; ended ones stay, marked 'Abgelaufen' on screen. */
export function runningPolls(polls: Poll[]): Poll[] {
  return polls.filter((p) => p.status === 'active' && p.isActive);
}
