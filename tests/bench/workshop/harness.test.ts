// @vitest-environment node
// The load test's harness on a small room: it starts the built server, invites, registers and signs in through the
// API, acts, and finds every acknowledged write in the saved state.
import { resolve } from 'node:path';
import { build } from 'vite';
import { runWorkshopBench } from './harness';

const out = resolve('node_modules/.cache/kiz-workshop-bench-test');

beforeAll(async () => {
  // Inside the project, so the bundle finds node_modules as the real one does.
  await build({ configFile: resolve('server/vite.config.ts'), logLevel: 'silent', build: { outDir: out } });
}, 60_000);

test('two participants for three seconds: signed in, acting, nothing lost, no errors', async () => {
  const result = await runWorkshopBench({
    participants: 2,
    seconds: 3,
    rampSeconds: 0.5,
    port: 5111,
    serverScript: resolve(out, 'workshop.js'),
    // Quick enough to act several times in three seconds, slow enough that a participant and the re-reads its
    // neighbour's writes cause stay under the server's 20 requests per second per device when the machine stalls.
    think: { min: 600, max: 900 },
  });
  expect(result.signedIn).toBe(2);
  const count = (type: string) => result.rows.find((row) => row.type === type)?.count ?? 0;
  expect(count('POST /login')).toBe(2);
  expect(count('GET /projects/user-groups')).toBeGreaterThanOrEqual(2);
  // Names each failed call type with its statuses (e.g. "POST /tasks/{id}/comments: 429×1") when one fails.
  const failed = result.rows
    .filter((row) => row.errors > 0 && !row.type.startsWith('all '))
    .map((row) => `${row.type}: ${row.failures}`)
    .join(', ');
  expect(result.rows.find((row) => row.type === 'all calls')?.errors, failed).toBe(0);
  expect(result.acknowledged.comments + result.acknowledged.likes + result.acknowledged.votes).toBeGreaterThan(0);
  expect(result.lost).toEqual({ comments: 0, likes: 0, votes: 0 });
  expect(result.stream.offered + result.stream.notOffered).toBe(2);
  expect(result.saves).toBeGreaterThan(0);
  expect(result.saveSummary).toMatch(/^Seit dem Start/);
}, 30_000);
