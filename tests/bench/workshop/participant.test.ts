// @vitest-environment node
// The live-update stream of the load test: held and counted where the server offers it, skipped on 404.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createClient } from './client';
import { openEventStream } from './participant';
import type { Sample } from './stats';

let server: Server;
afterEach(() => new Promise<void>((done) => server.close(() => done())));

async function serve(offered: boolean): Promise<string> {
  server = createServer((req, res) => {
    if (!offered || req.headers.authorization !== 'Bearer t') return void res.writeHead(404).end();
    res.writeHead(200, { 'Content-Type': 'text/event-stream' });
    res.write(': verbunden\n\n');
    res.write('event: changed\ndata: {"tables":["comments"]}\n\n');
    setTimeout(() => res.write('data: {"tables":["likes"]}\n\n'), 50);
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

test.each([
  [
    'held and its data events counted (comments are not events)',
    true,
    { state: 'offered', events: 2, endedEarly: false },
    200,
  ],
  ['skipped on 404', false, { state: 'not offered', events: 0, endedEarly: false }, 404],
])('the event stream is %s', async (_name, offered, figures, status) => {
  const base = await serve(offered);
  const samples: Sample[] = [];
  const close = new AbortController();
  let notices = 0;
  const stream = await openEventStream(
    base,
    't',
    '1',
    createClient(
      base,
      '1',
      (sample) => samples.push(sample),
      () => 0,
    ),
    close.signal,
    () => notices++,
  );
  await new Promise((done) => setTimeout(done, 200));
  close.abort();
  server.closeAllConnections();
  expect(await stream.figures()).toEqual(figures);
  expect(notices).toBe(figures.events);
  expect(samples).toEqual([expect.objectContaining({ type: 'GET /events (open)', status, ok: true })]);
});
