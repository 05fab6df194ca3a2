import { settledSoFar } from './streamed';

test('a promise that has settled by the time it is asked for gives its value', async () => {
  const featured = settledSoFar(Promise.resolve(['Beratungs-Copilot']));
  await Promise.resolve();
  expect(featured()).toEqual(['Beratungs-Copilot']);
});

test('a promise still pending is given as it is, to stream in', () => {
  const pending = new Promise<string[]>(() => {});
  expect(settledSoFar(pending)()).toBe(pending);
});

test('a rejected promise is given as it is, for the route to show its error', async () => {
  const failed = Promise.reject(new Error('offline'));
  const featured = settledSoFar(failed);
  await failed.catch(() => {});
  expect(featured()).toBe(failed);
});
