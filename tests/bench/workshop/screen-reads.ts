// What a participant's open screen reads from /api, as the app's loaders call the HTTP adapter (src/data/http):
// on a navigation every part, after a change only the parts the change concerns (screens.ts decides which).
import type { Poll } from '../../../src/domain/poll';
import { isPollOpen } from '../../../src/domain/poll-rules';
import type { Client } from './client';
import type { Shown } from './decide';
import type { ScreenName } from './screens';
import type { Cause } from './stats';

export type PollSeen = Pick<Poll, 'id' | 'status' | 'isActive' | 'startDate' | 'endDate' | 'hasVoted'> & {
  options: { id: number }[];
};
export interface CommentSeen {
  id: number;
  hasLiked: boolean;
  attachments?: { name: string; url: string }[];
}
export interface TaskSeen {
  id: number;
  projectId: number;
}

/** The open screen and what it shows; a navigation starts a new one. */
export interface View {
  screen: ScreenName;
  shown: Shown;
  /** Counts navigations, so an answer that arrives after the next one is not taken for this screen. */
  visit: number;
  /** Dashboard: the projects of the member's groups, their tasks, and the polls list. */
  projectIds: number[];
  tasks: TaskSeen[];
  polls: PollSeen[];
  /** Task page. */
  comments: CommentSeen[];
  /** Poll page. */
  poll: PollSeen | null;
  /** Catalogue: the category filter, and the categories offered. */
  category: string | null;
  categories: string[];
}

export const newView = (): View => ({
  screen: 'dashboard',
  shown: {},
  visit: 0,
  projectIds: [],
  tasks: [],
  polls: [],
  comments: [],
  poll: null,
  category: null,
  categories: [],
});

type Data<T> = { data: T };
/** The façade wraps single records in `data` as lists are; read either. */
const unwrap = <T>(body: Data<T> | T | null): T | null =>
  body && typeof body === 'object' && 'data' in body ? body.data : (body as T | null);

/** A poll the member can vote on now (the app's rule) and has not voted on yet. */
export const canVote = (poll: PollSeen | null, voted: ReadonlySet<number>): poll is PollSeen =>
  !!poll && isPollOpen(poll) && !poll.hasVoted && !voted.has(poll.id) && poll.options.length > 0;

export interface ReadContext {
  client: Client;
  cause: Cause;
  /** Sees the comments a task page read (the photos among them are then viewed). */
  onComments?: (comments: CommentSeen[]) => void;
}

/** Reads the screen's parts ('all' on a navigation) and keeps what the participant acts on. */
export async function readScreen(view: View, parts: 'all' | readonly string[], context: ReadContext): Promise<void> {
  const { client, cause } = context;
  const visit = view.visit;
  const screen = view.screen;
  const get = <T>(path: string) => client.call<Data<T> | T>('GET', path, { cause, screen });
  const current = () => view.visit === visit;
  const wants = (name: string) => parts === 'all' || parts.includes(name);

  if (screen === 'dashboard') {
    // dashboard-route.tsx: the polls beside the projects of the member's groups, then their tasks' summaries.
    const polls = wants('polls') ? get<PollSeen[]>('/polls') : null;
    if (wants('projects')) {
      const projects = unwrap((await get<{ id: number }[]>('/projects/user-groups')).body);
      if (projects && current()) view.projectIds = projects.map((project) => project.id);
    }
    if (wants('tasks')) {
      const tasks = unwrap((await get<TaskSeen[]>('/tasks')).body);
      const mine = new Set(view.projectIds);
      if (tasks && current()) view.tasks = tasks.filter((task) => mine.has(task.projectId)).sort((a, b) => a.id - b.id);
    }
    const pollList = polls ? unwrap((await polls).body) : null;
    if (pollList && current()) view.polls = pollList;
  } else if (screen === 'task') {
    const taskId = view.shown.taskId ?? 0;
    if (wants('task')) {
      const task = unwrap((await get<TaskSeen>(`/tasks/${taskId}`)).body);
      if (task && current()) view.shown.projectId = task.projectId;
    }
    const [, , comments] = await Promise.all([
      wants('project') && view.shown.projectId !== undefined ? get(`/projects/${view.shown.projectId}`) : null,
      wants('people') ? get(`/tasks/${taskId}/users`) : null,
      wants('comments') ? get<CommentSeen[]>(`/tasks/${taskId}/comments`) : null,
    ]);
    const list = comments ? unwrap(comments.body) : null;
    if (list && current()) {
      view.comments = list;
      context.onComments?.(list);
    }
  } else if (screen === 'poll') {
    const poll = unwrap((await get<PollSeen>(`/polls/${view.shown.pollId ?? 0}`)).body);
    if (poll && current()) view.poll = poll;
  } else {
    // catalogue-route.tsx: the hero, the active categories and the (filtered) products.
    const query = view.category ? `?category=${encodeURIComponent(view.category)}` : '';
    const [, categories] = await Promise.all([
      get('/public/configurations/product-hero'),
      get<{ name: string }[]>('/categories/public/active'),
      get(`/public/products${query}`),
    ]);
    const names = unwrap(categories.body)?.map((category) => category.name);
    if (names && current()) view.categories = names;
  }
}

/** The reads outside the loaders: the notification lists (bell, dashboard panel) and the footer's pages. */
export async function readShell(
  view: View,
  what: { notificationLists: number; footer: boolean },
  context: ReadContext,
): Promise<void> {
  const options = { cause: context.cause, screen: view.screen };
  await Promise.all([
    ...Array.from({ length: what.notificationLists }, () => context.client.call('GET', '/notifications', options)),
    what.footer ? context.client.call('GET', '/footer-pages?status=published', options) : null,
  ]);
}

/** Opens another screen: every part is read (loaderPart reads all on a navigation). */
export async function navigate(
  view: View,
  screen: ScreenName,
  shown: View['shown'],
  context: ReadContext,
  category: string | null = null,
): Promise<void> {
  view.screen = screen;
  view.shown = { ...shown };
  view.visit++;
  view.comments = [];
  view.poll = null;
  view.category = category;
  await readScreen(view, 'all', context);
}
