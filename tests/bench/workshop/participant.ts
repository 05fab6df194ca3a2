// One simulated participant: signs in once, reads the dashboard as its loader does, holds the live-update stream
// (when the server offers it) and then, every few seconds, comments, likes, votes or reads the dashboard again.
import { COALESCE_MS, SPREAD_MS } from '../../../src/data/http/live-events';
import { CLIENT_HEADER, type Client } from './client';

/** What the participant does after each pause; shares of all actions. */
export const ACTION_MIX = { dashboard: 0.35, comment: 0.25, like: 0.25, vote: 0.15 } as const;
/**
 * What the app does on live updates (src/data/http/live-events.ts): events within COALESCE_MS make one notice, on
 * which the screen reloads its data after a random share of SPREAD_MS; here the dashboard, the screen participants
 * stay on.
 */
export const EVENT_COALESCE_MS = COALESCE_MS;
export const EVENT_SPREAD_MS = SPREAD_MS;
/** The pause before each action: uniform between these, in ms (a person reading, typing, deciding). */
export const THINK_MS = { min: 2000, max: 5000 } as const;

export interface Account {
  email: string;
  password: string;
}

/** Writes the server acknowledged with a 2xx: each must be in the saved state afterwards. */
export interface Acknowledged {
  comments: { taskId: number; userId: number; content: string }[];
  likes: { commentId: number; userId: number }[];
  votes: { pollId: number; userId: number; optionId: number }[];
}

export interface EventStreamFigures {
  /** 'offered' on 200 text/event-stream, 'not offered' on 404, else the status seen. */
  state: 'offered' | 'not offered' | `status ${number}` | 'failed';
  events: number;
  /** The stream ended before the participant closed it. */
  endedEarly: boolean;
}

interface Task {
  id: number;
  projectId: number;
}
interface Project {
  id: number;
}
interface Comment {
  id: number;
  hasLiked: boolean;
}
interface Poll {
  id: number;
  hasVoted: boolean;
  options: { id: number }[];
}
type Data<T> = { data: T };

const sleep = (ms: number, stop: AbortSignal) =>
  new Promise<void>((done) => {
    if (stop.aborted) return done();
    const end = () => {
      clearTimeout(timer);
      stop.removeEventListener('abort', end);
      done();
    };
    const timer = setTimeout(end, ms);
    stop.addEventListener('abort', end, { once: true });
  });

export interface ParticipantOptions {
  index: number;
  account: Account;
  client: Client;
  base: string;
  acknowledged: Acknowledged;
  /** Ends the actions; the participant finishes the call under way. */
  stop: AbortSignal;
  /** Closes the live-update stream (after all actions ended). */
  closeStream: AbortSignal;
  random: () => number;
  think: { min: number; max: number };
  /** Reload the dashboard on live updates, as the app does (default); false only holds the stream. */
  reloadOnEvents?: boolean;
  /** Events within this many ms make one reload (EVENT_COALESCE_MS unless given). */
  coalesceMs?: number;
  /** A random extra wait up to this many ms before each reload, spreading the room's reloads (EVENT_SPREAD_MS unless given). */
  jitterMs?: number;
  onSignedIn: () => void;
  onAction: (kind: string) => void;
}

/** `stream` settles once `closeStream` has aborted (the stream stays open after the actions end). */
export async function runParticipant(
  options: ParticipantOptions,
): Promise<{ stream: Promise<EventStreamFigures> | null; signedIn: boolean }> {
  const { client, random, acknowledged, stop } = options;
  const login = await client.call<{ token: string; user: { id: number } }>('POST', '/login', { json: options.account });
  if (!login.ok || !login.body) return { stream: null, signedIn: false };
  client.setToken(login.body.token);
  const userId = login.body.user.id;
  options.onSignedIn();

  let tasks: Task[] = [];
  const liked = new Set<number>();
  let written = 0;

  /** The dashboard's loader (polls beside projects, then tasks) and the notification bell, as the app calls them. */
  async function dashboard(): Promise<void> {
    const polls = client.call('GET', '/polls');
    const notifications = client.call('GET', '/notifications');
    const projects = await client.call<Data<Project[]>>('GET', '/projects/user-groups');
    const allTasks = await client.call<Data<Task[]>>('GET', '/tasks');
    await Promise.all([polls, notifications]);
    const mine = new Set((projects.body?.data ?? []).map((project) => project.id));
    const visible = (allTasks.body?.data ?? []).filter((task) => mine.has(task.projectId));
    if (visible.length) tasks = visible;
  }

  const someTask = () => tasks[Math.floor(random() * tasks.length)];

  /** The task page (task and its comments), then a comment. */
  async function comment(): Promise<void> {
    const task = someTask();
    if (!task) return dashboard();
    await Promise.all([client.call('GET', `/tasks/${task.id}`), client.call('GET', `/tasks/${task.id}/comments`)]);
    const content = `Lasttest: Beitrag ${++written} von Teilnehmer ${options.index + 1} (${Date.now().toString(36)})`;
    const form = new FormData();
    form.append('content', content);
    const answer = await client.call('POST', `/tasks/${task.id}/comments`, { form });
    if (answer.ok) acknowledged.comments.push({ taskId: task.id, userId, content });
  }

  /** A like on a comment this participant has not liked yet (a second like would take it back). */
  async function like(): Promise<void> {
    const task = someTask();
    if (!task) return dashboard();
    const comments = await client.call<Data<Comment[]>>('GET', `/tasks/${task.id}/comments`);
    const open = (comments.body?.data ?? []).filter((c) => !c.hasLiked && !liked.has(c.id));
    const chosen = open[Math.floor(random() * open.length)];
    if (!chosen) return;
    liked.add(chosen.id);
    const answer = await client.call<{ liked: boolean }>('POST', `/comments/${chosen.id}/like`);
    if (answer.ok && answer.body?.liked) acknowledged.likes.push({ commentId: chosen.id, userId });
  }

  async function vote(): Promise<void> {
    const active = await client.call<Data<Poll[]>>('GET', '/polls/active');
    const open = (active.body?.data ?? []).filter((poll) => !poll.hasVoted && poll.options.length > 0);
    const poll = open[Math.floor(random() * open.length)];
    if (!poll) return dashboard();
    const optionId = poll.options[Math.floor(random() * poll.options.length)]?.id ?? 0;
    const answer = await client.call('POST', `/polls/${poll.id}/vote`, { json: { optionId } });
    if (answer.ok) acknowledged.votes.push({ pollId: poll.id, userId, optionId });
  }

  await dashboard();
  let coalescing: ReturnType<typeof setTimeout> | null = null;
  const reloads = new Set<Promise<void>>();
  const onEvents = () => {
    if (options.reloadOnEvents === false || stop.aborted) return;
    coalescing ??= setTimeout(
      () => {
        coalescing = null;
        if (stop.aborted) return;
        options.onAction('reload on event');
        const reload = dashboard().finally(() => reloads.delete(reload));
        reloads.add(reload);
      },
      (options.coalesceMs ?? EVENT_COALESCE_MS) + random() * (options.jitterMs ?? EVENT_SPREAD_MS),
    );
  };
  const stream = await openEventStream(
    options.base,
    login.body.token,
    String(options.index),
    client,
    options.closeStream,
    onEvents,
  );
  const actions = { dashboard, comment, like, vote };
  while (!stop.aborted) {
    await sleep(options.think.min + random() * (options.think.max - options.think.min), stop);
    if (stop.aborted) break;
    let pick = random();
    let kind: keyof typeof actions = 'dashboard';
    for (const [name, share] of Object.entries(ACTION_MIX) as [keyof typeof actions, number][]) {
      if (pick < share) {
        kind = name;
        break;
      }
      pick -= share;
    }
    options.onAction(kind);
    await actions[kind]();
  }
  if (coalescing) clearTimeout(coalescing);
  await Promise.all(reloads);
  return { stream: stream.figures(), signedIn: true };
}

/**
 * GET /api/events with the token: on 200 text/event-stream the connection stays open and its events are counted
 * until `close` aborts; a 404 means the server has no live updates (yet).
 */
export async function openEventStream(
  base: string,
  token: string,
  clientId: string,
  client: Client,
  close: AbortSignal,
  onEvents: () => void = () => {},
) {
  const figures: EventStreamFigures = { state: 'failed', events: 0, endedEarly: false };
  const controller = new AbortController();
  close.addEventListener('abort', () => controller.abort(), { once: true });
  const at = performance.now();
  let reading: Promise<void> = Promise.resolve();
  try {
    const answer = await fetch(`${base}/api/events`, {
      headers: { Authorization: `Bearer ${token}`, Accept: 'text/event-stream', [CLIENT_HEADER]: clientId },
      signal: controller.signal,
    });
    const type = answer.headers.get('content-type') ?? '';
    client.record(
      {
        type: 'GET /events (open)',
        ms: performance.now() - at,
        status: answer.status,
        ok: answer.ok || answer.status === 404,
      },
      at,
    );
    if (answer.status === 404) {
      figures.state = 'not offered';
      await answer.body?.cancel();
    } else if (answer.ok && type.startsWith('text/event-stream') && answer.body) {
      figures.state = 'offered';
      const body = answer.body;
      reading = (async () => {
        const decoder = new TextDecoder();
        let pending = '';
        try {
          for await (const chunk of body) {
            pending += decoder.decode(chunk as Uint8Array, { stream: true });
            const parts = pending.split(/\r?\n\r?\n/);
            pending = parts.pop() ?? '';
            // Comments (": ping") keep the line open; only blocks with data are events.
            const events = parts.filter((part) => /^data:/m.test(part)).length;
            figures.events += events;
            if (events) onEvents();
          }
          if (!close.aborted) figures.endedEarly = true;
        } catch {
          if (!close.aborted) figures.endedEarly = true;
        }
      })();
    } else {
      figures.state = `status ${answer.status}`;
      await answer.body?.cancel();
    }
  } catch {
    figures.state = 'failed';
  }
  return {
    async figures() {
      await reading;
      return figures;
    },
  };
}
