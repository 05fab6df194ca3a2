// One simulated participant: opens the sign-in page, signs in, lands on the dashboard as the app does, holds the
// live updates (the app's own module, live.ts), goes to their screen and, every few seconds, acts there. On each
// live event and after each own write the open screen re-reads only what the app's decision says it shows.
import { attachmentTypeOf } from '../../../src/domain/attachment-rules';
import type { Client } from './client';
import { changeOfOwnWrite, type LiveChange } from './decide';
import { openLiveEvents, type StreamFigures } from './live';
import { pick, sleep, type Account, type Acknowledged, type Session } from './room';
import { rereadsAnything, rereadsFor, type ScreenName } from './screens';
import { canVote, navigate, newView, readScreen, readShell, type CommentSeen, type ReadContext } from './screen-reads';
import type { Cause } from './stats';
import { jpegLike, PHOTOS_PER_COMMENT, type UploadPlan } from './uploads';

/** Where participants stay: shares of the room. */
export const HOME_SHARES: Readonly<Record<ScreenName, number>> = {
  task: 0.5,
  dashboard: 0.25,
  poll: 0.15,
  catalogue: 0.1,
};
/** On a task page: what each action is (a photo comment instead whenever the upload plan hands one out). */
export const TASK_ACTIONS = { comment: 0.55, like: 0.3, reload: 0.15 } as const;
/** On the dashboard: look again, or open a running poll and vote. */
export const DASHBOARD_ACTIONS = { reload: 0.6, vote: 0.4 } as const;
/** On a poll page after voting: mostly wait; otherwise look on the dashboard for a newer poll. */
export const POLL_WAIT_SHARE = 0.7;
/** The pause before each action: uniform between these, in ms (a person reading, typing, deciding). */
export const THINK_MS = { min: 2000, max: 5000 } as const;

/** The room's homes in turn, so every share is met as closely as the count allows (largest remainder first). */
export function homeScreens(count: number): ScreenName[] {
  const given: Record<ScreenName, number> = { task: 0, dashboard: 0, poll: 0, catalogue: 0 };
  const names = Object.keys(HOME_SHARES) as ScreenName[];
  return Array.from({ length: count }, (_, i) => {
    const next = names.reduce((best, name) =>
      (i + 1) * HOME_SHARES[name] - given[name] > (i + 1) * HOME_SHARES[best] - given[best] ? name : best,
    );
    given[next]++;
    return next;
  });
}

export interface RoomOptions {
  base: string;
  acknowledged: Acknowledged;
  sessions: Map<string, Session>;
  uploads: UploadPlan;
  photoBytes: number;
  /** Photos a task page shows at once (the browser loads those); 0: none are viewed. */
  photoViews: number;
  /** How many of the member's tasks the task pages are spread over. */
  hotTasks: number;
  think: { min: number; max: number };
  /** Re-read on live updates and own writes as the app does (default); false only holds the stream. */
  rereads: boolean;
  /** Ends the actions; the participant finishes the call under way. */
  stop: AbortSignal;
  onAction: (kind: string) => void;
  /** A change reached an open screen: whether it re-read anything. */
  onNotice: (screen: ScreenName, cause: 'event' | 'own write', reread: boolean) => void;
}

export interface ParticipantOptions {
  index: number;
  account: Account;
  client: Client;
  home: ScreenName;
  /** The how-manieth of the room on a task page: spreads them over the tasks. */
  slot: number;
  random: () => number;
  room: RoomOptions;
  onSignedIn: () => void;
  /** Signed in and on their screen (not called when the sign-in fails). */
  onReady: () => void;
}

export interface ParticipantResult {
  signedIn: boolean;
  stream: StreamFigures | null;
  photosViewed: number;
}

export async function runParticipant(options: ParticipantOptions): Promise<ParticipantResult> {
  const { client, random, room, home } = options;
  const { stop, acknowledged } = room;
  const who = client.id;
  // The sign-in page's first load reads the footer's pages (the root loader).
  await client.call('GET', '/footer-pages?status=published', { cause: 'navigation', screen: 'login' });
  const login = await client.call<{ token: string; user: { id: number } }>('POST', '/login', {
    json: { email: options.account.email, password: options.account.password },
    cause: 'sign-in',
  });
  if (!login.ok || !login.body) return { signedIn: false, stream: null, photosViewed: 0 };
  client.setToken(login.body.token);
  const userId = login.body.user.id;
  room.sessions.set(who, { who, account: options.account, userId, token: login.body.token });
  options.onSignedIn();

  const view = newView();
  const running = new Set<Promise<unknown>>();
  const track = (work: Promise<unknown>) => {
    running.add(work);
    void work.catch(() => {}).finally(() => running.delete(work));
  };
  const seenPhotos = new Set<string>();
  const voted = new Set<number>();
  const liked = new Set<number>();
  let written = 0;

  /** The browser loads the photos a task page shows; each once (its image cache); no retry, a 429 is a gap. */
  const viewPhotos = (comments: CommentSeen[]) => {
    const urls = comments
      .flatMap((comment) => comment.attachments ?? [])
      .filter((file) => attachmentTypeOf({ name: file.name, type: '' }) === 'image')
      .map((file) => file.url);
    const fresh = [...new Set(urls)].slice(0, room.photoViews).filter((url) => !seenPhotos.has(url));
    for (const url of fresh) {
      seenPhotos.add(url);
      track(client.download(url, { cause: 'images', screen: view.screen, retry429: false }));
    }
  };
  const context = (cause: Cause): ReadContext => ({ client, cause, onComments: viewPhotos });

  const reread = (change: LiveChange, cause: 'event' | 'own write') => {
    if (stop.aborted) return;
    const plan = rereadsFor(view.screen, change, view.shown);
    const any = room.rereads && rereadsAnything(plan);
    room.onNotice(view.screen, cause, any);
    if (!any) return;
    track(
      Promise.all([
        plan.parts.length ? readScreen(view, plan.parts, context(cause)) : null,
        readShell(view, plan, context(cause)),
      ]),
    );
  };
  const afterWrite = (path: string) => reread(changeOfOwnWrite(path), 'own write');
  const live = openLiveEvents({ base: room.base, client, onChange: (change) => reread(change, 'event') });

  // After the sign-in the app shows the dashboard, with the header's bell and the dashboard's notification panel.
  await Promise.all([
    navigate(view, 'dashboard', {}, context('navigation')),
    readShell(view, { notificationLists: 2, footer: false }, context('navigation')),
  ]);
  const hot = view.tasks.slice(0, room.hotTasks);
  const homeTask = hot[options.slot % Math.max(1, hot.length)];
  let homePoll: number | null = null;

  const newestVotable = () => view.polls.filter((poll) => canVote(poll, voted)).sort((a, b) => b.id - a.id)[0] ?? null;
  async function goHome(): Promise<void> {
    if (home === 'task' && homeTask)
      return navigate(view, 'task', { taskId: homeTask.id, projectId: homeTask.projectId }, context('navigation'));
    if (home === 'catalogue') return navigate(view, 'catalogue', {}, context('navigation'), someCategory());
    if (home === 'poll') {
      if (view.screen !== 'dashboard') await navigate(view, 'dashboard', {}, context('navigation'));
      homePoll = newestVotable()?.id ?? homePoll;
      if (homePoll !== null) return navigate(view, 'poll', { pollId: homePoll }, context('navigation'));
      return;
    }
    if (view.screen !== 'dashboard') return navigate(view, 'dashboard', {}, context('navigation'));
  }
  const someCategory = () => {
    const choices = [null, ...view.categories];
    return choices[Math.floor(random() * choices.length)] ?? null;
  };

  async function comment(photos: boolean): Promise<void> {
    const taskId = view.shown.taskId;
    if (taskId === undefined) return;
    const n = ++written;
    const content = photos
      ? `Fotoprotokoll ${n} von ${options.account.name}: Flipchart der Gruppe`
      : `Lasttest: Beitrag ${n} von ${options.account.name} (${Date.now().toString(36)})`;
    const form = new FormData();
    form.append('content', content);
    const files = photos
      ? Array.from({ length: PHOTOS_PER_COMMENT }, (_, k) =>
          jpegLike(`flipchart-${who}-${n}-${k + 1}.jpg`, room.photoBytes),
        )
      : [];
    for (const file of files) form.append('attachments[]', file.blob, file.name);
    const path = `/tasks/${taskId}/comments`;
    const answer = await client.call('POST', path, {
      form,
      type: photos ? 'POST /tasks/{id}/comments (photos)' : undefined,
      screen: view.screen,
    });
    if (photos) room.uploads.settle(answer.ok, performance.now());
    if (!answer.ok) return;
    acknowledged.comments.push({
      who,
      taskId,
      content,
      photos: files.map(({ name, size, sha256 }) => ({ name, size, sha256 })),
    });
    afterWrite(path);
  }

  /** A like on a shown comment not liked yet (a second like would take it back). */
  async function like(): Promise<boolean> {
    const open = view.comments.filter((c) => !c.hasLiked && !liked.has(c.id));
    const chosen = open[Math.floor(random() * open.length)];
    const taskId = view.shown.taskId;
    if (!chosen || taskId === undefined) return false;
    liked.add(chosen.id);
    const path = `/comments/${chosen.id}/like`;
    const answer = await client.call<{ liked: boolean }>('POST', path, { screen: view.screen });
    if (answer.ok && answer.body?.liked) acknowledged.likes.push({ who, taskId, commentId: chosen.id });
    if (answer.ok) afterWrite(path);
    return true;
  }

  /** Votes on the poll page's poll when it is open and not voted on yet; answers whether it did. */
  async function vote(): Promise<boolean> {
    const poll = view.poll;
    if (!canVote(poll, voted)) return false;
    const optionId = poll.options[Math.floor(random() * poll.options.length)]?.id ?? 0;
    voted.add(poll.id);
    const path = `/polls/${poll.id}/vote`;
    const answer = await client.call('POST', path, { json: { optionId }, screen: view.screen });
    if (!answer.ok) return true;
    acknowledged.votes.push({ who, pollId: poll.id, optionId });
    afterWrite(path);
    return true;
  }

  /** One action on the participant's screen; answers what it was. */
  async function act(): Promise<string> {
    if (home === 'task') {
      if (view.screen !== 'task') return goHome().then(() => 'to the task');
      if (room.uploads.take(performance.now())) return comment(true).then(() => 'photo comment');
      const kind = pick(TASK_ACTIONS, random);
      if (kind === 'like' && (await like())) return 'like';
      if (kind === 'reload') return goHome().then(() => 'task page again');
      return comment(false).then(() => 'comment');
    }
    if (home === 'dashboard') {
      if (view.screen !== 'dashboard') return goHome().then(() => 'to the dashboard');
      const poll = newestVotable();
      if (pick(DASHBOARD_ACTIONS, random) === 'vote' && poll) {
        await navigate(view, 'poll', { pollId: poll.id }, context('navigation'));
        return (await vote()) ? 'vote' : 'poll page';
      }
      return navigate(view, 'dashboard', {}, context('navigation')).then(() => 'dashboard again');
    }
    if (home === 'poll') {
      if (view.screen === 'poll' && (await vote())) return 'vote';
      if (view.screen === 'poll' && random() < POLL_WAIT_SHARE) return 'wait';
      return goHome().then(() => 'look for a poll');
    }
    return navigate(view, 'catalogue', {}, context('navigation'), someCategory()).then(() => 'browse');
  }

  await goHome();
  options.onReady();
  while (!stop.aborted) {
    await sleep(room.think.min + random() * (room.think.max - room.think.min), stop);
    if (stop.aborted) break;
    room.onAction(await act());
  }
  live.stop();
  // Re-reads under way may still start photo loads.
  while (running.size) await Promise.all([...running]);
  return { signedIn: true, stream: live.figures, photosViewed: seenPhotos.size };
}
