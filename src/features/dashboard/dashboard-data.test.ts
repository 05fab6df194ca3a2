import type { Poll } from '../../domain/poll';
import type { Project } from '../../domain/project';
import type { Task, TaskStatus } from '../../domain/task';
import { summarizeProjectTasks } from '../../domain/task-summary';
import { openTasksByProject, runningPolls } from './dashboard-data';

const project = (id: number) => ({ id, title: `P${id}` }) as Project;
const task = (id: number, projectId: number, status: TaskStatus, deadline: string | null = null) =>
  ({ id, projectId, status, deadline }) as Task;

test('at most three open tasks per project, done ones of either vocabulary hidden, soonest deadline first', () => {
  const tasks = [
    task(1, 1, 'done'),
    task(2, 1, 'completed'),
    task(3, 1, 'todo', '2026-03-05'),
    task(4, 1, 'open', '2026-03-01'),
    task(5, 1, 'in-progress'),
    task(6, 1, 'in_progress', '2026-03-03'),
    task(7, 2, 'done'),
  ];
  const projects = [project(1), project(2)];
  const result = openTasksByProject(projects, summarizeProjectTasks([1, 2], tasks));
  expect(result).toHaveLength(1);
  expect(result[0]!.tasks.map((t) => t.id)).toEqual([4, 6, 3]);
  expect(result[0]!.more).toBe(1);
});

test('summaries count each phase in either vocabulary and keep the order of the projects asked for', () => {
  const tasks = [
    task(1, 2, 'done'),
    task(2, 2, 'completed'),
    task(3, 2, 'open'),
    task(4, 1, 'in-progress'),
    task(5, 9, 'todo'),
  ];
  const summaries = summarizeProjectTasks([2, 1, 3], tasks);
  expect(summaries.map((s) => [s.projectId, s.counts])).toEqual([
    [2, { todo: 1, in_progress: 0, done: 2 }],
    [1, { todo: 0, in_progress: 1, done: 0 }],
    [3, { todo: 0, in_progress: 0, done: 0 }],
  ]);
});

test('running polls: active by flag and status, start date reached; ended ones stay for the Abgelaufen mark', () => {
  const poll = (id: number, fields: Partial<Poll>) =>
    ({ id, isActive: true, status: 'active', startDate: null, endDate: null, ...fields }) as Poll;
  const now = new Date(2026, 2, 10, 9, 0);
  const polls = [
    poll(1, {}),
    poll(2, { startDate: '2026-03-10' }),
    poll(3, { startDate: '2026-03-11' }),
    poll(4, { endDate: '2026-03-01' }),
    poll(5, { isActive: false }),
    poll(6, { status: 'draft' }),
  ];
  expect(runningPolls(polls, now).map((p) => p.id)).toEqual([1, 2, 4]);
});
