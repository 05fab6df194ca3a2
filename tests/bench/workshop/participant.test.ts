// @vitest-environment node
// The participants' pieces without a workshop server: the live stream held by the app's module, the room's
// screens, the pace of the uploads.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { CLIENT_HEADER, createClient } from './client';
import { concerns, type LiveChange } from './decide';
import { openLiveEvents } from './live';
import { homeScreens } from './participant';
import type { Sample } from './stats';
import { createUploadPlan, jpegLike } from './uploads';

let server: Server | null = null;
afterEach(async () => {
  server?.closeAllConnections();
  await new Promise<void>((done) => (server ? server.close(() => done()) : done()));
  server = null;
});

async function serve(offered: boolean): Promise<string> {
  server = createServer((req, res) => {
    if (!offered || req.headers[CLIENT_HEADER.toLowerCase()] !== '1') return void res.writeHead(404).end();
    res.writeHead(200, { 'Content-Type': 'text/event-stream' });
    res.write(': verbunden\n\n');
    res.write('event: comments\ndata: comments task 1\n\nevent: notifications\ndata: notifications\n\n');
  });
  await new Promise<void>((done) => server?.listen(0, '127.0.0.1', done));
  return `http://127.0.0.1:${(server?.address() as AddressInfo).port}`;
}

async function hold(offered: boolean) {
  const base = await serve(offered);
  const samples: Sample[] = [];
  const client = createClient(
    base,
    '1',
    (sample) => samples.push(sample),
    () => 0,
  );
  client.setToken('t');
  const changes: LiveChange[] = [];
  const live = openLiveEvents({ base, client, onChange: (change) => changes.push(change) });
  // The module gathers a burst for up to COALESCE_MS + SPREAD_MS (650 ms).
  await new Promise((done) => setTimeout(done, 900));
  live.stop();
  return { figures: live.figures, changes, samples };
}

test("the live stream is held by the app's module: one burst, one notice naming what changed", async () => {
  const { figures, changes, samples } = await hold(true);
  expect(figures).toMatchObject({ opened: 1, refused: {}, notices: 1, gone: 0 });
  expect(changes).toHaveLength(1);
  const [change] = changes;
  expect(change && concerns(change, ['comments task 1'])).toBe(true);
  expect(change && concerns(change, ['notifications'])).toBe(true);
  expect(change && concerns(change, ['polls'])).toBe(false);
  expect(samples).toEqual([expect.objectContaining({ type: 'GET /events (open)', status: 200, ok: true })]);
});

test('a server without live updates (404) is asked once', async () => {
  const { figures, changes, samples } = await hold(false);
  expect(figures).toMatchObject({ opened: 0, refused: { 'status 404': 1 }, notices: 0 });
  expect(changes).toEqual([]);
  expect(samples).toEqual([expect.objectContaining({ type: 'GET /events (open)', status: 404, ok: true })]);
});

test('the room is spread over the screens by their shares, in turn', () => {
  const homes = homeScreens(40);
  const count = (name: string) => homes.filter((home) => home === name).length;
  expect([count('task'), count('dashboard'), count('poll'), count('catalogue')]).toEqual([20, 10, 6, 4]);
  expect(homeScreens(4)).toEqual(['task', 'dashboard', 'task', 'poll']);
});

test('photos begin as JPEGs do; the uploads are handed out evenly until the target is acknowledged', async () => {
  const photo = jpegLike('a.jpg', 1000);
  const bytes = new Uint8Array(await photo.blob.arrayBuffer());
  expect([...bytes.slice(0, 3)]).toEqual([0xff, 0xd8, 0xff]);
  expect(photo.sha256).toMatch(/^[0-9a-f]{64}$/);

  const plan = createUploadPlan({ targetBytes: 250, bytesPerComment: 100, seconds: 3 });
  expect(plan.comments).toBe(3);
  expect(plan.take(0)).toBe(false);
  plan.begin(0);
  expect([plan.take(0), plan.take(10)]).toEqual([true, false]);
  plan.settle(false, 20);
  // A refused upload is handed out again.
  expect(plan.take(30)).toBe(true);
  plan.settle(true, 40);
  expect([plan.take(1000), plan.take(1100), plan.take(2000)]).toEqual([true, false, true]);
  plan.settle(true, 2100);
  plan.settle(true, 2200);
  expect(plan.doneAt).toBe(2200);
  expect(plan.take(3000)).toBe(false);
});
