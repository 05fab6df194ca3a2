import { RepositoryError } from '../errors';
import type { Repository } from '../repository';
import { createHttpRepository } from './create-http-repository';

/**
 * Every read of the HTTP adapter against a server that is not ours: from one full answer per resource, the
 * variants such a server sends (a field left out, a field null, fields we do not know, numbers as text). What
 * a screen cannot do without (ids, a title or name) must be there; an entry without it is left out of a list,
 * with a warning naming the resource and the field, and fails a single read.
 */

const at = '2026-11-20T10:00:00.000Z';
const user = {
  id: 4,
  name: 'Tom Team',
  email: 'tom@example.com',
  companyName: 'AWO',
  role: 'user',
  roles: ['ROLE_USER'],
  projectGroups: [1, 2],
  avatar: '/a.png',
  notificationSettings: { newProject: false, newTask: true, taskDeadline: true, taskComments: false },
  createdAt: at,
  createdBy: 1,
};
const samples = {
  product: {
    id: 5,
    title: 'Antrags-Lotse',
    description: 'Kurz',
    fullDescription: 'Lang',
    category: 'Beratung',
    technologies: ['NLP'],
    status: 'published',
    featured: true,
    imageUrl: '/p.png',
    additionalImages: ['/q.png'],
    features: [{ id: 1, title: 'A', description: 'B', sortOrder: 0 }],
    createdBy: 1,
    createdAt: at,
    updatedAt: at,
  },
  category: { id: 2, name: 'Beratung', description: 'Rat', icon: 'compass', active: true, createdAt: at, createdBy: 1 },
  footerPage: {
    id: 3,
    title: 'Impressum',
    slug: 'impressum',
    content: '<p>KIZ</p>',
    status: 'published',
    createdAt: at,
    updatedAt: at,
    updatedBy: 1,
  },
  hero: { file: '/hero.png', opacity: 0.3, imageDescription: 'Team' },
  user,
  group: {
    id: 1,
    name: 'Team Pflege',
    description: 'Pflege',
    status: 'active',
    type: 'collaborative',
    memberIds: [4, 9],
    adminId: 4,
  },
  whitelist: {
    id: 6,
    email: 'neu@example.com',
    projectGroupId: 1,
    isActive: true,
    projectGroup: { id: 1, name: 'Team Pflege' },
  },
  project: {
    id: 7,
    title: 'Dienstplan',
    description: 'Kurz',
    fullDescription: 'Lang',
    imageUrl: '/d.png',
    additionalImages: ['/e.png'],
    featured: true,
    technologies: ['Python'],
    status: 'active',
    features: [{ title: 'A', description: 'B', sortOrder: 1 }],
    startDate: '2026-01-01',
    endDate: '2026-12-31',
    deadline: '2026-12-01',
    projectGroupId: 1,
    members: [4],
    category: 'Pflege',
    createdAt: at,
    createdBy: 1,
  },
  task: {
    id: 8,
    projectId: 7,
    title: 'Protokoll',
    description: 'Schreiben',
    status: 'in_progress',
    priority: 'high',
    assignedTo: [4],
    deadline: '2026-12-01',
    attachments: [
      { id: 'a1', name: 'plan.pdf', type: 'pdf', url: '/plan.pdf', size: 12, uploadedAt: at, uploadedBy: 4 },
    ],
    createdAt: at,
    createdBy: 1,
    updatedAt: at,
  },
  comment: {
    id: 9,
    taskId: 8,
    content: 'Sieht gut aus',
    createdAt: at,
    createdBy: { id: 4, name: 'Tom Team' },
    likes: 2,
    hasLiked: true,
    attachments: [{ name: 'a.png', url: '/a.png', size: 3 }],
    parentId: 2,
  },
  likes: { likeCount: 3, hasLiked: true },
  poll: {
    id: 10,
    title: 'Termin',
    description: 'Wann?',
    options: [{ id: 1, text: 'Mo', votes: 2 }],
    startDate: '2026-11-01',
    endDate: '2026-12-01',
    projectGroupIds: [1],
    projectGroups: [{ id: 1, name: 'Team Pflege' }],
    isActive: true,
    status: 'active',
    hasVoted: true,
    userVoteId: 1,
    createdAt: at,
  },
  notification: {
    id: 11,
    title: 'Neue Aufgabe',
    message: 'Protokoll',
    read: false,
    createdAt: at,
    userId: 4,
    kind: 'newTask',
    link: '/tasks/8',
  },
};
type Sample = keyof typeof samples;

interface Read {
  name: string;
  sample: Sample;
  /** Fields the read may not do without. */
  required: string[];
  call: (repo: Repository) => Promise<unknown>;
  /** A list read (one unreadable entry is left out) or a single one (an unreadable answer fails it). */
  list: boolean;
  /** Where a field of the answer feeds other fields of what the screen gets. */
  feeds?: Record<string, string[]>;
}

const reads: Read[] = [
  ...(['list', 'featured', 'similar'] as const).map((m): Read => ({
    name: `publicProducts.${m}`,
    sample: 'product',
    required: ['id', 'title'],
    list: true,
    call: (r) =>
      m === 'list'
        ? r.publicProducts.list()
        : m === 'featured'
          ? r.publicProducts.featured()
          : r.publicProducts.similar(5),
  })),
  {
    name: 'publicProducts.get',
    sample: 'product',
    required: ['id', 'title'],
    list: false,
    call: (r) => r.publicProducts.get(5),
  },
  { name: 'products.list', sample: 'product', required: ['id', 'title'], list: true, call: (r) => r.products.list() },
  {
    name: 'categories.list',
    sample: 'category',
    required: ['id', 'name'],
    list: true,
    call: (r) => r.categories.list(),
  },
  {
    name: 'categories.listActive',
    sample: 'category',
    required: ['id', 'name'],
    list: true,
    call: (r) => r.categories.listActive(),
  },
  {
    name: 'categories.get',
    sample: 'category',
    required: ['id', 'name'],
    list: false,
    call: (r) => r.categories.get(2),
  },
  {
    name: 'footerPages.list',
    sample: 'footerPage',
    required: ['id', 'title', 'slug'],
    list: true,
    call: (r) => r.footerPages.list('published'),
  },
  {
    name: 'footerPages.bySlug',
    sample: 'footerPage',
    required: ['id', 'title', 'slug'],
    list: false,
    call: (r) => r.footerPages.bySlug('impressum'),
  },
  { name: 'configurations.get', sample: 'hero', required: [], list: false, call: (r) => r.configurations.get('hero') },
  {
    name: 'configurations.getPublic',
    sample: 'hero',
    required: [],
    list: false,
    call: (r) => r.configurations.getPublic('hero'),
  },
  {
    name: 'users.list',
    sample: 'user',
    required: ['id', 'name'],
    list: true,
    call: (r) => r.users.list(),
    feeds: { role: ['role'], roles: ['role', 'roles'] },
  },
  {
    name: 'tasks.users',
    sample: 'user',
    required: ['id', 'name'],
    list: true,
    call: (r) => r.tasks.users(8),
    feeds: { role: ['role'], roles: ['role', 'roles'] },
  },
  { name: 'groups.list', sample: 'group', required: ['id', 'name'], list: true, call: (r) => r.groups.list() },
  {
    name: 'whitelist.list',
    sample: 'whitelist',
    required: ['id', 'email'],
    list: true,
    call: (r) => r.whitelist.list(),
  },
  {
    name: 'projects.list',
    sample: 'project',
    required: ['id', 'title', 'projectGroupId'],
    list: true,
    call: (r) => r.projects.list(),
  },
  {
    name: 'projects.featured',
    sample: 'project',
    required: ['id', 'title', 'projectGroupId'],
    list: true,
    call: (r) => r.projects.featured(),
  },
  {
    name: 'projects.ofMyGroups',
    sample: 'project',
    required: ['id', 'title', 'projectGroupId'],
    list: true,
    call: (r) => r.projects.ofMyGroups(),
  },
  {
    name: 'projects.get',
    sample: 'project',
    required: ['id', 'title', 'projectGroupId'],
    list: false,
    call: (r) => r.projects.get(7),
  },
  {
    name: 'tasks.list',
    sample: 'task',
    required: ['id', 'title', 'projectId'],
    list: true,
    call: (r) => r.tasks.list(),
  },
  {
    name: 'tasks.byProject',
    sample: 'task',
    required: ['id', 'title', 'projectId'],
    list: true,
    call: (r) => r.tasks.byProject(7),
  },
  {
    name: 'tasks.get',
    sample: 'task',
    required: ['id', 'title', 'projectId'],
    list: false,
    call: (r) => r.tasks.get(8),
  },
  {
    name: 'comments.byTask',
    sample: 'comment',
    required: ['id', 'taskId', 'createdBy'],
    list: true,
    call: (r) => r.comments.byTask(8),
    feeds: { likes: ['likeCount'], hasLiked: ['hasLiked'] },
  },
  { name: 'comments.likes', sample: 'likes', required: ['likeCount'], list: false, call: (r) => r.comments.likes(9) },
  { name: 'polls.list', sample: 'poll', required: ['id', 'title'], list: true, call: (r) => r.polls.list() },
  { name: 'polls.active', sample: 'poll', required: ['id', 'title'], list: true, call: (r) => r.polls.active() },
  { name: 'polls.get', sample: 'poll', required: ['id', 'title'], list: false, call: (r) => r.polls.get(10) },
  {
    name: 'notifications.list',
    sample: 'notification',
    required: ['id', 'title', 'userId'],
    list: true,
    call: (r) => r.notifications.list(),
  },
];

function repoAnswering(body: unknown): Repository {
  return createHttpRepository({
    baseUrl: '/api',
    getToken: () => 'token-1',
    getUserId: () => 4,
    fetch: async () => new Response(JSON.stringify(body), { status: 200 }),
  });
}

const answerOf = (read: Read, entry: unknown) => ({ success: true, data: read.list ? [entry] : entry });
const readOne = async (read: Read, entry: unknown) => {
  const got = await read.call(repoAnswering(answerOf(read, entry)));
  return Array.isArray(got) ? got[0] : got;
};
const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (error: unknown) => error,
  );

const without = (record: Record<string, unknown>, field: string) =>
  Object.fromEntries(Object.entries(record).filter(([key]) => key !== field));
/** Every number in the answer as text, as some servers write ids and counts. */
const numbersAsText = (value: unknown): unknown => {
  if (typeof value === 'number') return String(value);
  if (Array.isArray(value)) return value.map(numbersAsText);
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, numbersAsText(v)]));
  return value;
};
const kindOf = (value: unknown) => (Array.isArray(value) ? 'array' : typeof value);

let warn: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  localStorage.clear();
  warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => warn.mockRestore());

describe.each(reads)('$name', (read) => {
  const sample: Record<string, unknown> = samples[read.sample];
  const optional = Object.keys(sample).filter((field) => !read.required.includes(field));
  /** The fields of what the screen gets that a field of the answer decides. */
  const fed = (field: string) => read.feeds?.[field] ?? [field];

  test('the full answer, with fields we do not know and with numbers as text, reads the same', async () => {
    const full = await readOne(read, sample);
    expect(full).toBeTruthy();
    expect(await readOne(read, { ...sample, unknownField: 'x', nested: { deeper: [1] } })).toEqual(full);
    expect(await readOne(read, numbersAsText(sample))).toEqual(full);
    expect(warn).not.toHaveBeenCalled();
  });

  test.each(
    optional.flatMap((field) => [
      [field, 'left out'],
      [field, 'null'],
    ]),
  )('%s %s: read, the other fields as given', async (field, how) => {
    const full = (await readOne(read, sample)) as Record<string, unknown>;
    const entry = how === 'null' ? { ...sample, [field]: null } : without(sample, field);
    const got = (await readOne(read, entry)) as Record<string, unknown>;
    expect(got).toBeTruthy();
    const unaffected = (row: Record<string, unknown>) => fed(field).reduce(without, row);
    expect(unaffected(got)).toEqual(unaffected(full));
    // What stands in for the field has the field's type (or is null where the field may be).
    for (const key of fed(field))
      if (got[key] !== null && got[key] !== undefined) expect(kindOf(got[key])).toBe(kindOf(full[key]));
    expect(warn).not.toHaveBeenCalled();
  });

  test.each(read.required)('without %s: left out of a list with a warning, a single read fails', async (field) => {
    if (read.list) {
      const rows = (await read.call(repoAnswering(answerOf(read, without(sample, field))))) as unknown[];
      expect(rows).toEqual([]);
      expect(warn).toHaveBeenCalledWith(expect.stringMatching(new RegExp(`${field}`)));
      // The rows it can read stay.
      const both = { success: true, data: [without(sample, field), sample] };
      expect(await read.call(repoAnswering(both))).toHaveLength(1);
    } else {
      expect(await failure(read.call(repoAnswering(answerOf(read, without(sample, field)))))).toBeInstanceOf(
        RepositoryError,
      );
    }
  });
});

test('the warning names the resource, the entry and the field', async () => {
  const { createdBy: _who, ...withoutAuthor } = samples.comment;
  await repoAnswering([samples.comment, withoutAuthor]).comments.byTask(8);
  expect(warn).toHaveBeenCalledWith('Kommentare: Eintrag 2 ausgelassen, Feld createdBy nicht lesbar');
});

test('a public product without createdBy (SPEC §3 lists it, the catalogue does not need it) is read', async () => {
  const { createdBy: _who, ...product } = samples.product;
  expect(await repoAnswering({ success: true, data: [product] }).publicProducts.list()).toMatchObject([
    { id: 5, createdBy: null },
  ]);
});

test('nested lists keep the entries they can read; a hero setting without opacity has the default', async () => {
  const task = { ...samples.task, attachments: [{ name: 'ohne-url.pdf' }, { id: 'a2', name: 'b.pdf', url: '/b.pdf' }] };
  const read = await repoAnswering(task).tasks.get(8);
  expect(read.attachments).toEqual([
    { id: 'a2', name: 'b.pdf', url: '/b.pdf', type: 'other', size: 0, uploadedAt: null, uploadedBy: null },
  ]);
  expect(await repoAnswering({ settings: { file: null } }).configurations.get('hero')).toEqual({
    file: null,
    opacity: 0.5,
    imageDescription: '',
  });
  // SPEC §4: a new task has priority medium; a task read without one is not shown as low.
  expect((await repoAnswering(without(samples.task, 'priority')).tasks.get(8)).priority).toBe('medium');
  const { sortOrder: _order, ...feature } = samples.product.features[0] ?? { sortOrder: 0 };
  expect((await repoAnswering({ ...samples.product, features: [feature] }).publicProducts.get(5)).features).toEqual([
    { ...feature, sortOrder: 0 },
  ]);
});

test('a number beyond its bounds takes the fallback; an id that may be text stays text; an entry that is no object is left out', async () => {
  expect((await repoAnswering({ settings: { file: null, opacity: 2 } }).configurations.get('hero')).opacity).toBe(0.5);
  expect((await repoAnswering({ settings: { file: null, opacity: '0.3' } }).configurations.get('hero')).opacity).toBe(
    0.3,
  );
  const attachment = { name: 'a.pdf', url: '/a.pdf' };
  const task = {
    ...samples.task,
    attachments: [
      { ...attachment, id: '12' },
      { ...attachment, id: 12 },
    ],
  };
  expect((await repoAnswering(task).tasks.get(8)).attachments.map((file) => file.id)).toEqual(['12', 12]);
  expect(await repoAnswering({ success: true, data: ['Produkt', samples.product] }).publicProducts.list()).toHaveLength(
    1,
  );
  expect(warn).toHaveBeenCalledWith('Produkte: Eintrag 1 ausgelassen, nicht lesbar');
});
