// After the kill -9 and the restart: every acknowledged write read back through the API, as each writer sees it
// (their session survives a restart; a refused one signs in again), and every acknowledged photo downloaded and
// compared by SHA-256. Nothing here reads the data folder: its format is the server's business.
import type { Client } from './client';
import type { Acknowledged, Session } from './room';

type Data<T> = { data: T };
interface CommentRead {
  id: number;
  content: string;
  createdBy: { id: number } | number;
  hasLiked: boolean;
  attachments?: { name: string; url: string }[];
}

export interface Check {
  checked: number;
  missing: string[];
}
export interface Verification {
  comments: Check;
  photos: Check;
  likes: Check;
  votes: Check;
  polls: Check;
  /** Sessions the restarted server no longer knew (their participant signed in again to check). */
  signedInAgain: number;
}

const check = (): Check => ({ checked: 0, missing: [] });
const unwrap = <T>(body: Data<T> | T | null): T | null =>
  body && typeof body === 'object' && 'data' in body ? body.data : (body as T | null);
const authorOf = (comment: CommentRead) =>
  typeof comment.createdBy === 'number' ? comment.createdBy : comment.createdBy.id;

export const missingCount = (result: Verification) =>
  result.comments.missing.length +
  result.photos.missing.length +
  result.likes.missing.length +
  result.votes.missing.length +
  result.polls.missing.length;

export async function verifyThroughApi(
  acknowledged: Acknowledged,
  sessions: ReadonlyMap<string, Session>,
  clientFor: (who: string) => Client,
  admin: Client,
): Promise<Verification> {
  const result: Verification = {
    comments: check(),
    photos: check(),
    likes: check(),
    votes: check(),
    polls: check(),
    signedInAgain: 0,
  };
  const writers = new Set([
    ...acknowledged.comments.map((c) => c.who),
    ...acknowledged.likes.map((l) => l.who),
    ...acknowledged.votes.map((v) => v.who),
  ]);

  async function verifyWriter(who: string): Promise<void> {
    const session = sessions.get(who);
    const client = clientFor(who);
    if (!session) return;
    client.setToken(session.token);
    /** A read as this writer; on 401 (the session was not kept) they sign in again, once. */
    const read = async <T>(path: string) => {
      let answer = await client.call<Data<T> | T>('GET', path, { cause: 'verify' });
      if (answer.status === 401) {
        const login = await client.call<{ token: string }>('POST', '/login', {
          json: { email: session.account.email, password: session.account.password },
          cause: 'verify',
        });
        if (login.body?.token) {
          result.signedInAgain++;
          session.token = login.body.token;
          client.setToken(login.body.token);
        }
        answer = await client.call<Data<T> | T>('GET', path, { cause: 'verify' });
      }
      return unwrap(answer.body);
    };
    const commentsOf = new Map<number, Promise<CommentRead[]>>();
    const commentsOfTask = (taskId: number) => {
      const known =
        commentsOf.get(taskId) ?? read<CommentRead[]>(`/tasks/${taskId}/comments`).then((list) => list ?? []);
      commentsOf.set(taskId, known);
      return known;
    };

    for (const written of acknowledged.comments.filter((c) => c.who === who)) {
      result.comments.checked++;
      const found = (await commentsOfTask(written.taskId)).find(
        (comment) => comment.content === written.content && authorOf(comment) === session.userId,
      );
      if (!found) {
        result.comments.missing.push(`Kommentar „${written.content}“ (Aufgabe ${written.taskId})`);
        result.photos.missing.push(...written.photos.map((photo) => `${photo.name} (Kommentar fehlt)`));
        result.photos.checked += written.photos.length;
        continue;
      }
      for (const photo of written.photos) {
        result.photos.checked++;
        const stored = found.attachments?.find((file) => file.name === photo.name);
        const answer = stored ? await client.download(stored.url, { cause: 'verify' }) : null;
        if (!answer?.ok || answer.sha256 !== photo.sha256)
          result.photos.missing.push(
            `${photo.name}: ${!stored ? 'nicht am Kommentar' : !answer?.ok ? `Status ${answer?.status}` : 'andere Bytes'}`,
          );
      }
    }
    for (const written of acknowledged.likes.filter((l) => l.who === who)) {
      result.likes.checked++;
      const comment = (await commentsOfTask(written.taskId)).find((c) => c.id === written.commentId);
      if (!comment?.hasLiked) result.likes.missing.push(`Like von ${who} auf Kommentar ${written.commentId}`);
    }
    for (const written of acknowledged.votes.filter((v) => v.who === who)) {
      result.votes.checked++;
      const poll = await read<{ userVoteId: number | null }>(`/polls/${written.pollId}`);
      if (poll?.userVoteId !== written.optionId)
        result.votes.missing.push(`Stimme von ${who} in Umfrage ${written.pollId} (${poll?.userVoteId ?? 'keine'})`);
    }
  }

  const queue = [...writers];
  await Promise.all(
    Array.from({ length: 4 }, async () => {
      for (let who = queue.shift(); who !== undefined; who = queue.shift()) await verifyWriter(who);
    }),
  );
  for (const poll of acknowledged.polls) {
    result.polls.checked++;
    const answer = await admin.call('GET', `/polls/${poll.pollId}`, { cause: 'verify' });
    if (!answer.ok) result.polls.missing.push(`Umfrage „${poll.title}“ (${answer.status})`);
  }
  return result;
}
