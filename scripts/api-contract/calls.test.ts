// @vitest-environment node
// The catalogue against the code it describes: endpoints.ts, the port, the adapter's readers and its forms.
import { createHttpRepository } from '../../src/data/http/create-http-repository';
import { unwrap } from '../../src/data/http/client';
import { endpoints } from '../../src/data/http/endpoints';
import { repositoryShape } from '../../src/data/repository-shape';
import type { Repository } from '../../src/data/repository';
import { createApiFacade } from '../../server/api-facade';
import { ADMIN_EMAIL, createTestContext, demoSeed } from '../../src/testing/demo-context';
import { calls, commentOf, pathOf } from './calls';
import { readerJson } from './json-schema';
import { readers, type Reader, type ReaderName } from './readers';

/** An adapter whose every request gets `body` as its answer; `sent` keeps what it sent. */
function answering(body: unknown) {
  const sent: RequestInit[] = [];
  const repo = createHttpRepository({
    baseUrl: 'http://kiz.test/api',
    getToken: () => 'token',
    getUserId: () => 1,
    fetch: async (_input, init) => {
      sent.push(init ?? {});
      return new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json' } });
    },
  });
  return { repo, sent };
}

test('every path of endpoints.ts is in the catalogue, and each path template is as endpoints.ts builds it', () => {
  const used = new Set(calls.map((call) => call.endpoint));
  expect(Object.keys(endpoints).filter((key) => !used.has(key as keyof typeof endpoints))).toEqual([]);
  for (const call of calls) expect(pathOf(call), call.name).toMatch(/^(\/[a-z-]+|\/\{[a-z]+\})+$/i);
  expect(pathOf(calls.find((call) => call.name === 'footerPages.bySlug')!)).toBe('/footer-pages/slug/{slug}');
  expect(commentOf('projectsOfMyGroups')).toMatch(/^DECISION: the spec writes GET \/api\/projects\/user-groups/);
  expect(commentOf('notificationsReadAll')).toMatch(/^DECISION: the spec shows no notification paths/);
  expect(commentOf('users')).toBeNull();
});

test('every method of the port that calls the server is in the catalogue, once', () => {
  const names = calls.flatMap((call) => [call.name, ...(call.alsoBy ?? [])]);
  const { demo: _demo, files: _files, ...port } = repositoryShape();
  // Answered without a call: the user from the sign-in stays (SPEC §7 has no such call).
  const local = ['auth.currentUser'];
  const methods = Object.entries(port).flatMap(([resource, list]) => list.map((method) => `${resource}.${method}`));
  expect(methods.filter((name) => !names.includes(name) && !local.includes(name))).toEqual([]);
  expect(new Set(calls.map((call) => call.name)).size).toBe(calls.length);
});

/** A port method that reads entries of each reader: a probed read of the catalogue, or the write that reads it. */
function readingMethod(name: ReaderName): [(repo: Repository) => Promise<unknown>, boolean] {
  if (name === 'heroSetting') return [(repo) => repo.configurations.getPublic('hero'), false];
  if (name === 'like') return [(repo) => repo.comments.like(1), false];
  const call = calls.find((c) => c.probe && 'reader' in c.answer && c.answer.reader === name);
  if (!call?.probe) throw new Error(`no read of ${name}`);
  const { probe } = call;
  return [(repo) => probe.run(repo, 1), call.answer.kind === 'list'];
}

/** One full answer of each resource, as the façade sends it. */
async function sampleRows(): Promise<Record<ReaderName, Record<string, unknown>>> {
  const ctx = await createTestContext();
  const facade = createApiFacade({ db: ctx.db, seed: demoSeed, now: ctx.now });
  await ctx.signInAs(ADMIN_EMAIL);
  const headers = { Authorization: `Bearer ${ctx.getToken()}` };
  const get = async (path: string, method = 'GET') => {
    const response = await facade.handle(new Request(`http://kiz.test/api${path}`, { method, headers }));
    const data = unwrap(await response.json());
    return (Array.isArray(data) ? data[0] : data) as Record<string, unknown>;
  };
  const rows = await Promise.all(
    ['/tasks/17/comments', '/comments/13/likes', '/users', '/groups', '/whitelisted-emails', '/notifications'].map(
      (path) => get(path),
    ),
  );
  const [comment, likes, user, group, whitelist, notification] = rows as Record<string, unknown>[];
  return {
    ...{ product: await get('/products'), category: await get('/categories'), footerPage: await get('/footer-pages') },
    ...{ project: await get('/projects'), poll: await get('/polls'), task: await get('/tasks') },
    ...{ comment: comment!, likes: likes!, user: user!, group: group!, whitelist: whitelist! },
    ...{ notification: notification!, heroSetting: (await get('/configurations/hero')).settings as never },
    like: await get('/comments/13/like', 'POST'),
    workshopRoom: { addresses: [], onlyHere: true, connected: 1, today: { comments: 1, votes: 0, uploads: 0 } },
  };
}

test("each reader's required fields and defaults are the adapter's: without a field it drops the entry or defaults it", async () => {
  const rows = await sampleRows();
  // The adapter names each entry it leaves out; here that is the point.
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
  for (const name of Object.keys(readers) as ReaderName[]) {
    const json = readerJson(name);
    const properties = json.properties as Record<string, { default?: unknown }>;
    const required = (json.required ?? []) as string[];
    const [read, isList] = readingMethod(name);
    const reader: Reader = readers[name];
    const alternatives = reader.alternatives ?? {};
    for (const key of Object.keys(properties)) {
      const row = { ...rows[name] };
      delete row[key];
      const { repo } = answering(isList ? [row] : row);
      const got: unknown = await read(repo).catch(() => null);
      const entry = (isList ? (got as unknown[])[0] : got) as Record<string, unknown> | undefined | null;
      expect(!entry, `${name}.${key} required`).toBe(required.includes(key));
      if (entry && !(key in alternatives))
        expect(entry[key], `${name}.${key} default`).toEqual(properties[key]!.default);
    }
  }
  warn.mockRestore();
});

test("each multipart form's part names are those the adapter sends", async () => {
  const file = () => ({ name: 'bild.png', type: 'image/png', blob: new Blob(['x']) });
  const partsOf = async (send: (repo: Repository) => Promise<unknown>) => {
    const { repo, sent } = answering({});
    await send(repo).catch(() => {});
    const body = sent[0]?.body;
    return body instanceof FormData ? [...new Set(body.keys())] : [];
  };
  const formOf = (name: string) => {
    const body = calls.find((call) => call.name === name)?.body;
    return body && 'form' in body ? Object.keys(body.form).sort() : [];
  };
  const product = { title: 't', description: 'd', category: 'c', fullDescription: '', technologies: ['KI'] };
  const productParts = [
    ...(await partsOf((r) =>
      r.products.create({
        ...product,
        status: 'draft',
        featured: false,
        imageUrl: null,
        features: [{ title: 'f', description: 'd' }],
      }),
    )),
    ...(await partsOf((r) => r.products.update(1, { ...product, image: file(), additionalFiles: [file()] }))),
  ];
  expect([...new Set(productParts)].sort()).toEqual(formOf('products.create'));
  expect(formOf('products.update')).toEqual(formOf('products.create'));
  const project = {
    ...{ title: 't', projectGroupId: 1, description: 'd', startDate: '2026-01-01', fullDescription: '' },
    ...{ imageUrl: null, file: file(), additionalImages: [], additionalFiles: [file()], featured: false },
    ...{ technologies: [], status: 'active' as const, features: [], endDate: null, deadline: null, members: [] },
    category: null,
  } as const;
  expect((await partsOf((r) => r.projects.create(project))).sort()).toEqual(formOf('projects.create'));
  const task = { projectId: 1, title: 't', description: 'd', status: 'todo', priority: 'low', deadline: null } as const;
  const taskParts = await partsOf((r) =>
    r.tasks.create({ ...task, assignedTo: [2], attachments: [], files: [file()] }),
  );
  expect(taskParts.sort()).toEqual(formOf('tasks.create'));
  const commentParts = await partsOf((r) => r.comments.create(1, { content: 'x', parentId: 2, files: [file()] }));
  expect(commentParts.sort()).toEqual(formOf('comments.create'));
  const settingsParts = await partsOf((r) => r.configurations.save('hero', { opacity: 0.5, file: file() }));
  expect(settingsParts.sort()).toEqual(formOf('configurations.save'));
});
