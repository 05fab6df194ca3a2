import { collaborativeProgress, isDueSoon } from './collaborative-project';
import type { TaskStatus } from './task';

// 10 March 2026, noon, local time.
const now = new Date(2026, 2, 10, 12, 0, 0);
const day = 24 * 60 * 60 * 1000;

function inDays(days: number): string {
  return new Date(now.getTime() + days * day).toISOString();
}

test('a task due within three days is due soon', () => {
  expect(isDueSoon({ deadline: inDays(1), status: 'todo' }, now)).toBe(true);
  expect(isDueSoon({ deadline: inDays(3), status: 'in_progress' }, now)).toBe(true);
});

test('a task due in four days is not due soon', () => {
  expect(isDueSoon({ deadline: inDays(4), status: 'todo' }, now)).toBe(false);
});

test('a task whose deadline passed is not due soon', () => {
  expect(isDueSoon({ deadline: inDays(-1), status: 'todo' }, now)).toBe(false);
});

test('a completed task is not due soon', () => {
  expect(isDueSoon({ deadline: inDays(1), status: 'completed' }, now)).toBe(false);
  expect(isDueSoon({ deadline: inDays(1), status: 'done' }, now)).toBe(false);
});

test('a task without a deadline is not due soon', () => {
  expect(isDueSoon({ deadline: null, status: 'todo' }, now)).toBe(false);
});

test('a task with a date-only deadline of today is due soon until the day ends', () => {
  expect(isDueSoon({ deadline: '2026-03-10', status: 'todo' }, new Date(2026, 2, 10, 9, 0))).toBe(true);
});

test('collaborative progress is the rounded share of done tasks in percent', () => {
  const tasks = (statuses: TaskStatus[]) => statuses.map((status) => ({ status }));
  expect(collaborativeProgress(tasks(['completed', 'todo', 'in_progress']))).toBe(33);
  expect(collaborativeProgress(tasks(['completed', 'done', 'open']))).toBe(67);
  expect(collaborativeProgress(tasks(['completed', 'done']))).toBe(100);
  expect(collaborativeProgress(tasks(['open', 'in-progress']))).toBe(0);
});

test('a project without tasks has no progress', () => {
  expect(collaborativeProgress([])).toBe(0);
});
