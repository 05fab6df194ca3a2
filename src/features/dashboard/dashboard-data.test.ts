import type { Project } from '../../domain/project';
import type { Task, TaskStatus } from '../../domain/task';
import { openTasksByProject } from './dashboard-data';

const project = (id: number) => ({ id, title: `P${id}` }) as Project;
const task = (id: number, projectId: number, status: TaskStatus, deadline: string | null = null) =>
  ({ id, projectId, status, deadline }) as Task;

test('at most three open tasks per project, done ones of either vocabulary hidden, soonest deadline first', () => {
  const tasks = [
    task(1, 1, 'done'), task(2, 1, 'completed'), task(3, 1, 'todo', '2026-03-05'), task(4, 1, 'open', '2026-03-01'),
    task(5, 1, 'in-progress'), task(6, 1, 'in_progress', '2026-03-03'), task(7, 2, 'done'),
  ];
  const result = openTasksByProject([project(1), project(2)], tasks);
  expect(result).toHaveLength(1);
  expect(result[0]!.tasks.map((t) => t.id)).toEqual([4, 6, 3]);
  expect(result[0]!.more).toBe(1);
});
