// The screens a participant can have open, as the app defines what each re-reads: the route's `reading` (its
// module's shouldRevalidate, change-scope.ts; a route without one re-reads for every change), the loader's parts
// (loaderPart) and the reads outside loaders on every signed-in page (the header's notification bell, the
// footer's pages). screens.test.ts compares these with the app's files, so a change there shows here.
import { concerns, type LiveChange, type Reads, type Shown } from './decide';
import type { Changed } from '../../../src/data/changes';

export type ScreenName = 'dashboard' | 'task' | 'poll' | 'catalogue';

type ReadsOf = (shown: Shown) => Reads;

export interface ScreenModel {
  /** The route's path in router.tsx. */
  path: string;
  /** The route's `reading(...)`, by the shown ids where it names them; 'everything' for a route without. */
  route: ReadsOf;
  /** The loader's parts in the order they are read; a loader without loaderPart is one part reading 'everything'. */
  parts: readonly { name: string; reads: ReadsOf }[];
  /** Notification lists the screen shows (the bell; the dashboard also its notification panel), each its own read. */
  notificationLists: number;
}

const whole: ScreenModel['parts'] = [{ name: 'loader', reads: () => 'everything' }];
const member = ['users', 'groups'] as const;

export const SCREENS: Readonly<Record<ScreenName, ScreenModel>> = {
  dashboard: {
    path: 'dashboard',
    route: () => ['polls', 'projects', 'tasks', 'users', 'groups'],
    // dashboard-route.tsx: the polls beside the projects of the member's groups, then their tasks' summaries.
    parts: [
      { name: 'polls', reads: () => ['polls', ...member] },
      { name: 'projects', reads: () => ['projects', ...member] },
      { name: 'tasks', reads: () => ['tasks'] },
    ],
    notificationLists: 2,
  },
  task: {
    path: 'tasks/:id',
    route: ({ taskId }) => [`tasks task ${taskId ?? 0}`, `comments task ${taskId ?? 0}`, 'projects', 'users', 'groups'],
    // task-detail-route.tsx: the task first, then its project, people and comments.
    parts: [
      { name: 'task', reads: ({ taskId }) => [`tasks task ${taskId ?? 0}`] },
      { name: 'project', reads: ({ projectId }) => [`projects project ${projectId ?? 0}`] },
      { name: 'people', reads: ({ taskId }) => [`tasks task ${taskId ?? 0}`, ...member] },
      { name: 'comments', reads: ({ taskId }) => [`comments task ${taskId ?? 0}`, 'users'] },
    ],
    notificationLists: 1,
  },
  poll: {
    path: 'polls/:id',
    route: ({ pollId }) => [`polls poll ${pollId ?? 0}`, ...member],
    parts: whole,
    notificationLists: 1,
  },
  catalogue: {
    path: 'produkte',
    route: () => ['configurations', 'categories', 'products'],
    parts: whole,
    notificationLists: 1,
  },
};

/** The root route's loader (the footer's pages) and the notification bell's useRepositoryRead. */
export const SHELL = { footer: ['footerPages'], notifications: ['notifications'] } as const satisfies Record<
  string,
  Reads
>;

export interface Rereads {
  /** The loader's parts to read again (none when the route does not revalidate). */
  parts: string[];
  /** How many notification lists read again. */
  notificationLists: number;
  footer: boolean;
}

/** What a screen reads again for a change: a live event's burst or the adapter's report of one's own write. */
export function rereadsFor(screen: ScreenName, change: LiveChange | Changed, shown: Shown): Rereads {
  const model = SCREENS[screen];
  const route = concerns(change, model.route(shown));
  return {
    parts: route ? model.parts.filter((part) => concerns(change, part.reads(shown))).map((part) => part.name) : [],
    notificationLists: concerns(change, SHELL.notifications) ? model.notificationLists : 0,
    footer: concerns(change, SHELL.footer),
  };
}

export const rereadsAnything = (rereads: Rereads) =>
  rereads.parts.length > 0 || rereads.notificationLists > 0 || rereads.footer;
