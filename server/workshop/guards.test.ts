// @vitest-environment node
import { COMMENT_FORM_LIMIT, FORM_LIMIT, JSON_LIMIT, bodyLimitOf, createSlidingWindow } from './guards';

test('body limits follow the domain: comments 3 × 2 MB, other forms 5 × 10 MB, each with 1 MB of text; JSON 1 MB', () => {
  const MB = 1024 * 1024;
  expect([JSON_LIMIT, COMMENT_FORM_LIMIT, FORM_LIMIT]).toEqual([MB, 7 * MB, 51 * MB]);
  expect(bodyLimitOf('/api/tasks/4/comments', 'multipart/form-data; boundary=x')).toBe(COMMENT_FORM_LIMIT);
  expect(bodyLimitOf('/api/tasks', 'multipart/form-data; boundary=x')).toBe(FORM_LIMIT);
  expect(bodyLimitOf('/api/tasks/4/comments', 'application/json')).toBe(JSON_LIMIT);
  expect(bodyLimitOf('/api/login', undefined)).toBe(JSON_LIMIT);
});

test('the sliding window lets events in again as old ones leave it, per key, and forgets idle keys', () => {
  let now = 0;
  const window = createSlidingWindow(2, 1000, () => now);
  expect([window.take('a'), window.take('a'), window.take('a'), window.take('b')]).toEqual([true, true, false, true]);
  now = 600;
  expect(window.take('a')).toBe(false);
  expect(window.waitMs('a')).toBe(400);
  now = 1000;
  expect([window.full('a'), window.take('a'), window.take('a'), window.full('a')]).toEqual([false, true, true, true]);
  now = 5000;
  window.prune();
  expect(window.full('a')).toBe(false);
  window.add('c');
  window.add('c');
  window.add('c');
  expect(window.full('c')).toBe(true);
});
