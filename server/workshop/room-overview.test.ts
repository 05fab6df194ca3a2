// @vitest-environment node
import type { WorkshopRoom } from '../../src/domain/workshop-room';
import { dayStartOf } from './room-overview';
import { startTestServer, type TestServer } from './testing';

let server: TestServer;
let clock: Date;
beforeEach(async () => {
  clock = new Date(2026, 11, 2, 10, 0);
  server = await startTestServer({ now: () => clock });
});
afterEach(() => server.stop());

const room = async (token: string | null) =>
  fetch(`${server.base}/api/workshop/room`, { headers: token ? { Authorization: `Bearer ${token}` } : {} });
const roomOf = async (token: string) => (await (await room(token)).json()) as WorkshopRoom;

async function comment(token: string, withFile: boolean): Promise<void> {
  const form = new FormData();
  form.append('content', 'Unser Flipchart zur Gruppenarbeit');
  if (withFile) form.append('attachments[]', new Blob(['%PDF-1.4 Flipchart'], { type: 'application/pdf' }), 'a.pdf');
  const task = (await server.db.tasks.toCollection().first())!;
  const answer = await fetch(`${server.base}/api/tasks/${task.id}/comments`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}` },
    body: form,
  });
  expect(answer.ok).toBe(true);
}

test('only the facilitator sees the room: a guest gets 401, a member 403', async () => {
  expect((await room(null)).status).toBe(401);
  expect((await room(await server.tokenFor('thomas.becker@example.com'))).status).toBe(403);
  const answer = await room(await server.tokenFor('admin@example.com'));
  expect(answer.status).toBe(200);
  expect(answer.headers.get('cache-control')).toBe('no-store');
  // The test server listens on 127.0.0.1 only: no device of a room reaches it.
  expect(await answer.json()).toMatchObject({ addresses: [], onlyHere: true });
});

test("the day's comments, uploads and votes are counted as they are written, and start again at midnight", async () => {
  const admin = await server.tokenFor('admin@example.com');
  const before = (await roomOf(admin)).today;
  await comment(admin, true);
  await comment(admin, false);
  const poll = (await server.db.polls.filter((found) => found.status === 'active').first())!;
  const vote = await fetch(`${server.base}/api/polls/${poll.id}/vote`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${admin}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ optionId: poll.options[0]!.id }),
  });
  expect(vote.ok).toBe(true);
  const after = await roomOf(admin);
  expect(after.today).toEqual({
    comments: before.comments + 2,
    uploads: before.uploads + 1,
    votes: before.votes + 1,
  });
  expect(after.lastSavedAt).not.toBeNull();

  clock = new Date(2026, 11, 3, 0, 1);
  expect((await roomOf(await server.tokenFor('admin@example.com', clock))).today).toEqual({
    comments: 0,
    uploads: 0,
    votes: 0,
  });
});

test('a person with the site open counts once, however many streams they have', async () => {
  const admin = await server.tokenFor('admin@example.com');
  const member = await server.tokenFor('thomas.becker@example.com');
  expect((await roomOf(admin)).connected).toBe(0);
  const streams = [member, member, admin].map(() => new AbortController());
  await Promise.all(
    [member, member, admin].map((token, index) =>
      fetch(`${server.base}/api/events`, {
        headers: { Authorization: `Bearer ${token}` },
        signal: streams[index]!.signal,
      }),
    ),
  );
  expect((await roomOf(admin)).connected).toBe(2);
  for (const stream of streams) stream.abort();
});

test('the day begins at local midnight', () => {
  expect(new Date(dayStartOf(new Date(2026, 11, 2, 23, 59))).getDate()).toBe(2);
  expect(new Date(dayStartOf(new Date(2026, 11, 2, 23, 59))).getHours()).toBe(0);
});
