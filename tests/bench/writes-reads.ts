// "Writes → reads per action": after one like, one vote and one mark-read, how many repository reads the screen
// runs. The app's real routes (react-router, a memory router) and its change handling (revalidate-on-change.ts)
// over a seeded demo store; the readers outside loaders (the header's bell; on the dashboard also the
// notification centre) re-read as useRepositoryRead does, by `touches`. `everything: true` reports every change
// as 'everything', which is what main.tsx did before changes named their resources.
import { createMemoryRouter } from 'react-router-dom';
import { revalidateOnChange } from '../../src/app/revalidate-on-change';
import { createAppRouter, discoverRoutes, routes } from '../../src/app/router';
import { noteDataChanged, SITE_DATA_ROUTE_ID } from '../../src/app/layout/legal-pages';
import { touches, type Changed } from '../../src/data/changes';
import { canVote } from '../../src/domain/poll-rules';
import { buildDemoRepository, demoSeedSource } from '../../src/data/demo/create-demo-repository';
import { openDemoDatabase } from '../../src/data/demo/db';
import { seedIfAbsent } from '../../src/data/demo/seed';
import type { Repository } from '../../src/data/repository';
import { setRepository } from '../../src/data/repository-instance';
import { useSession } from '../../src/stores/session';

const NOW = new Date('2026-03-01T09:00:00Z');
const MEMBER = 'nutzer@example.com';

export interface WriteReads {
  action: string;
  reads: string[];
}

/** Every call of the repository's resources, by name, while `counting`. */
function counted(repository: Repository) {
  const calls: string[] = [];
  const wrapped = Object.fromEntries(
    Object.entries(repository).map(([name, resource]) => [
      name,
      name === 'subscribe' || !resource || typeof resource !== 'object'
        ? resource
        : Object.fromEntries(
            Object.entries(resource as Record<string, unknown>).map(([method, fn]) => [
              method,
              typeof fn === 'function'
                ? (...args: unknown[]) => {
                    calls.push(`${name}.${method}`);
                    return (fn as (...a: unknown[]) => unknown).apply(resource, args);
                  }
                : fn,
            ]),
          ),
    ]),
  ) as unknown as Repository;
  return { repository: wrapped, calls };
}

const quiet = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Waits until the router is idle and no call came for a while. */
async function settled(router: ReturnType<typeof createAppRouter>, calls: string[]) {
  for (let seen = -1; seen !== calls.length;) {
    seen = calls.length;
    await quiet(60);
    while (
      !router.state.initialized ||
      router.state.navigation.state !== 'idle' ||
      router.state.revalidation !== 'idle' ||
      [...router.state.fetchers.values()].some((fetcher) => fetcher.state !== 'idle')
    )
      await quiet(10);
  }
}

/** A write as a fetcher posts it: to `action`, with `fields`. */
interface Post {
  action: string;
  fields?: Record<string, string>;
}

async function measure(
  database: string,
  path: string,
  readers: number,
  everything: boolean,
  target: (repository: Repository) => Promise<Post>,
): Promise<string[]> {
  const db = openDemoDatabase(database);
  await seedIfAbsent(db, demoSeedSource, NOW);
  const user = (await db.users.get({ email: MEMBER }))!;
  const token = `writes-${database}`;
  await db.sessions.put({ token, userId: user.id, createdAt: NOW.toISOString() });
  const store = buildDemoRepository(db, { db, getToken: () => token, now: () => NOW }, demoSeedSource);
  const { repository, calls } = counted({
    ...store,
    subscribe: (listener) => store.subscribe((changed: Changed) => listener(everything ? 'everything' : changed)),
  });
  setRepository(repository);
  useSession.setState({ token, user: await repository.auth.currentUser() });
  const router = createMemoryRouter(routes, { initialEntries: [path], patchRoutesOnNavigation: discoverRoutes });
  const stop = revalidateOnChange(repository, {
    revalidate: () => router.revalidate(),
    noted: (changed) => {
      if (touches(changed, ['footerPages'])) noteDataChanged();
    },
  });
  // The readers outside loaders read when they mount, and again for the changes they show.
  const readAll = () => {
    for (let i = 0; i < readers; i++) void repository.notifications.list();
  };
  readAll();
  const readers$ = repository.subscribe((changed) => {
    if (touches(changed, ['notifications'])) readAll();
  });
  try {
    await settled(router, calls);
    const { action, fields = {} } = await target(repository);
    await settled(router, calls);
    calls.length = 0;
    const body = new FormData();
    for (const [name, value] of Object.entries(fields)) body.set(name, value);
    void router.fetch('write', SITE_DATA_ROUTE_ID, action, { formMethod: 'post', formData: body });
    await settled(router, calls);
    // The first call is the write itself.
    return calls.slice(1);
  } finally {
    stop();
    readers$();
    router.dispose();
    db.close();
  }
}

/** One like on a task page, one vote on a poll page, one mark-read on the dashboard; the reads each caused. */
export async function measureWritesReads(everything = false): Promise<WriteReads[]> {
  const run = (name: string) => `kiz-bench-writes-${name}-${everything ? 'all' : 'named'}`;
  let taskId = 0;
  let pollId = 0;
  const like = async (repository: Repository): Promise<Post> => {
    const comment = (await repository.comments.byTask(taskId))[0]!;
    return { action: `/aktionen/kommentare/${comment.id}/gefaellt-mir` };
  };
  const vote = async (repository: Repository): Promise<Post> => {
    const poll = (await repository.polls.list()).find((p) => p.id === pollId)!;
    return { action: `/polls/${poll.id}`, fields: { optionId: String(poll.options[0]!.id) } };
  };
  const markRead = async (repository: Repository): Promise<Post> => {
    const unread = (await repository.notifications.list()).find((n) => !n.read)!;
    return { action: '/aktionen/benachrichtigungen', fields: { id: String(unread.id) } };
  };
  // Which task and poll: the member's first with comments, the first open for a vote.
  const probe = async (repository: Repository): Promise<Post> => {
    const projectIds = new Set((await repository.projects.ofMyGroups()).map((project) => project.id));
    for (const task of (await repository.tasks.list()).filter((t) => projectIds.has(t.projectId)))
      if (!taskId && (await repository.comments.byTask(task.id)).length) taskId = task.id;
    pollId = (await repository.polls.list()).find((p) => canVote(p, NOW))!.id;
    return { action: '/aktionen/benachrichtigungen', fields: { all: 'true' } };
  };
  await measure(run('probe'), '/dashboard', 0, everything, probe);
  return [
    { action: `like on /tasks/${taskId}`, reads: await measure(run('like'), `/tasks/${taskId}`, 1, everything, like) },
    { action: `vote on /polls/${pollId}`, reads: await measure(run('vote'), `/polls/${pollId}`, 1, everything, vote) },
    { action: 'mark-read on /dashboard', reads: await measure(run('read'), '/dashboard', 2, everything, markRead) },
  ];
}
