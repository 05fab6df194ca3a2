// The screens' real queries through the demo repository, on a large generated data set. Runs the same
// way in Node (fake-indexeddb, node-main.ts) and in Chromium (real IndexedDB, browser-main.ts) and prints
// one line per figure: `name: value unit`, the median of `runs` runs after one warm-up.
import Dexie from 'dexie';
import { taskSchema } from '../../src/domain/task';
import { matchesProductSearch } from '../../src/domain/product-rules';
import { productSchema } from '../../src/domain/product';
import { openTasksByProject, runningPolls } from '../../src/features/dashboard/dashboard-data';
import { summarizeProjectTasks } from '../../src/domain/task-summary';
import type { ProjectTaskQuery } from '../../src/domain/project-task-page';
import { buildDemoRepository, demoSeedSource } from '../../src/data/demo/create-demo-repository';
import { openDemoDatabase, type DemoDatabase } from '../../src/data/demo/db';
import { seedIfAbsent } from '../../src/data/demo/seed';
import type { Repository } from '../../src/data/repository';
import { generateLargeDataSet, type GeneratedData } from './generate';

export interface BenchOptions {
  /** Size of the large set; 1 = the full target size. */
  scale: number;
  /** Measured runs per query figure (median); at least 5. */
  runs: number;
  /** Runs of the (slow) generation; the last one's database is the one queried. */
  generateRuns: number;
  /** Where it runs, for the header line. */
  environment: string;
  log: (line: string) => void;
}

export interface Figure {
  name: string;
  value: number;
  unit: string;
}

const NOW = new Date('2026-03-01T09:00:00Z');
const SEED_DB = 'kiz-bench-seed';
const LARGE_DB = 'kiz-bench-large';

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

async function time<T>(fn: () => Promise<T>): Promise<[number, T]> {
  const start = performance.now();
  const result = await fn();
  return [performance.now() - start, result];
}

export async function runBench(options: BenchOptions): Promise<Figure[]> {
  const { runs, log } = options;
  const figures: Figure[] = [];
  const report = (name: string, value: number, unit = 'ms') => {
    figures.push({ name, value, unit });
    log(`${name}: ${unit === 'x' || unit === 'ms' ? value.toFixed(1) : Math.round(value)} ${unit}`);
  };
  /** Median of `runs` runs after one warm-up run; `after` runs untimed after each (e.g. to undo a write). */
  async function measure(name: string, fn: () => Promise<unknown>, after?: () => Promise<void>): Promise<number> {
    await fn();
    await after?.();
    const times: number[] = [];
    for (let i = 0; i < runs; i++) {
      times.push((await time(fn))[0]);
      await after?.();
    }
    const value = median(times);
    report(name, value);
    return value;
  }
  const ratio = (name: string, naive: number, indexed: number) =>
    report(`ratio ${name} naive/indexed`, naive / indexed, 'x');

  log(`# ${options.environment}, scale ${options.scale}, median of ${runs} runs (generation: ${options.generateRuns})`);

  // Normal sample data, in one transaction, into a fresh database each run.
  const seedTimes: number[] = [];
  for (let i = 0; i < runs; i++) {
    await Dexie.delete(SEED_DB);
    const db = openDemoDatabase(SEED_DB);
    await db.open();
    seedTimes.push((await time(() => seedIfAbsent(db, demoSeedSource, NOW)))[0]);
    db.close();
  }
  await Dexie.delete(SEED_DB);
  report('seed normal sample data (one transaction)', median(seedTimes));

  // The large set, on top of the seed.
  let db: DemoDatabase | undefined;
  let data: GeneratedData | undefined;
  const gen: { create: number[]; write: number[]; total: number[] } = { create: [], write: [], total: [] };
  for (let i = 0; i < options.generateRuns; i++) {
    db?.close();
    await Dexie.delete(LARGE_DB);
    db = openDemoDatabase(LARGE_DB);
    await seedIfAbsent(db, demoSeedSource, NOW);
    const [total, result] = await time(() => generateLargeDataSet(db!, { scale: options.scale, now: NOW }));
    data = result;
    gen.create.push(result.createMs);
    gen.write.push(result.writeMs);
    gen.total.push(total);
  }
  if (!db || !data) throw new Error('generateRuns must be at least 1');
  const { size } = data;
  log(
    `# large set: ${size.users} users, ${size.groups} groups, ${size.projects} projects, ${size.tasks} tasks, ` +
      `${size.comments} comments, ${size.products} products, ${size.polls} polls; ${data.rows} rows with likes, votes, credentials`,
  );
  report('generate large set: create records (faker)', median(gen.create));
  report('generate large set: write (bulkAdd, batches of 10,000, tables in parallel)', median(gen.write));
  report('generate large set: total', median(gen.total));
  report('generate large set: rows written per second', data.rows / (median(gen.write) / 1000), 'rows/s');
  log(
    `# write time by table, written side by side (last run): ${data.writes.map((w) => `${w.table} ${w.rows} rows ${Math.round(w.ms)} ms`).join(', ')}`,
  );

  // Let the browser's storage backend finish what the bulk writes left (compaction), then measure.
  await new Promise((resolve) => setTimeout(resolve, 3000));

  // Sessions for a member and the admin, as a login would leave them.
  await db.sessions.bulkPut([
    { token: 'bench-member', userId: data.memberId, createdAt: NOW.toISOString() },
    { token: 'bench-admin', userId: data.adminId, createdAt: NOW.toISOString() },
  ]);
  const repoFor = (token: string | null): Repository =>
    buildDemoRepository(db!, { db: db!, getToken: () => token, now: () => NOW }, demoSeedSource);
  const member = repoFor('bench-member');
  const admin = repoFor('bench-admin');
  const guest = repoFor(null);
  const memberUser = (await db.users.get(data.memberId))!;

  // Dashboard (member): the loader's three calls in parallel plus its pure shaping.
  const memberTasks = (await member.tasks.list()).length;
  const memberProjects = (await member.projects.ofMyGroups()).length;
  log(
    `# member ${data.memberId}: ${memberUser.projectGroups.length} groups, ${memberProjects} projects, ${memberTasks} tasks`,
  );
  const dashboardLoad = await measure(
    'dashboard load (member: projects.ofMyGroups + polls.list, then tasks.summaries)',
    async () => {
      const [projects, polls] = await Promise.all([member.projects.ofMyGroups(), member.polls.list()]);
      openTasksByProject(projects, await member.tasks.summaries(projects.map((p) => p.id)));
      runningPolls(polls);
    },
  );
  const dashboardBefore = await measure(
    'dashboard load as before (tasks.list of every task, summarized in memory)',
    async () => {
      const [projects, tasks, polls] = await Promise.all([
        member.projects.ofMyGroups(),
        member.tasks.list(),
        member.polls.list(),
      ]);
      openTasksByProject(
        projects,
        summarizeProjectTasks(
          projects.map((p) => p.id),
          tasks,
        ),
      );
      runningPolls(polls);
    },
  );
  ratio('dashboard load', dashboardBefore, dashboardLoad);
  const dashboardProjectIds = (await member.projects.ofMyGroups()).map((p) => p.id);
  await measure(`dashboard tasks.summaries alone (${dashboardProjectIds.length} projects)`, () =>
    member.tasks.summaries(dashboardProjectIds),
  );
  await measure('dashboard projects.ofMyGroups alone', () => member.projects.ofMyGroups());
  const tasksIndexed = await measure(`dashboard tasks.list (member, ${memberTasks} tasks)`, () => member.tasks.list());
  const tasksNaive = await measure('dashboard tasks naive (full-table toArray().filter)', async () => {
    const projectIds = new Set(
      (await db!.projects.toArray())
        .filter((p) => memberUser.projectGroups.includes(p.projectGroupId))
        .map((p) => p.id),
    );
    const all = await db!.tasks.toArray();
    all
      .filter((t) => projectIds.has(t.projectId))
      .sort((a, b) => b.createdAt.localeCompare(a.createdAt))
      .map((t) => taskSchema.parse(t));
  });
  ratio('dashboard tasks', tasksNaive, tasksIndexed);
  const memberProjectIds = (
    await db.projects.where('projectGroupId').anyOf(memberUser.projectGroups).primaryKeys()
  ).sort((a, b) => a - b);
  const projectRange = (id: number) => db!.tasks.where('[projectId+createdAt]').between([id, ''], [id, '\uffff']);
  await measure(
    `dashboard tasks: IndexedDB reads alone (${memberProjectIds.length} range getAlls, the floor for tasks.list)`,
    () => Promise.all(memberProjectIds.map((id) => projectRange(id).toArray())),
  );
  const idb = db.backendDB();
  await measure(
    'dashboard tasks: the same reads in raw IndexedDB (no Dexie)',
    () =>
      new Promise<void>((resolve, reject) => {
        const index = idb.transaction('tasks', 'readonly').objectStore('tasks').index('[projectId+createdAt]');
        let pending = memberProjectIds.length;
        for (const id of memberProjectIds) {
          const request = index.getAll(IDBKeyRange.bound([id, ''], [id, '\uffff']));
          request.onsuccess = () => {
            if (--pending === 0) resolve();
          };
          request.onerror = () => reject(request.error);
        }
      }),
  );
  await measure('dashboard polls.list (member)', () => member.polls.list());
  // The header reads notifications after every write in any tab; the deadline check reads the member's assigned
  // tasks only when a task was written since (or the next deadline came within 48 h).
  await measure('notifications.list (member, header bell, after a write elsewhere)', () => member.notifications.list());
  const someTask = (await db.tasks.where('assignedTo').equals(data.memberId).first())!;
  await measure(
    'notifications.list (member, right after a task write: deadline check included)',
    () => member.notifications.list(),
    async () => {
      await db!.tasks.update(someTask.id, { updatedAt: new Date().toISOString() });
    },
  );

  // Project task list: the project and the first step of its tasks, as project-tasks-route loads them.
  const firstStep = { phase: null, sort: 'newest' } as const;
  const projectTasks = async (id: number, query: ProjectTaskQuery = firstStep) =>
    Promise.all([member.projects.get(id), member.tasks.pageOfProject(id, query, 50)]);
  const typicalCount = (await member.tasks.byProject(data.typicalProjectId)).length;
  const byProjectIndexed = await measure(`project task list (typical project, ${typicalCount} tasks, first 50)`, () =>
    projectTasks(data!.typicalProjectId),
  );
  const largestPage = await measure(
    `project task list (largest project, ${data.largeProjectTasks} tasks, first 50)`,
    () => projectTasks(data!.largeProjectId),
  );
  await measure('project task list (largest project, filter Erledigt, oldest first)', () =>
    projectTasks(data!.largeProjectId, { phase: 'done', sort: 'oldest' }),
  );
  const largestWhole = await measure('project task list as before (largest project, tasks.byProject: every task)', () =>
    Promise.all([member.projects.get(data!.largeProjectId), member.tasks.byProject(data!.largeProjectId)]),
  );
  ratio('project task list, largest project (whole against page)', largestWhole, largestPage);
  const byProjectNaive = await measure('project task list naive (full-table filter, typical project)', async () => {
    const all = await db!.tasks.toArray();
    all.filter((t) => t.projectId === data!.typicalProjectId).map((t) => taskSchema.parse(t));
  });
  ratio('project task list', byProjectNaive, byProjectIndexed);

  // Task detail: the task, then its project, people and comments in parallel.
  const taskDetail = async (id: number) => {
    const task = await member.tasks.get(id);
    return Promise.all([member.projects.get(task.projectId), member.tasks.users(id), member.comments.byTask(id)]);
  };
  const typicalComments = (await member.comments.byTask(data.typicalTaskId)).length;
  const detailIndexed = await measure(`task detail (typical task, ${typicalComments} comments)`, () =>
    taskDetail(data!.typicalTaskId),
  );
  await measure(`task detail (busiest task, ${data.busyTaskComments} comments)`, () => taskDetail(data!.busyTaskId));
  const detailNaive = await measure('task comments naive (full-table filter, typical task)', async () => {
    const all = await db!.comments.toArray();
    all.filter((c) => c.taskId === data!.typicalTaskId);
  });
  ratio('task comments', detailNaive, detailIndexed);

  // Like: toggle, then read the conversation again as the revalidating loader does.
  const likeTask = typicalComments > 0 ? data.typicalTaskId : data.busyTaskId;
  const likeComment = (await member.comments.byTask(likeTask))[0]!.id;
  await measure('like write-to-read (comments.like + comments.byTask)', async () => {
    await member.comments.like(likeComment);
    await member.comments.byTask(likeTask);
  });

  // Vote: an open poll of the member's groups; each run's vote is undone untimed.
  const openPoll = (await member.polls.active()).find((p) => !p.hasVoted);
  if (openPoll) {
    const optionId = openPoll.options[0]!.id;
    const original = (await db.polls.get(openPoll.id))!.options;
    await measure(
      'vote write (polls.vote, returns the poll)',
      () => member.polls.vote(openPoll.id, optionId),
      async () => {
        await db!.votes.delete([openPoll.id, data!.memberId]);
        await db!.polls.update(openPoll.id, { options: original });
      },
    );
  } else log('# no open poll for the member: vote figure skipped');

  // Catalogue: every keystroke of a search is one loader call.
  const published = await db.products.where('status').equals('published').count();
  // The screen asks for a page of 24 (catalogue-route PAGE_SIZE); the whole list is what it read before paging.
  const cataloguePage = 24;
  await measure(`catalogue first load (publicProducts.page(24 of ${published} published))`, () =>
    guest.publicProducts.page({ search: '', category: '' }, cataloguePage),
  );
  await measure(`catalogue first load as before (publicProducts.list(), ${published} published)`, () =>
    guest.publicProducts.list({ search: '', category: '' }),
  );
  const word = 'Assistent';
  const keystrokes = Array.from({ length: word.length }, (_, i) => word.slice(0, i + 1));
  const perKeystroke = async (search: string) => guest.publicProducts.page({ search, category: '' }, cataloguePage);
  const keyTimes: number[] = [];
  const naiveKeyTimes: number[] = [];
  const byKeystroke = new Map<string, number[]>(keystrokes.map((k) => [k, []]));
  for (const search of keystrokes) await perKeystroke(search);
  for (let i = 0; i < runs; i++) {
    for (const search of keystrokes) {
      const [ms] = await time(() => perKeystroke(search));
      keyTimes.push(ms);
      byKeystroke.get(search)!.push(ms);
      naiveKeyTimes.push(
        (
          await time(async () => {
            const all = await db!.products.toArray();
            all
              .filter((p) => p.status === 'published' && matchesProductSearch(p, search))
              .sort((a, b) => a.title.localeCompare(b.title, 'de') || a.id - b.id)
              .slice(0, cataloguePage)
              .map((p) => productSchema.parse(p));
          })
        )[0],
      );
    }
  }
  const matches = (await perKeystroke(word.slice(0, 3))).total;
  report(
    `catalogue search per keystroke (typing "${word}"; "${word.slice(0, 3)}" matches ${matches})`,
    median(keyTimes),
  );
  const slowest = [...byKeystroke].map(([k, t]) => [k, median(t)] as const).sort((a, b) => b[1] - a[1])[0]!;
  const slowestMatches = (await perKeystroke(slowest[0])).total;
  report(`catalogue search slowest keystroke ("${slowest[0]}", ${slowestMatches} matches)`, slowest[1]);
  report('catalogue search naive (full-table toArray().filter)', median(naiveKeyTimes));
  ratio('catalogue search', median(naiveKeyTimes), median(keyTimes));
  // After a product write the next search reads the written product and patches it into the projection.
  const touched = (await db.products.where('status').equals('published').first())!;
  await measure(
    `catalogue search right after a product write (written product patched into the projection, "${word.slice(0, 3)}")`,
    async () => {
      await perKeystroke(word.slice(0, 3));
    },
    async () => {
      await db!.products.update(touched.id, { updatedAt: new Date().toISOString() });
    },
  );
  const someProduct = (await guest.publicProducts.list({ search: word, category: '' }))[0];
  if (someProduct)
    await measure('product detail similar (publicProducts.similar)', () =>
      guest.publicProducts.similar(someProduct.id),
    );

  // Admin screens that read whole tables through the port.
  const allProducts = await db.products.count();
  await measure(`admin product table first page (products.page(50 of ${allProducts}))`, () =>
    admin.products.page({ search: '', category: '' }, 50),
  );
  await measure(`admin product table as before (products.list(), ${allProducts} products)`, () =>
    admin.products.list(),
  );
  await measure('admin categories tab usage (categories.usage(), from the search projection)', () =>
    admin.categories.usage(),
  );
  // The other admin tabs read their whole (small) tables and show 50 rows at a time.
  await measure(`admin users tab (users.list(), ${await db.users.count()} users)`, () => admin.users.list());
  await measure(`admin groups tab (groups.list() + projects.countByGroup(), ${await db.groups.count()} groups)`, () =>
    Promise.all([admin.groups.list(), admin.projects.countByGroup()]),
  );
  await measure('admin groups tab as before (groups.list() + projects.list())', () =>
    Promise.all([admin.groups.list(), admin.projects.list()]),
  );
  await measure(
    `admin projects tab first page (projects.page(50 of ${await db.projects.count()}) + groups.list())`,
    () => Promise.all([admin.projects.page({}, 50), admin.groups.list()]),
  );
  const someGroup = (await db.groups.orderBy('id').last())!;
  await measure(`admin projects tab search by a group's name ("${someGroup.name}", page of 50)`, () =>
    Promise.all([admin.projects.page({ search: someGroup.name }, 50), admin.groups.list()]),
  );
  await measure('admin projects tab as before (projects.list() + groups.list())', () =>
    Promise.all([admin.projects.list(), admin.groups.list()]),
  );
  const pollCount = await db.polls.count();
  const pollsPage = await measure(`admin polls tab first page (polls.page(50 of ${pollCount}))`, () =>
    admin.polls.page({}, 50),
  );
  // Every generated title starts with "Umfrage": the search that matches most.
  await measure('admin polls tab search matching every poll ("Umfrage", page of 50)', () =>
    admin.polls.page({ search: 'Umfrage' }, 50),
  );
  const pollsList = await measure(`admin polls tab as before (polls.list(), ${pollCount} polls)`, () =>
    admin.polls.list(),
  );
  ratio('admin polls tab (list against page)', pollsList, pollsPage);
  const adminTasksList = await measure(
    `admin tasks.list (all ${await db.tasks.count()} tasks, no screen reads it any more)`,
    () => admin.tasks.list(),
  );
  const adminUser = (await db.users.get(data.adminId))!;
  const adminProjects = await admin.projects.ofMyGroups();
  const overview = await measure(`/project-tasks (admin: tasks.summaries of ${adminProjects.length} projects)`, () =>
    admin.tasks.summaries(adminProjects.map((p) => p.id)),
  );
  ratio('/project-tasks against tasks.list', adminTasksList, overview);
  await measure(`/tasks (admin: tasks.assignedTo, ${(await admin.tasks.assignedTo(adminUser.id)).length} tasks)`, () =>
    admin.tasks.assignedTo(adminUser.id),
  );
  await measure(
    `/tasks (member: tasks.assignedTo, ${(await member.tasks.assignedTo(data.memberId)).length} tasks)`,
    () => member.tasks.assignedTo(data.memberId),
  );
  const newest = await db.tasks.orderBy('createdAt').reverse().limit(50).toArray();
  await measure('port proposal proxy: admin tasks first page (keyset, 50 rows)', () =>
    db!.tasks.orderBy('createdAt').reverse().limit(50).toArray(),
  );
  const pageAt = Math.min(40_000, Math.floor((await db.tasks.count()) * 0.8));
  const atOffset = await db.tasks.orderBy('createdAt').reverse().offset(pageAt).limit(1).first();
  await measure(`admin tasks page at row ${pageAt} by offset()`, () =>
    db!.tasks.orderBy('createdAt').reverse().offset(pageAt).limit(50).toArray(),
  );
  await measure(`admin tasks page at row ${pageAt} by keyset (createdAt below the last row seen)`, () =>
    db!.tasks
      .where('createdAt')
      .below(atOffset?.createdAt ?? newest.at(-1)!.createdAt)
      .reverse()
      .limit(50)
      .toArray(),
  );
  const projectCount = await db.projects.count();
  await measure(`public projects first page (projects.page(24 of ${projectCount}))`, () => guest.projects.page({}, 24));
  await measure(`public projects as before (projects.list(), ${projectCount} projects)`, () => guest.projects.list());

  db.close();
  await Dexie.delete(LARGE_DB);
  return figures;
}
