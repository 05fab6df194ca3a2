// What the simulated room shares: the accounts, the sessions (to read back after the restart) and every write
// the server acknowledged with a 2xx, each of which must be readable through the API afterwards.

export interface Account {
  email: string;
  password: string;
  name: string;
}

export interface Session {
  who: string;
  account: Account;
  userId: number;
  token: string;
}

export interface PhotoRecord {
  name: string;
  size: number;
  sha256: string;
}

export interface Acknowledged {
  comments: { who: string; taskId: number; content: string; photos: PhotoRecord[] }[];
  likes: { who: string; taskId: number; commentId: number }[];
  votes: { who: string; pollId: number; optionId: number }[];
  /** Polls the facilitator started. */
  polls: { pollId: number; title: string }[];
}

export const emptyAcknowledged = (): Acknowledged => ({ comments: [], likes: [], votes: [], polls: [] });

export const acknowledgedWrites = (ack: Acknowledged) =>
  ack.comments.length + ack.likes.length + ack.votes.length + ack.polls.length;

export const uploadedBytes = (ack: Acknowledged) =>
  ack.comments.reduce((sum, comment) => sum + comment.photos.reduce((bytes, photo) => bytes + photo.size, 0), 0);

/** mulberry32: a small seeded generator, so two runs make the same choices. */
export function seeded(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** One of `shares`' keys, drawn by their weights. */
export function pick<K extends string>(shares: Readonly<Record<K, number>>, random: () => number): K {
  const entries = Object.entries(shares) as [K, number][];
  const total = entries.reduce((sum, [, share]) => sum + share, 0);
  let left = random() * total;
  for (const [key, share] of entries) {
    if (left < share) return key;
    left -= share;
  }
  return entries.at(-1)?.[0] as K;
}

export const sleep = (ms: number, stop?: AbortSignal) =>
  new Promise<void>((done) => {
    if (stop?.aborted) return done();
    const end = () => {
      clearTimeout(timer);
      stop?.removeEventListener('abort', end);
      done();
    };
    const timer = setTimeout(end, ms);
    stop?.addEventListener('abort', end, { once: true });
  });
