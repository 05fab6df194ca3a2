// @vitest-environment node
// The save cost of docs/decisions/021-workshop-server.md, measured only on request: KIZ_MEASURE=1 npx vitest run server/workshop/save-cost.test.ts
import { performance } from 'node:perf_hooks';
import { join } from 'node:path';
import { openSnapshotFolder } from './snapshots';
import { openWorkshopDatabase, seedFirstStart, stateText } from './state';
import { startTestServer, tempFolder } from './testing';

async function measure(label: string, extraComments: number, fileMb: number) {
  const folder = await tempFolder();
  const db = openWorkshopDatabase();
  await seedFirstStart(db, 'sample', new Date());
  const now = new Date().toISOString();
  await db.comments.bulkAdd(
    Array.from({ length: extraComments }, (_, i) => ({
      taskId: 1,
      content: `Kommentar ${i} `.repeat(8),
      createdAt: now,
      createdBy: 1,
      attachments: [],
      parentId: null,
      likeCount: 0,
    })),
  );
  for (let i = 0; i < fileMb; i++) {
    const bytes = new Uint8Array(1024 * 1024);
    for (let j = 0; j < bytes.length; j++) bytes[j] = (j * 31 + i) & 255;
    await db.files.add({
      name: `f${i}.png`,
      type: 'image/png',
      size: bytes.length,
      blob: new Blob([bytes], { type: 'image/png' }),
      createdAt: now,
    });
  }
  const snapshots = await openSnapshotFolder(join(folder.dir, 'd'), 10);
  const read: number[] = [];
  const write: number[] = [];
  let size = 0;
  for (let i = 0; i < 12; i++) {
    const a = performance.now();
    const text = await stateText(db, new Date());
    const b = performance.now();
    await snapshots.write(text);
    const c = performance.now();
    if (i >= 2) {
      read.push(b - a);
      write.push(c - b);
    }
    size = text.length;
  }
  const med = (xs: number[]) => xs.sort((x, y) => x - y)[Math.floor(xs.length / 2)]!.toFixed(1);
  console.log(
    `${label}: ${(size / 1024).toFixed(0)} KiB, serialise ${med(read)} ms, write+fsync+rename ${med(write)} ms (median of 10)`,
  );
  db.close();
  await folder.remove();
}

async function burst(writes: number) {
  const server = await startTestServer({ apiRequestsPerSecond: 100_000 });
  const token = await server.tokenFor('admin@example.com');
  // The first write loads the store's write modules; not what a room waits for later.
  const warm = new FormData();
  warm.append('content', 'Aufwärmen');
  await fetch(`${server.base}/api/tasks/1/comments`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}` },
    body: warm,
  });
  const saves = server.app.saves;
  const started = performance.now();
  const times = await Promise.all(
    Array.from({ length: writes }, async (_, i) => {
      const form = new FormData();
      form.append('content', `Kommentar ${i}`);
      const a = performance.now();
      const answer = await fetch(`${server.base}/api/tasks/1/comments`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${token}` },
        body: form,
      });
      if (!answer.ok) throw new Error(String(answer.status));
      return performance.now() - a;
    }),
  );
  const total = performance.now() - started;
  times.sort((x, y) => x - y);
  console.log(
    `${writes} comments at once: ${total.toFixed(0)} ms in all, ${server.app.saves - saves} saves, answer median ${times[writes >> 1]!.toFixed(0)} ms, slowest ${times.at(-1)!.toFixed(0)} ms`,
  );
  await server.stop();
}

describe.runIf(process.env.KIZ_MEASURE)('save cost', () => {
  test('per save', async () => {
    await measure('sample', 0, 0);
    await measure('sample + 500 comments', 500, 0);
    await measure('sample + 2000 comments', 2000, 0);
    await measure('sample + 500 comments + 10 MB files', 500, 10);
  }, 120_000);

  test('a room signing in at once', async () => {
    const server = await startTestServer({ apiRequestsPerSecond: 100_000, failedSignInsPerDevice: 100_000 });
    // 40 participants with accounts of their own (the store holds back a burst of sign-ins to one address).
    const template = await server.db.users.get({ email: 'thomas.becker@example.com' });
    const credentials = template && (await server.db.credentials.get(template.id));
    if (!template || !credentials) throw new Error('sample member missing');
    const emails = Array.from({ length: 40 }, (_, i) => `teilnehmende-${i}@example.com`);
    for (const email of emails) {
      const { id: _id, ...fields } = template;
      const id = await server.db.users.add({ ...fields, email });
      await server.db.credentials.add({ ...credentials, userId: id });
    }
    const started = performance.now();
    const times = await Promise.all(
      emails.map(async (email) => {
        const a = performance.now();
        const answer = await fetch(`${server.base}/api/login`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ email, password: 'demo1234' }),
        });
        if (!answer.ok) throw new Error(String(answer.status));
        return performance.now() - a;
      }),
    );
    times.sort((x, y) => x - y);
    console.log(
      `40 sign-ins at once: ${(performance.now() - started).toFixed(0)} ms in all, median ${times[20]!.toFixed(0)} ms, slowest ${times.at(-1)!.toFixed(0)} ms`,
    );
    await server.stop();
  }, 120_000);

  test('a burst of writes', async () => {
    await burst(1);
    await burst(40);
    await burst(200);
  }, 120_000);
});
