// @vitest-environment node
import { createGate, createSlidingWindow } from './guards';
import { commentForm, memberJson, SIGN_IN_LIMIT, uploadForm } from '../facade/intake';

test('body limits follow the domain: comments 3 × 2 MB, other forms 5 × 10 MB, each with 1 MB of text; JSON 1 MB, sign-in 4 KB', () => {
  const MB = 1024 * 1024;
  expect([memberJson.limit, commentForm.limit, uploadForm.limit, SIGN_IN_LIMIT]).toEqual([MB, 7 * MB, 51 * MB, 4096]);
});

test('the gate lets a few through at once and the rest in order of arrival', async () => {
  const gate = createGate(2);
  const started: number[] = [];
  const finish = new Map<number, () => void>();
  const work = (n: number) =>
    gate.run(async () => {
      started.push(n);
      await new Promise<void>((done) => finish.set(n, done));
      return n;
    });
  const all = [1, 2, 3, 4].map(work);
  await vi.waitFor(() => expect(started).toEqual([1, 2]));
  finish.get(2)!();
  await vi.waitFor(() => expect(started).toEqual([1, 2, 3]));
  finish.get(1)!();
  await vi.waitFor(() => expect(started).toEqual([1, 2, 3, 4]));
  finish.get(3)!();
  finish.get(4)!();
  expect(await Promise.all(all)).toEqual([1, 2, 3, 4]);
});

test('the sliding window lets events in again as old ones leave it, per key, and forgets idle keys', () => {
  let now = 0;
  const window = createSlidingWindow(2, 1000, () => now);
  expect([window.take('a'), window.take('a'), window.take('a'), window.take('b')]).toEqual([true, true, false, true]);
  now = 600;
  expect(window.take('a')).toBe(false);
  now = 1000;
  expect([window.take('a'), window.take('a'), window.take('a')]).toEqual([true, true, false]);
  now = 5000;
  window.prune();
  expect([window.take('a'), window.take('a'), window.take('a')]).toEqual([true, true, false]);
});
