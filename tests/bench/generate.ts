// Fills a demo database with a large, deterministic German data set for the benchmarks (and, scaled down,
// for a test that checks the records come out of the real repository). Records are written in exactly
// the shapes seed.ts writes: featuredKey on projects and products, task summary rows, likeCount plus `likes` rows on
// comments, option counts plus `votes` rows on polls, a credential row per user.
import { fakerDE } from '@faker-js/faker';
import type { Table } from 'dexie';
import type { TaskPriority, TaskStatus } from '../../src/domain/task';
import type { ProjectGroup } from '../../src/domain/project-group';
import type { ProjectStatus } from '../../src/domain/project';
import type { PollStatus } from '../../src/domain/poll';
import type {
  CommentRecord,
  CredentialRecord,
  DemoDatabase,
  LikeRecord,
  PollRecord,
  ProductRecord,
  ProjectRecord,
  UserRecord,
  VoteRecord,
} from '../../src/data/demo/db';
import { taskIndexKeys } from '../../src/data/demo/db';
import type { TaskRecord } from '../../src/data/demo/task-records';
import { summaryRecordsOf } from '../../src/data/demo/task-summary-rows';

/** The target sizes at scale 1. */
export const FULL_SIZE = {
  users: 200,
  groups: 50,
  projects: 1_000,
  tasks: 50_000,
  comments: 100_000,
  products: 5_000,
  polls: 500,
} as const;
export type DataSetSize = { -readonly [K in keyof typeof FULL_SIZE]: number };

export function sizeAt(scale: number): DataSetSize {
  const size = {} as DataSetSize;
  for (const key of Object.keys(FULL_SIZE) as (keyof DataSetSize)[])
    size[key] = Math.max(1, Math.round(FULL_SIZE[key] * scale));
  return size;
}

export interface GenerateOptions {
  /** 1 = the full target size; 0.01 gives a tiny set for tests. */
  scale?: number;
  /** Faker seed; the same seed gives the same data. */
  seed?: number;
  /** Dates are relative to this moment. */
  now?: Date;
  /** Records per bulkAdd (one transaction each). */
  batchSize?: number;
}

/** Ids the benchmark needs to find its way around the generated data. */
export interface GeneratedData {
  size: DataSetSize;
  /** A generated member of three groups (or fewer at tiny scales), among them the large project's group. */
  memberId: number;
  /** Seed admin (id 1). */
  adminId: number;
  /** The project with the most tasks (2 % of all). */
  largeProjectId: number;
  largeProjectTasks: number;
  /** A project of average size in the member's groups. */
  typicalProjectId: number;
  /** The task with the most comments (0.2 % of all), in the large project. */
  busyTaskId: number;
  busyTaskComments: number;
  /** A task of average size in the member's groups. */
  typicalTaskId: number;
  /** Milliseconds spent creating the records (faker) and writing them (bulkAdd). */
  createMs: number;
  writeMs: number;
  /** Write milliseconds and rows per table. */
  writes: { table: string; rows: number; ms: number }[];
  rows: number;
}

const topics = [
  'Digitale Beratung',
  'Pflegeplanung',
  'Jugendhilfe',
  'Eingliederungshilfe',
  'Wohnungslosenhilfe',
  'Schuldnerberatung',
  'Kita-Verwaltung',
  'Migrationsberatung',
  'Suchthilfe',
  'Quartiersarbeit',
  'Ehrenamt',
  'Fördermittel',
  'Teilhabe',
  'Telemedizin',
];
const nouns = [
  'Assistent',
  'Lotse',
  'Chatbot',
  'Radar',
  'Planer',
  'Wissensdatenbank',
  'Sprachdokumentation',
  'Terminbuchung',
  'Antragsstrecke',
  'Fallakte',
  'Übersetzungsdienst',
  'Prognose',
  'Dienstplan',
  'Auswertung',
  'Schnittstelle',
  'Leitfaden',
];
const adjectives = [
  'barrierefreie',
  'digitale',
  'KI-gestützte',
  'gemeinsame',
  'sichere',
  'mobile',
  'offene',
  'datensparsame',
  'schnelle',
  'neue',
];
const verbs = [
  'prüft',
  'ergänzt',
  'überarbeitet',
  'testet',
  'dokumentiert',
  'bespricht',
  'plant',
  'fasst zusammen',
  'bereitet vor',
  'klärt',
];
const objects = [
  'den Entwurf',
  'die Datenschutzfolgenabschätzung',
  'das Nutzerfeedback',
  'die Schnittstelle zum Fachverfahren',
  'den Förderantrag',
  'die Schulungsunterlagen',
  'das Testprotokoll',
  'die Anforderungen',
  'den Zeitplan',
  'die Barrierefreiheitsprüfung',
  'den Prototyp',
];
const technologies = [
  'LLM',
  'RAG',
  'Python',
  'React',
  'TypeScript',
  'Open Source',
  'Spracherkennung',
  'Vektordatenbank',
  'OCR',
  'PWA',
  'Kotlin',
  'PostgreSQL',
  'Whisper',
  'Leichte Sprache',
  'Gebärdensprache',
  'Chatbot',
  'Prognosemodell',
  'Matrix',
];
const taskStatuses: TaskStatus[] = ['todo', 'in_progress', 'done', 'open', 'in-progress', 'completed'];
const priorities: TaskPriority[] = ['low', 'medium', 'high'];
const projectStatuses: ProjectStatus[] = ['active', 'active', 'active', 'completed', 'on_hold', 'planning'];
const productImages = [
  'antrags-lotse',
  'bedarfsradar',
  'beratungs-copilot',
  'dienstplan-ki',
  'kita-chatbot',
  'leichte-sprache',
];

const DAY = 86_400_000;

async function nextId(table: Table): Promise<number> {
  const last = await table.toCollection().lastKey();
  return (typeof last === 'number' ? last : 0) + 1;
}

/**
 * Adds the large data set on top of what the database holds (normally the seed, which it needs for the
 * admin, the categories and a password hash). Not idempotent: run it on a freshly seeded database.
 */
export async function generateLargeDataSet(db: DemoDatabase, options: GenerateOptions = {}): Promise<GeneratedData> {
  const size = sizeAt(options.scale ?? 1);
  const now = (options.now ?? new Date('2026-03-01T09:00:00Z')).getTime();
  const batchSize = options.batchSize ?? 10_000;
  const f = fakerDE;
  f.seed(options.seed ?? 20260301);
  const { int, arrayElement, arrayElements, maybe } = {
    int: (min: number, max: number) => f.number.int({ min, max }),
    arrayElement: <T>(a: readonly T[]) => f.helpers.arrayElement(a),
    arrayElements: <T>(a: readonly T[], min: number, max: number) => f.helpers.arrayElements(a, { min, max }),
    maybe: (p: number) => f.datatype.boolean(p),
  };
  const iso = (t: number) => new Date(Math.min(t, now)).toISOString();
  const day = (t: number) => new Date(t).toISOString().slice(0, 10);
  const sentence = () =>
    `${arrayElement(['Das Team', 'Die Projektgruppe', 'Frau ' + f.person.lastName(), 'Herr ' + f.person.lastName()])} ${arrayElement(verbs)} ${arrayElement(objects)}.`;

  const adminId = 1;
  const categories = (await db.categories.toArray()).map((c) => c.name);
  const template = (await db.credentials.get(3)) ?? (await db.credentials.toArray())[0];
  if (!template || categories.length === 0)
    throw new Error('Seed the database first (seedIfAbsent with demoSeedSource).');
  const firstId = {
    users: await nextId(db.users),
    groups: await nextId(db.groups),
    projects: await nextId(db.projects),
    tasks: await nextId(db.tasks),
    comments: await nextId(db.comments),
    products: await nextId(db.products),
    polls: await nextId(db.polls),
  };
  const existingUserIds = await db.users.toCollection().primaryKeys();

  const createStart = performance.now();
  // Groups and users: every user joins 1–3 groups; the first user (the bench member) joins the first three.
  const groups: ProjectGroup[] = Array.from({ length: size.groups }, (_, i) => ({
    id: firstId.groups + i,
    name: `${arrayElement(topics)} ${f.location.city()} ${i + 1}`,
    description: `${sentence()} ${sentence()}`,
    status: maybe(0.9) ? 'active' : 'archived',
    type: maybe(0.7) ? 'collaborative' : 'private',
    memberIds: [],
    adminId,
  }));
  const groupIds = groups.map((g) => g.id);
  const users: UserRecord[] = Array.from({ length: size.users }, (_, i) => {
    const id = firstId.users + i;
    const firstName = f.person.firstName();
    const lastName = f.person.lastName();
    const own = i === 0 ? groupIds.slice(0, 3) : [groupIds[i % groupIds.length]!, ...arrayElements(groupIds, 0, 2)];
    const projectGroups = [...new Set(own)];
    for (const g of projectGroups) groups[g - firstId.groups]!.memberIds.push(id);
    return {
      id,
      name: `${firstName} ${lastName}`,
      email: `${f.helpers.slugify(`${firstName}.${lastName}`).toLowerCase()}.${id}@example.org`,
      companyName: f.company.name(),
      role: 'user',
      roles: ['ROLE_USER'],
      projectGroups,
      avatar: null,
      notificationSettings: { newProject: true, newTask: true, taskDeadline: true, taskComments: maybe(0.8) },
      createdAt: iso(now - int(30, 700) * DAY),
      createdBy: adminId,
    };
  });
  const credentials: CredentialRecord[] = users.map((u) => ({ ...template, userId: u.id }));
  const memberId = users[0]!.id;

  const projects: ProjectRecord[] = Array.from({ length: size.projects }, (_, i) => {
    const featured = maybe(0.01);
    const start = now - int(10, 500) * DAY;
    const groupId = i === 0 ? groupIds[0]! : arrayElement(groupIds);
    return {
      id: firstId.projects + i,
      title: `${arrayElement(adjectives).replace(/^./, (c) => c.toUpperCase())} ${arrayElement(nouns)} ${f.location.city()}`,
      description: `${sentence()} ${sentence()}`,
      fullDescription: Array.from({ length: 4 }, sentence).join(' '),
      imageUrl: null,
      additionalImages: [],
      featured,
      featuredKey: featured ? 1 : 0,
      technologies: arrayElements(technologies, 1, 4),
      status: arrayElement(projectStatuses),
      features: Array.from({ length: int(0, 3) }, (_, sortOrder) => ({
        title: arrayElement(nouns),
        description: sentence(),
        sortOrder,
      })),
      startDate: day(start),
      endDate: maybe(0.7) ? day(start + int(60, 400) * DAY) : null,
      deadline: maybe(0.5) ? day(start + int(30, 300) * DAY) : null,
      projectGroupId: groupId,
      members: [...(groups[groupId - firstId.groups]?.memberIds ?? [])].slice(0, 5),
      category: arrayElement(categories),
      createdAt: iso(start - int(1, 20) * DAY),
      createdBy: adminId,
    };
  });
  const membersOf = (projectIndex: number) =>
    groups[projects[projectIndex]!.projectGroupId - firstId.groups]!.memberIds;

  // Tasks: 2 % in the first project (the large one), the rest spread at random.
  const largeProjectTasks = Math.max(1, Math.round(size.tasks * 0.02));
  const tasks: TaskRecord[] = Array.from({ length: size.tasks }, (_, i) => {
    const p = i < largeProjectTasks ? 0 : int(0, projects.length - 1);
    const project = projects[p]!;
    const members = membersOf(p);
    const created = now - int(0, 365 * 24) * 3_600_000;
    return {
      id: firstId.tasks + i,
      projectId: project.id,
      title: `${arrayElement(objects).replace(/^./, (c) => c.toUpperCase())} ${arrayElement(verbs).split(' ')[0]}`,
      description: `${sentence()} ${sentence()}`,
      status: arrayElement(taskStatuses),
      priority: arrayElement(priorities),
      assignedTo: members.length ? arrayElements(members, 1, Math.min(2, members.length)) : [],
      deadline: maybe(0.8) ? day(created + int(-30, 120) * DAY) : null,
      attachments: [],
      createdAt: iso(created),
      createdBy: adminId,
      updatedAt: maybe(0.3) ? iso(created + int(1, 30) * DAY) : null,
    };
  }).map((task) => ({ ...task, ...taskIndexKeys(task) }));

  // Comments: 0.2 % on the first task (the busy one), the rest spread; some are replies; likes by anyone.
  const allUserIds = [...existingUserIds, ...users.map((u) => u.id)];
  const busyTaskComments = Math.max(1, Math.round(size.comments * 0.002));
  const lastCommentOf = new Map<number, number>();
  const likes: LikeRecord[] = [];
  const comments: CommentRecord[] = Array.from({ length: size.comments }, (_, i) => {
    const task = tasks[i < busyTaskComments ? 0 : int(0, tasks.length - 1)]!;
    const id = firstId.comments + i;
    const parent = lastCommentOf.get(task.id);
    lastCommentOf.set(task.id, id);
    const likeCount = arrayElement([0, 0, 0, 0, 1, 1, 2, 3]);
    for (const userId of arrayElements(allUserIds, likeCount, likeCount)) likes.push({ commentId: id, userId });
    // Comments follow their task, a few minutes apart, so the conversation order is the id order.
    return {
      id,
      taskId: task.id,
      content: `${sentence()}${maybe(0.5) ? ` ${sentence()}` : ''}`,
      createdAt: iso(Date.parse(task.createdAt) + ((i % 10_000) + 1) * 60_000),
      createdBy: arrayElement(task.assignedTo.length ? task.assignedTo : allUserIds),
      attachments: [],
      parentId: parent !== undefined && maybe(0.15) ? parent : null,
      likeCount,
    };
  });

  const products: ProductRecord[] = Array.from({ length: size.products }, (_, i) => {
    const featured = maybe(0.01);
    const created = now - int(1, 600) * DAY;
    return {
      id: firstId.products + i,
      title: `${arrayElement(topics)}-${arrayElement(nouns)} ${f.string.alpha({ length: 2, casing: 'upper' })}${int(1, 99)}`,
      description: `${arrayElement(adjectives).replace(/^./, (c) => c.toUpperCase())} Lösung: ${sentence()}`,
      fullDescription: Array.from({ length: 3 }, sentence).join(' '),
      category: arrayElement(categories),
      technologies: arrayElements(technologies, 1, 4),
      status: maybe(0.7) ? 'published' : 'draft',
      featured,
      featuredKey: featured ? 1 : 0,
      imageUrl: `/images/products/${arrayElement(productImages)}.svg`,
      additionalImages: [],
      features: Array.from({ length: int(0, 3) }, (_, k) => ({
        id: k + 1,
        title: arrayElement(nouns),
        description: sentence(),
        sortOrder: k,
      })),
      createdBy: adminId,
      createdAt: iso(created),
      updatedAt: iso(created + int(0, 30) * DAY),
    };
  });

  const votes: VoteRecord[] = [];
  const polls: PollRecord[] = Array.from({ length: size.polls }, (_, i) => {
    const id = firstId.polls + i;
    const status: PollStatus = arrayElement(['active', 'active', 'active', 'completed', 'completed', 'draft']);
    const projectGroupIds = i % 10 === 0 ? [groupIds[i % 3] ?? groupIds[0]!] : arrayElements(groupIds, 1, 2);
    const options = Array.from({ length: int(2, 5) }, (_, k) => ({
      id: k + 1,
      text: `${arrayElement(adjectives)} ${arrayElement(nouns)}`,
      votes: 0,
    }));
    const created = now - int(1, 200) * DAY;
    const voters = [...new Set(projectGroupIds.flatMap((g) => groups[g - firstId.groups]!.memberIds))].filter(
      (u) => u !== memberId && maybe(0.5),
    );
    for (const userId of voters) {
      const option = arrayElement(options);
      option.votes += 1;
      votes.push({ pollId: id, userId, optionId: option.id, createdAt: iso(created + DAY) });
    }
    return {
      id,
      title: `Umfrage: ${arrayElement(objects)} – ${arrayElement(topics)}`,
      description: sentence(),
      options,
      startDate: day(created),
      endDate: status === 'completed' ? day(now - int(1, 30) * DAY) : day(now + int(1, 60) * DAY),
      projectGroupIds,
      isActive: status === 'active',
      status,
      createdAt: iso(created),
    };
  });
  const createMs = performance.now() - createStart;

  const writeStart = performance.now();
  const writes: [string, unknown[]][] = [
    ['users', users],
    ['credentials', credentials],
    ['groups', groups],
    ['projects', projects],
    ['tasks', tasks],
    // Generated tasks belong to generated projects only, so their summary rows are new rows.
    ['taskSummaries', summaryRecordsOf(tasks)],
    ['comments', comments],
    ['likes', likes],
    ['products', products],
    ['polls', polls],
    ['votes', votes],
  ];
  // Tables are written side by side (transactions on different stores may run concurrently), each in
  // batches: one transaction per batch keeps a failure small and memory flat.
  const perTable = await Promise.all(
    writes.map(async ([name, rows]) => {
      const tableStart = performance.now();
      const table = db.table(name);
      for (let start = 0; start < rows.length; start += batchSize) {
        const batch = rows.slice(start, start + batchSize);
        await db.transaction('rw', table, () => table.bulkAdd(batch));
      }
      return { table: name, rows: rows.length, ms: performance.now() - tableStart };
    }),
  );
  const writeMs = performance.now() - writeStart;

  const typicalProject =
    projects.find((p, i) => i > 0 && p.projectGroupId === groupIds[Math.min(1, groupIds.length - 1)]) ?? projects[0]!;
  const typicalTask = tasks.find((t) => t.projectId === typicalProject.id && t.id !== tasks[0]!.id) ?? tasks[0]!;
  return {
    size,
    memberId,
    adminId,
    largeProjectId: projects[0]!.id,
    largeProjectTasks,
    typicalProjectId: typicalProject.id,
    busyTaskId: tasks[0]!.id,
    busyTaskComments,
    typicalTaskId: typicalTask.id,
    createMs,
    writeMs,
    writes: perTable,
    rows: writes.reduce((sum, [, rows]) => sum + rows.length, 0),
  };
}
