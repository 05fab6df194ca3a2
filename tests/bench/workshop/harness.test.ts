// @vitest-environment node
// The load test's harness on a small room: it starts the built server, invites, registers and signs in through the
// API, lets an early arrival work before a small rush, uploads photos, then kills the server with SIGKILL, restarts
// it and reads every acknowledged write and photo back through the API.
import { resolve } from 'node:path';
import { build } from 'vite';
import { runWorkshopBench } from './harness';
import { formatReport } from './report';

const out = resolve('node_modules/.cache/kiz-workshop-bench-test');
const PHOTO = 64 * 1024;

beforeAll(async () => {
  // Inside the project, so the bundle finds node_modules as the real one does.
  await build({ configFile: resolve('server/vite.config.ts'), logLevel: 'silent', build: { outDir: out } });
}, 60_000);

test('a small room: signed in, acting, photos stored, nothing lost over kill -9, no errors', async () => {
  const result = await runWorkshopBench({
    participants: 2,
    early: 1,
    idleSeconds: 1,
    rushSeconds: 0.5,
    seconds: 3,
    beforeSeconds: 0.5,
    uploadSeconds: 1,
    afterSeconds: 0.5,
    // Two photo comments of three small photos.
    uploadBytes: 6 * PHOTO,
    photoBytes: PHOTO,
    port: 5111,
    serverScript: resolve(out, 'workshop.js'),
    // Quick enough to act several times in a few seconds, slow enough that a participant and the re-reads its
    // neighbours' writes cause stay under the server's 20 requests per second per device when the machine stalls.
    think: { min: 500, max: 800 },
  });
  const { figures } = formatReport(result);
  expect(result.signedIn).toEqual({ early: 1, rush: 2 });
  const count = (type: string) => figures.rows.find((row) => row.type === type)?.count ?? 0;
  expect(count('POST /login')).toBe(2);
  expect(count('GET /projects/user-groups')).toBeGreaterThanOrEqual(3);
  // Names each failed call type with its statuses (e.g. "POST /tasks/{id}/comments 429×1") when one fails.
  expect(figures.targets.find((target) => target.name === '0 errors shown')?.detail).toBe('0');
  expect(result.marks.uploadsDone).not.toBeNull();
  expect(result.acknowledged.comments.filter((comment) => comment.photos.length)).toHaveLength(2);
  const { verification, error } = result.restart;
  expect(error).toBeNull();
  expect(verification?.photos.checked).toBe(6);
  expect(verification?.comments.checked).toBeGreaterThanOrEqual(2);
  expect(figures.missing).toBe(0);
  expect(result.streams.opened).toBeGreaterThanOrEqual(3);
  expect(result.disk.bytes).toBeGreaterThan(6 * PHOTO);
}, 60_000);
