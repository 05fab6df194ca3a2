// @vitest-environment node
// Node's own fetch, Request, FormData and Blob: the HTTP adapter builds real multipart bodies here.
import { U } from '../../../seed/users';
import type { FooterPageDraft } from '../../domain/footer-page-draft';
import type { PollDraft } from '../../domain/poll-draft';
import type { Task } from '../../domain/task';
import type { TaskDraft } from '../../domain/task-draft';
import type { UserDraft } from '../../domain/user-draft';
import { createHttpRepository } from '../http/create-http-repository';
import { endpoints } from '../http/endpoints';
import { UnauthorizedError } from '../errors';
import { ADMIN_EMAIL, MEMBER_EMAIL } from '../../testing/demo-context';
import { httpFixture, type AdapterFixture } from './adapters';
import type { RecordedCall, RecordedPart } from '../../../server/facade/record-call';
import { fileStarts, upload } from '../../testing/upload-files';

const png = () => upload('bild.png', 'image/png', fileStarts.png);

const rejection = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (e: unknown) => e,
  );

/**
 * One call as the wire carried it, written like SPEC §7: method, path (numeric ids as {id}) and query; 'bearer'
 * when the session's token went along, 'none' when no Authorization header did; the body's JSON field names, or
 * its multipart parts ('name' text, 'name:file' a file part, 'name:json[]' / 'name:json{a,b}' JSON text).
 */
type Body = { json: string[] } | { form: string[] } | { other: string } | null;
interface Wire {
  call: string;
  auth: string;
  body: Body;
}

const json = (...keys: string[]): Body => ({ json: keys.sort() });
const form = (...parts: string[]): Body => ({ form: parts.sort() });
const bearer = (call: string, body: Body = null): Wire => ({ call, auth: 'bearer', body });
const noBearer = (call: string, body: Body = null): Wire => ({ call, auth: 'none', body });

function jsonText(text: string): unknown {
  if (!/^[[{]/.test(text)) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

function partOf(part: RecordedPart): string {
  if (part.file) return `${part.name}:file`;
  const value = jsonText(part.text);
  if (Array.isArray(value)) return `${part.name}:json[]`;
  if (typeof value === 'object' && value !== null) return `${part.name}:json{${Object.keys(value).sort().join(',')}}`;
  return part.name;
}

function wireOf(call: RecordedCall, tokens: Set<string>): Wire {
  const { authorization } = call;
  const auth =
    authorization === null
      ? 'none'
      : [...tokens].some((token) => authorization === `Bearer ${token}`)
        ? 'bearer'
        : authorization;
  const { body } = call;
  return {
    call: `${call.method} ${call.path.replace(/\/\d+(?=\/|$)/g, '/{id}')}${call.query}`,
    auth,
    body:
      body === null
        ? null
        : 'json' in body
          ? { json: [...body.json].sort() }
          : 'form' in body
            ? { form: body.form.map(partOf).sort() }
            : body,
  };
}

interface Step {
  wire: Wire[];
  run: () => Promise<unknown>;
}

/**
 * Every §7 call the HTTP adapter makes (and the four notification calls, whose paths are ours), each with the
 * wire it must produce. A session token is set throughout, so login and register prove they send none.
 */
function steps(f: AdapterFixture, tokens: Set<string>): Step[] {
  const step = (wire: Wire | Wire[], run: () => Promise<unknown>): Step => ({ wire: [wire].flat(), run });
  const signIn = (email: string): Step =>
    step([], async () => {
      await f.signInAs(email);
      const token = f.ctx.getToken();
      if (token) tokens.add(token);
    });
  const { repo } = f;
  const made = {
    user: 0,
    group: 0,
    project: 0,
    category: 0,
    poll: 0,
    option: 0,
    product: 0,
    productImage: '',
    page: 0,
    entry: 0,
    task: 0,
    comment: 0,
    notification: 0,
  };
  let attachments: Task['attachments'] = [];
  const task = {
    projectId: 1,
    title: 'Protokoll',
    description: 'Schreiben',
    priority: 'high',
    deadline: '2026-12-01',
  } satisfies Partial<TaskDraft>;
  const user: UserDraft = {
    name: 'Erika Muster',
    email: 'erika@example.com',
    companyName: 'AWO',
    role: 'user',
    projectGroups: [1],
  };
  const page: FooterPageDraft = { title: 'Hilfe', slug: 'hilfe', content: '<p>Text</p>', status: 'published' };
  const poll: Omit<PollDraft, 'options'> = {
    title: 'Termin',
    description: 'Wann?',
    status: 'active',
    isActive: true,
    projectGroupIds: [1],
    startDate: '2026-06-01',
    endDate: '2026-07-01',
  };

  return [
    signIn(ADMIN_EMAIL),
    step(noBearer('POST /login', json('email', 'password')), () =>
      repo.auth.login({ email: ADMIN_EMAIL, password: 'admin1234' }),
    ),
    step(noBearer('POST /register', json('email', 'password', 'name', 'companyName')), () =>
      repo.auth.register({
        email: 'eingeladen@example.com',
        password: 'sicher1234',
        name: 'Eva Eingeladen',
        companyName: 'Diakonie',
      }),
    ),
    step(bearer('POST /password-reset/request', json('email')), () => repo.passwordReset.request(MEMBER_EMAIL)),
    step(bearer('POST /password-reset/reset', json('token', 'password')), async () => {
      const reset = await f.ctx.db.passwordResets.toCollection().last();
      await repo.passwordReset.reset({ token: reset?.token ?? '', password: 'neuesPasswort1' });
    }),
    step(bearer('POST /contact', json('name', 'email', 'message')), () =>
      repo.contact.send({ name: 'Max', email: 'max@example.com', message: 'Hallo' }),
    ),

    step(bearer('GET /users'), () => repo.users.list()),
    step(
      bearer('POST /users', json('name', 'email', 'companyName', 'role', 'projectGroups')),
      async () => (made.user = (await repo.users.create(user)).id),
    ),
    step(bearer('PUT /users/{id}', json('name', 'email', 'companyName', 'role', 'projectGroups')), () =>
      repo.users.update(made.user, { ...user, name: 'Erika M.' }),
    ),
    step(bearer('GET /groups'), () => repo.groups.list()),
    step(
      bearer('POST /groups', json('name', 'description', 'status', 'type', 'memberIds')),
      async () =>
        (made.group = (
          await repo.groups.create({
            name: 'Neu',
            description: 'D',
            status: 'active',
            type: 'collaborative',
            memberIds: [made.user],
          })
        ).id),
    ),
    step(bearer('PUT /groups/{id}', json('name', 'description', 'status', 'type', 'memberIds')), () =>
      repo.groups.update(made.group, {
        name: 'Neuer',
        description: 'D',
        status: 'active',
        type: 'collaborative',
        memberIds: [made.user],
      }),
    ),
    step(bearer('DELETE /groups/{id}'), () => repo.groups.remove(made.group)),
    step(bearer('DELETE /users/{id}'), () => repo.users.remove(made.user)),

    step(bearer('GET /projects'), () => repo.projects.list()),
    step(bearer('GET /projects/{id}'), () => repo.projects.get(1)),
    step(bearer('GET /projects/featured'), () => repo.projects.featured()),
    step(bearer('GET /projects/user-groups'), () => repo.projects.ofMyGroups()),
    step(
      bearer(
        'POST /projects',
        form(
          'title',
          'projectGroupId',
          'description',
          'fullDescription',
          'startDate',
          'endDate',
          'featured',
          'status',
          'technologies:json[]',
          'features:json[]',
          'members:json[]',
          'additionalImages:json[]',
          'file:file',
          'additionalFiles:file',
        ),
      ),
      async () =>
        (made.project = (
          await repo.projects.create({
            title: 'Neu',
            projectGroupId: 1,
            description: 'Kurz',
            fullDescription: 'Lang',
            startDate: '2026-12-01',
            endDate: '2027-01-01',
            featured: true,
            status: 'planning',
            technologies: ['Python'],
            features: [{ title: 'A', description: 'B' }],
            members: [U.nutzer],
            additionalImages: [],
            file: png(),
            additionalFiles: [png()],
          })
        ).id),
    ),
    step(bearer('POST /projects/{id}', form('title', 'projectGroupId', 'description', 'startDate', 'imageUrl')), () =>
      repo.projects.update(made.project, {
        title: 'Neuer',
        projectGroupId: 1,
        description: 'Kurz',
        startDate: '2026-12-01',
        imageUrl: 'https://example.com/a.png',
      }),
    ),
    step(bearer('DELETE /projects/{id}'), () => repo.projects.remove(made.project)),

    step(bearer('GET /categories'), () => repo.categories.list()),
    step(bearer('GET /categories/public/active'), () => repo.categories.listActive()),
    step(bearer('GET /categories/{id}'), () => repo.categories.get(1)),
    step(
      bearer('POST /categories', json('name', 'description', 'icon', 'active')),
      async () =>
        (made.category = (
          await repo.categories.create({ name: 'Wire', description: 'D', icon: null, active: true })
        ).id),
    ),
    step(bearer('PUT /categories/{id}', json('name', 'description', 'icon', 'active')), () =>
      repo.categories.update(made.category, { name: 'Wire 2', description: 'D', icon: null, active: false }),
    ),
    step(bearer('DELETE /categories/{id}'), () => repo.categories.remove(made.category)),

    step(bearer('GET /polls'), () => repo.polls.list()),
    step(bearer('GET /polls/active'), () => repo.polls.active()),
    step(bearer('GET /polls/{id}'), async () => (made.option = (await repo.polls.get(1)).options[0]?.id ?? 0)),
    step(
      bearer(
        'POST /polls',
        json('title', 'description', 'status', 'isActive', 'options', 'projectGroupIds', 'startDate', 'endDate'),
      ),
      async () => (made.poll = (await repo.polls.create({ ...poll, options: [{ text: 'Mo' }, { text: 'Di' }] })).id),
    ),
    step(
      bearer(
        'PUT /polls/{id}',
        json('title', 'description', 'status', 'isActive', 'options', 'projectGroupIds', 'startDate', 'endDate'),
      ),
      () =>
        repo.polls.update(made.poll, {
          ...poll,
          options: [
            { id: 1, text: 'Montag' },
            { id: 2, text: 'Di' },
          ],
        }),
    ),
    step(bearer('DELETE /polls/{id}'), () => repo.polls.remove(made.poll)),

    step(bearer('GET /products?search=a&category=Beratung'), () =>
      repo.products.list({ search: 'a', category: 'Beratung' }),
    ),
    step(
      bearer(
        'POST /products',
        form(
          'title',
          'description',
          'fullDescription',
          'category',
          'status',
          'featured',
          'createdBy',
          'technologies:json[]',
          'features:json[]',
          'image:file',
          'additionalImageUrls:json[]',
          'additionalImages:file',
        ),
      ),
      async () => {
        const product = await repo.products.create({
          title: 'Antragslotse',
          description: 'Kurz',
          fullDescription: 'Lang',
          category: 'Beratung',
          status: 'draft',
          featured: false,
          technologies: ['LLM'],
          features: [{ title: 'A', description: 'B' }],
          image: png(),
          additionalImages: [],
          additionalFiles: [png()],
        });
        made.product = product.id;
        made.productImage = product.imageUrl ?? '';
      },
    ),
    step(
      bearer(
        'POST /products/{id}/update',
        form('title', 'description', 'category', 'status', 'createdBy', 'imageUrl', 'additionalImageUrls:json[]'),
      ),
      () =>
        repo.products.update(made.product, {
          title: 'Antragslotse',
          description: 'Kurz',
          category: 'Beratung',
          status: 'published',
          imageUrl: made.productImage,
        }),
    ),
    step(bearer('DELETE /products/{id}'), () => repo.products.remove(made.product)),
    step(bearer('GET /public/products?search=a'), () => repo.publicProducts.list({ search: 'a' })),
    step(bearer('GET /public/products/featured'), () => repo.publicProducts.featured()),
    step(bearer('GET /public/products/{id}'), () => repo.publicProducts.get(1)),
    step(bearer('GET /public/products/{id}/similar'), () => repo.publicProducts.similar(1)),

    step(bearer('GET /footer-pages?status=published'), () => repo.footerPages.list('published')),
    step(bearer('GET /footer-pages/slug/datenschutz'), () => repo.footerPages.bySlug('datenschutz')),
    step(
      bearer('POST /footer-pages', json('title', 'slug', 'content', 'status')),
      async () => (made.page = (await repo.footerPages.create(page)).id),
    ),
    step(bearer('PUT /footer-pages/{id}', json('title', 'slug', 'content', 'status')), () =>
      repo.footerPages.update(made.page, { ...page, status: 'draft' }),
    ),
    step(bearer('DELETE /footer-pages/{id}'), () => repo.footerPages.remove(made.page)),

    step(bearer('GET /whitelisted-emails'), () => repo.whitelist.list()),
    step(
      bearer('POST /whitelisted-emails', json('email', 'projectGroupId', 'isActive')),
      async () => (made.entry = (await repo.whitelist.create({ email: 'neu@example.com', projectGroupId: 2 })).id),
    ),
    step(bearer('PUT /whitelisted-emails/{id}', json('email', 'projectGroupId', 'isActive')), () =>
      repo.whitelist.update(made.entry, { email: 'neu@example.com', projectGroupId: 2, isActive: false }),
    ),
    step(bearer('DELETE /whitelisted-emails/{id}'), () => repo.whitelist.remove(made.entry)),
    step(bearer('POST /whitelisted-emails/check', json('email')), () => repo.whitelist.check('fremd@example.com')),

    step(bearer('GET /tasks'), () => repo.tasks.list()),
    step(bearer('GET /tasks/project/{id}'), () => repo.tasks.byProject(1)),
    step(bearer('GET /tasks/{id}'), () => repo.tasks.get(3)),
    step(bearer('GET /tasks/{id}/users'), () => repo.tasks.users(3)),
    step(
      bearer(
        'POST /tasks',
        form(
          'projectId',
          'title',
          'description',
          'status',
          'priority',
          'deadline',
          'assignedTo[]',
          'assignedTo[]',
          'existingAttachments:json[]',
          'attachments[]:file',
        ),
      ),
      async () =>
        ({ id: made.task, attachments } = await repo.tasks.create({
          ...task,
          status: 'todo',
          assignedTo: [U.nutzer, U.becker],
          files: [png()],
        })),
    ),
    step(
      bearer(
        'POST /tasks/{id}/update',
        form(
          'projectId',
          'title',
          'description',
          'status',
          'priority',
          'deadline',
          'assignedTo[]',
          'existingAttachments:json[]',
        ),
      ),
      () => repo.tasks.update(made.task, { ...task, status: 'completed', assignedTo: [U.nutzer], attachments }),
    ),
    step(bearer('DELETE /tasks/{id}'), () => repo.tasks.remove(made.task)),

    step(bearer('GET /configurations/hero'), () => repo.configurations.get('hero')),
    step(bearer('GET /public/configurations/hero'), () => repo.configurations.getPublic('hero')),
    step(bearer('POST /configurations/settings/hero', form('file:file', 'data:json{imageDescription,opacity}')), () =>
      repo.configurations.save('hero', { opacity: 0.4, imageDescription: 'Team', file: png() }),
    ),
    // Dropping the image: the spec's delete, then the save without a file (README, decisions).
    step(
      [
        bearer('DELETE /configuration/settings/hero'),
        bearer('POST /configurations/settings/hero', form('data:json{imageDescription,opacity}')),
      ],
      () => repo.configurations.save('hero', { opacity: 0.4, imageDescription: 'Team', removeFile: true }),
    ),
    step(bearer('DELETE /configuration/settings/hero'), () => repo.configurations.remove('hero')),

    signIn(MEMBER_EMAIL),
    step(bearer('POST /polls/{id}/vote', json('optionId')), () => repo.polls.vote(1, made.option)),
    step(bearer('GET /tasks/{id}/comments'), () => repo.comments.byTask(3)),
    step(
      bearer('POST /tasks/{id}/comments', form('content', 'attachments[]:file')),
      async () => (made.comment = (await repo.comments.create(3, { content: 'Mit Skizze', files: [png()] })).id),
    ),
    step(bearer('POST /comments/{id}/like'), () => repo.comments.like(made.comment)),
    step(bearer('GET /comments/{id}/likes'), () => repo.comments.likes(made.comment)),
    step(bearer('GET /notifications'), async () => (made.notification = (await repo.notifications.list())[0]?.id ?? 0)),
    step(bearer('POST /notifications/{id}/read'), () => repo.notifications.markRead(made.notification)),
    step(bearer('POST /notifications/read-all'), () => repo.notifications.markAllRead()),
    step(bearer('PUT /notifications/settings', json('newProject', 'newTask', 'taskDeadline', 'taskComments')), () =>
      repo.notifications.updateSettings({ newProject: false, newTask: true, taskDeadline: true, taskComments: false }),
    ),
    // Only a workshop server answers it; the façade over the demo store answers 404, read as no room.
    step(bearer('GET /workshop/room'), () => repo.workshop.room()),
    step(bearer('POST /logout'), () => repo.auth.logout()),
  ];
}

/** A path pattern per entry of the endpoints table, its parameters as one path segment. */
const endpointPatterns = Object.entries(endpoints).map(([name, endpoint]) => {
  const path = typeof endpoint === 'string' ? endpoint : (endpoint as (value: string) => string)('PARAM');
  return [name, new RegExp(`^${path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/PARAM/g, '[^/]+')}$`)] as const;
});

describe('the wire of the HTTP adapter', () => {
  test('every call has the method, path, bearer and body SPEC §7 writes', async () => {
    const f = await httpFixture();
    const tokens = new Set<string>();
    const expected: Wire[] = [];
    const seen: Wire[] = [];
    for (const { wire, run } of steps(f, tokens)) {
      const before = f.calls.length;
      await run();
      expected.push(...wire);
      seen.push(...f.calls.slice(before).map((call) => wireOf(call, tokens)));
    }
    // Soft: a broken call shows in the table's diff and the checks below still run.
    expect.soft(seen).toEqual(expected);

    // Every path of the endpoints table was called, so a call added there without a row here fails.
    expect
      .soft(
        endpointPatterns
          .filter(([, pattern]) => !f.calls.some((call) => pattern.test(call.path)))
          .map(([name]) => name),
      )
      .toEqual([]);
    // JSON is the Accept type of every call.
    expect.soft(f.calls.filter((call) => call.accept !== 'application/json').map((call) => call.path)).toEqual([]);
    // createdBy is the signed-in user's id, on create and update alike.
    const createdBy = f.calls
      .flatMap((call) => (call.body && 'form' in call.body ? call.body.form : []))
      .flatMap((part) => (part.name === 'createdBy' && !part.file ? [part.text] : []));
    expect.soft(createdBy).toEqual([String(U.admin), String(U.admin)]);
  }, 60_000);

  test('a 401 from the server surfaces as UnauthorizedError and a network failure as a German NetworkError', async () => {
    const f = await httpFixture();
    f.setToken('abgelaufen');
    expect(await rejection(f.repo.notifications.list())).toBeInstanceOf(UnauthorizedError);
    const offline = createHttpRepository({
      baseUrl: '/api',
      getToken: () => null,
      getUserId: () => null,
      fetch: () => Promise.reject(new TypeError('Failed to fetch')),
    });
    const error = await rejection(offline.publicProducts.list());
    expect((error as Error).message).toBe('Der Server ist nicht erreichbar. Bitte prüfen Sie Ihre Verbindung.');
  });
});
