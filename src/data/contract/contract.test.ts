// @vitest-environment node
// Node's own fetch, Request, FormData and Blob: the HTTP adapter builds real multipart bodies here.
import { ForbiddenError, NotFoundError, RepositoryError, UnauthorizedError, ValidationError } from '../errors';
import { TooManyAttemptsError } from '../too-many-attempts-error';
import { repositoryShape } from '../repository-shape';
import { U } from '../../../seed/users';
import type { Task } from '../../domain/task';
import { summarizeProjectTasks } from '../../domain/task-summary';
import { matchesText } from '../../domain/text-search';
import { ADMIN_EMAIL, MEMBER_EMAIL } from '../../testing/demo-context';
import { demoFixture, httpFixture, type AdapterFixture } from './adapters';
import { fileStarts, upload } from '../../testing/upload-files';

const png = () => upload('bild.png', 'image/png', fileStarts.png);

/** Every method of the port (the shape is checked against the port's type); an adapter that lacks one fails. */
const { demo: _demoControls, ...portMethods } = repositoryShape();

const rejection = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (e: unknown) => e,
  );

describe.each([
  ['demo', demoFixture],
  ['http', httpFixture],
] as const)('the %s adapter', (name, createFixture) => {
  let f: AdapterFixture;
  beforeEach(async () => {
    f = await createFixture();
  });

  test('implements every method of the port', () => {
    for (const [resource, methods] of Object.entries(portMethods)) {
      const implemented: unknown = Reflect.get(f.repo, resource);
      for (const method of methods)
        expect(typeof Reflect.get(Object(implemented), method), `${resource}.${method}`).toBe('function');
    }
    expect(typeof f.repo.subscribe).toBe('function');
  });

  test('a guest reads the public catalogue without drafts and gets NotFoundError for a draft', async () => {
    const products = await f.repo.publicProducts.list();
    expect(products.length).toBeGreaterThan(0);
    expect(products.every((p) => p.status === 'published')).toBe(true);
    expect((await f.repo.publicProducts.featured()).every((p) => p.featured && p.status === 'published')).toBe(true);
    expect(await f.repo.publicProducts.get(1)).toMatchObject({ id: 1 });
    expect((await f.repo.publicProducts.similar(1)).some((p) => p.id === 1)).toBe(false);
    const draft = (await f.ctx.db.products.where('status').equals('draft').first())!;
    expect(await rejection(f.repo.publicProducts.get(draft.id))).toBeInstanceOf(NotFoundError);
    expect(await f.repo.publicProducts.list({ search: 'zzz-nichts' })).toEqual([]);
  });

  test('login returns a session that authorizes later calls; a wrong password is refused', async () => {
    const session = await f.repo.auth.login({ email: MEMBER_EMAIL, password: 'nutzer1234' });
    expect(session.user).toMatchObject({ email: MEMBER_EMAIL, role: 'user' });
    f.setToken(session.token);
    expect((await f.repo.notifications.list()).length).toBeGreaterThan(0);
    await f.repo.auth.logout();
    expect(await rejection(f.repo.notifications.list())).toBeInstanceOf(UnauthorizedError);
    const failed = await rejection(f.repo.auth.login({ email: MEMBER_EMAIL, password: 'falsch1234' }));
    expect(failed).toBeInstanceOf(UnauthorizedError);
    expect((failed as Error).message).toBe('Login fehlgeschlagen');
  }, 30_000);

  test('roles are enforced: a guest gets UnauthorizedError, a member ForbiddenError on admin calls', async () => {
    expect(await rejection(f.repo.users.list())).toBeInstanceOf(UnauthorizedError);
    await f.signInAs(MEMBER_EMAIL);
    expect(await rejection(f.repo.users.list())).toBeInstanceOf(ForbiddenError);
    expect(
      await rejection(f.repo.products.create({ title: 'X', description: 'Y', category: 'Beratung' })),
    ).toBeInstanceOf(ForbiddenError);
  });

  test('bad input is refused with the German message and changes nothing', async () => {
    await f.signInAs(ADMIN_EMAIL);
    const before = await f.ctx.db.categories.count();
    const error = await rejection(f.repo.categories.create({ name: '  ' }));
    expect(error).toBeInstanceOf(ValidationError);
    expect((error as Error).message).toBe('Bitte füllen Sie alle Pflichtfelder aus.');
    expect(await f.ctx.db.categories.count()).toBe(before);
    const poll = await rejection(
      f.repo.polls.create({ title: 'T', description: 'D', options: [{ text: 'Ja' }], projectGroupIds: [1] }),
    );
    expect((poll as Error).message).toBe('Bitte geben Sie mindestens zwei Antwortoptionen ein.');
  });

  test('categories: create, update, list and remove', async () => {
    await f.signInAs(ADMIN_EMAIL);
    const created = await f.repo.categories.create({ name: 'Digitale Teilhabe', description: 'Neu', active: true });
    expect(created).toMatchObject({ name: 'Digitale Teilhabe', active: true });
    expect(await f.repo.categories.update(created.id, { name: 'Teilhabe digital', active: false })).toMatchObject({
      name: 'Teilhabe digital',
      active: false,
    });
    expect((await f.repo.categories.listActive()).some((c) => c.id === created.id)).toBe(false);
    expect((await f.repo.categories.list()).some((c) => c.id === created.id)).toBe(true);
    await f.repo.categories.remove(created.id);
    expect(await rejection(f.repo.categories.get(created.id))).toBeInstanceOf(NotFoundError);
  });

  test('categories: usage counts products of every status per category name', async () => {
    await f.signInAs(ADMIN_EMAIL);
    const products = await f.repo.products.list();
    const expected: Record<string, number> = Object.fromEntries(
      (await f.repo.categories.list()).map((c) => [c.name, 0]),
    );
    for (const p of products) if (p.category in expected) expected[p.category] = (expected[p.category] ?? 0) + 1;
    expect(products.some((p) => p.status === 'draft')).toBe(true);
    const unused = await f.repo.categories.create({ name: 'Ohne Produkte' });
    expect(await f.repo.categories.usage()).toEqual({ ...expected, [unused.name]: 0 });
    await f.signInAs(MEMBER_EMAIL);
    expect(await rejection(f.repo.categories.usage())).toBeInstanceOf(ForbiddenError);
  });

  test('users and groups: membership stays in step both ways', async () => {
    await f.signInAs(ADMIN_EMAIL);
    const user = await f.repo.users.create({
      name: 'Erika Muster',
      email: 'erika@example.com',
      companyName: 'AWO',
      role: 'user',
      projectGroups: [1],
    });
    expect((await f.repo.groups.list()).find((g) => g.id === 1)?.memberIds).toContain(user.id);
    const group = await f.repo.groups.create({ name: 'Neue Gruppe', memberIds: [user.id] });
    expect(group).toMatchObject({ status: 'active', type: 'collaborative' });
    expect((await f.repo.users.list()).find((u) => u.id === user.id)?.projectGroups).toEqual(
      expect.arrayContaining([1, group.id]),
    );
    await f.repo.users.update(user.id, {
      name: 'Erika M.',
      email: 'erika@example.com',
      companyName: 'AWO',
      role: 'admin',
      projectGroups: [],
    });
    expect((await f.repo.users.list()).find((u) => u.id === user.id)).toMatchObject({
      role: 'admin',
      roles: expect.arrayContaining(['ROLE_ADMIN']),
    });
    await f.repo.groups.remove(group.id);
    await f.repo.users.remove(user.id);
    expect((await f.repo.users.list()).some((u) => u.id === user.id)).toBe(false);
  });

  test('a member votes once; a second vote is refused', async () => {
    await f.signInAs(MEMBER_EMAIL);
    const poll = await f.repo.polls.get(1);
    expect(poll.hasVoted).toBe(false);
    const option = poll.options[0]!;
    const voted = await f.repo.polls.vote(1, option.id);
    expect(voted).toMatchObject({ hasVoted: true, userVoteId: option.id });
    expect(voted.options.find((o) => o.id === option.id)?.votes).toBe(option.votes + 1);
    const again = await rejection(f.repo.polls.vote(1, option.id));
    expect((again as Error).message).toBe('Sie haben bereits abgestimmt.');
    expect((await f.repo.polls.active()).some((p) => p.id === 1)).toBe(true);
  });

  test('polls: an admin creates, edits and deletes a poll', async () => {
    await f.signInAs(ADMIN_EMAIL);
    const poll = await f.repo.polls.create({
      title: 'Termin',
      description: 'Wann?',
      status: 'active',
      isActive: true,
      options: [{ text: 'Mo' }, { text: 'Di' }],
      projectGroupIds: [1],
    });
    expect(poll.options.map((o) => o.id)).toEqual([1, 2]);
    expect(poll.projectGroups[0]).toMatchObject({ id: 1 });
    const edited = await f.repo.polls.update(poll.id, {
      title: 'Termin',
      description: 'Wann?',
      status: 'active',
      isActive: true,
      options: [{ id: 1, text: 'Montag' }, { id: 2, text: 'Di' }, { text: 'Mi' }],
      projectGroupIds: [1],
    });
    expect(edited.options.map((o) => [o.id, o.text])).toEqual([
      [1, 'Montag'],
      [2, 'Di'],
      [3, 'Mi'],
    ]);
    await f.repo.polls.remove(poll.id);
    expect(await rejection(f.repo.polls.get(poll.id))).toBeInstanceOf(NotFoundError);
  });

  test('polls: a page is the start of the list, newest first, searched by title or description, with the count of all', async () => {
    await f.signInAs(ADMIN_EMAIL);
    for (const title of ['Erste Abfrage', 'Zweite Abfrage', 'Dritte Abfrage']) {
      await f.repo.polls.create({
        title,
        description: 'Bitte bis Freitag',
        status: 'active',
        isActive: true,
        options: [{ text: 'Ja' }, { text: 'Nein' }],
        projectGroupIds: [1],
      });
    }
    const all = await f.repo.polls.list();
    const page = await f.repo.polls.page({}, 2);
    expect(page).toEqual({ items: all.slice(0, 2), total: all.length });
    expect(page.items.map((p) => p.title)).toEqual(['Dritte Abfrage', 'Zweite Abfrage']);
    expect((await f.repo.polls.page({}, all.length + 50)).items).toEqual(all);
    const found = await f.repo.polls.page({ search: ' ABFRAGE ' }, 2);
    expect(found.items.map((p) => p.title)).toEqual(['Dritte Abfrage', 'Zweite Abfrage']);
    expect(found.total).toBe(3);
    expect((await f.repo.polls.page({ search: 'bis freitag' }, 10)).total).toBe(3);
    expect(await f.repo.polls.page({ search: 'Xylophon' }, 10)).toEqual({ items: [], total: 0 });
    // A member's page holds the polls list() gives them: their groups', no drafts.
    await f.signInAs(MEMBER_EMAIL);
    const mine = await f.repo.polls.list();
    expect(await f.repo.polls.page({}, 100)).toEqual({ items: mine, total: mine.length });
  });

  test('comments: a member comments with a file and toggles a like', async () => {
    await f.signInAs(MEMBER_EMAIL);
    const comment = await f.repo.comments.create(3, { content: 'Mit Skizze', files: [png()] });
    expect(comment).toMatchObject({
      content: 'Mit Skizze',
      likeCount: 0,
      hasLiked: false,
      createdBy: { name: 'Nina Nutzer' },
    });
    expect(comment.attachments).toEqual([expect.objectContaining({ name: 'bild.png' })]);
    expect(await f.repo.comments.like(comment.id)).toEqual({ success: true, liked: true, likeCount: 1 });
    expect(await f.repo.comments.likes(comment.id)).toEqual({ likeCount: 1, hasLiked: true });
    expect(await f.repo.comments.like(comment.id)).toEqual({ success: true, liked: false, likeCount: 0 });
    expect((await f.repo.comments.byTask(3)).some((c) => c.id === comment.id)).toBe(true);
  });

  test('files: an uploaded file opens at an address a screen can show and release; any other address as it is', async () => {
    await f.signInAs(MEMBER_EMAIL);
    const [attachment] = (await f.repo.comments.create(3, { content: 'Anhang', files: [png()] })).attachments;
    const opened = await f.repo.files.open(attachment!.url);
    expect(opened.url).not.toBe('');
    expect(() => opened.release()).not.toThrow();
    const plain = await f.repo.files.open('https://example.org/bild.png');
    expect(plain.url).toBe('https://example.org/bild.png');
    plain.release();
  });

  test('auth.currentUser: the signed-in user where the adapter can ask, else null (SPEC §7 has no such call)', async () => {
    await f.signInAs(MEMBER_EMAIL);
    const user = await f.repo.auth.currentUser();
    if (name === 'demo') expect(user).toMatchObject({ email: MEMBER_EMAIL, role: 'user' });
    else expect(user).toBeNull();
    f.signOut();
    if (name === 'demo') expect(await rejection(f.repo.auth.currentUser())).toBeInstanceOf(UnauthorizedError);
    else expect(await f.repo.auth.currentUser()).toBeNull();
  });

  test('tasks: created with files and chosen assignees, updated in the other vocabulary, removed', async () => {
    await f.signInAs(ADMIN_EMAIL);
    const task = await f.repo.tasks.create({
      projectId: 1,
      title: 'Protokoll',
      description: 'Schreiben',
      assignedTo: [2, 3],
      deadline: '2026-12-01',
      files: [png()],
    });
    expect(task).toMatchObject({ status: 'todo', priority: 'medium', assignedTo: [2, 3], deadline: '2026-12-01' });
    expect(task.attachments).toEqual([expect.objectContaining({ name: 'bild.png', type: 'image' })]);
    const updated = await f.repo.tasks.update(task.id, {
      projectId: 1,
      title: 'Protokoll',
      description: 'Schreiben',
      status: 'completed',
      priority: 'high',
      assignedTo: [2],
      attachments: task.attachments,
    });
    expect(updated).toMatchObject({ status: 'completed', priority: 'high', assignedTo: [2] });
    expect(updated.attachments).toHaveLength(1);
    expect((await f.repo.tasks.byProject(1)).some((t) => t.id === task.id)).toBe(true);
    expect((await f.repo.tasks.users(task.id)).map((u) => u.id)).toContain(2);
    await f.repo.tasks.remove(task.id);
    expect(await rejection(f.repo.tasks.get(task.id))).toBeInstanceOf(NotFoundError);
  });

  test('a project task page is the filtered, ordered list cut after the step, with its counts; other groups are refused', async () => {
    await f.signInAs(ADMIN_EMAIL);
    // Both vocabularies of the done phase, and an in-progress one, so the filter has to map them.
    const draft = { projectId: 1, description: 'Seite', assignedTo: [2] };
    const done = await f.repo.tasks.create({ ...draft, title: 'Erledigt (Liste)', status: 'done' });
    const completed = await f.repo.tasks.create({ ...draft, title: 'Erledigt (Bearbeitung)', status: 'completed' });
    await f.repo.tasks.create({ ...draft, title: 'Läuft', status: 'in-progress' });
    const tasks = await f.repo.tasks.byProject(1);
    const byCreation = (a: Task, b: Task) => a.createdAt.localeCompare(b.createdAt) || a.id - b.id;
    const newest = [...tasks].sort((a, b) => byCreation(b, a));

    expect(await f.repo.tasks.pageOfProject(1, { phase: null, sort: 'newest' }, 2)).toEqual({
      items: newest.slice(0, 2),
      total: tasks.length,
      all: tasks.length,
    });
    expect((await f.repo.tasks.pageOfProject(1, { phase: null, sort: 'oldest' }, 100)).items).toEqual(
      [...newest].reverse(),
    );
    const donePhase = newest.filter((t) => t.status === 'done' || t.status === 'completed');
    const donePage = await f.repo.tasks.pageOfProject(1, { phase: 'done', sort: 'newest' }, 100);
    expect(donePage).toEqual({ items: donePhase, total: donePhase.length, all: tasks.length });
    expect(donePage.items.map((t) => t.id)).toEqual(expect.arrayContaining([done.id, completed.id]));
    expect((await f.repo.tasks.pageOfProject(1, { phase: 'done', sort: 'oldest' }, 1)).items).toEqual([
      donePhase.at(-1),
    ]);
    expect(
      (await f.repo.tasks.pageOfProject(1, { phase: 'in_progress', sort: 'newest' }, 100)).items.map((t) => t.title),
    ).toContain('Läuft');

    await f.signInAs(MEMBER_EMAIL);
    const mine = (await f.repo.projects.ofMyGroups()).map((p) => p.id);
    const foreign = (await f.repo.projects.list()).find((p) => !mine.includes(p.id))!;
    expect(await rejection(f.repo.tasks.pageOfProject(foreign.id, { phase: null, sort: 'newest' }, 50))).toBeInstanceOf(
      ForbiddenError,
    );
  });

  test('task summaries and assigned tasks agree with the task list, and never reach other groups', async () => {
    await f.signInAs(MEMBER_EMAIL);
    const projectIds = (await f.repo.projects.ofMyGroups()).map((p) => p.id);
    const tasks = await f.repo.tasks.list();
    const summaries = await f.repo.tasks.summaries(projectIds);
    expect(summaries).toEqual(summarizeProjectTasks(projectIds, tasks));
    expect(summaries.some((s) => s.nextOpen.length > 0)).toBe(true);
    const mine = await f.repo.tasks.assignedTo(U.nutzer);
    expect(mine.length).toBeGreaterThan(0);
    expect(mine.map((t) => t.id)).toEqual(tasks.filter((t) => t.assignedTo.includes(U.nutzer)).map((t) => t.id));
    const foreign = (await f.repo.projects.list()).find((p) => !projectIds.includes(p.id));
    expect(foreign).toBeDefined();
    expect(await f.repo.tasks.summaries([foreign!.id])).toEqual([
      { projectId: foreign!.id, counts: { todo: 0, in_progress: 0, done: 0 }, nextOpen: [] },
    ]);
  });

  test('a product page is the head of the list, with the total of the whole query', async () => {
    const all = await f.repo.publicProducts.list({});
    expect(all.length).toBeGreaterThan(3);
    expect(await f.repo.publicProducts.page({}, 3)).toEqual({ items: all.slice(0, 3), total: all.length });
    const query = { category: all[0]!.category };
    const inCategory = await f.repo.publicProducts.list(query);
    expect(await f.repo.publicProducts.page(query, 50)).toEqual({ items: inCategory, total: inCategory.length });
    await f.signInAs(ADMIN_EMAIL);
    const everything = await f.repo.products.list({});
    expect(everything.length).toBeGreaterThan(all.length);
    expect(await f.repo.products.page({}, 2)).toEqual({ items: everything.slice(0, 2), total: everything.length });
    const draft = everything.find((p) => p.status === 'draft')!;
    expect(await f.repo.products.get(draft.id)).toEqual(draft);
    expect(await rejection(f.repo.products.get(99_999))).toBeInstanceOf(NotFoundError);
  });

  test('products: an admin creates with an image, features and technologies; the public sees it once published', async () => {
    await f.signInAs(ADMIN_EMAIL);
    const product = await f.repo.products.create({
      title: 'Antragslotse',
      description: 'Kurz',
      category: 'Beratung',
      technologies: ['LLM', 'React'],
      status: 'draft',
      features: [
        { title: 'Schritt für Schritt', description: 'Führt durch' },
        { title: '', description: 'fällt weg' },
      ],
      image: png(),
    });
    expect(product).toMatchObject({
      status: 'draft',
      technologies: ['LLM', 'React'],
      features: [expect.objectContaining({ title: 'Schritt für Schritt' })],
    });
    expect(product.imageUrl).toBeTruthy();
    f.signOut();
    expect((await f.repo.publicProducts.list()).some((p) => p.id === product.id)).toBe(false);
    await f.signInAs(ADMIN_EMAIL);
    await f.repo.products.update(product.id, {
      title: 'Antragslotse',
      description: 'Kurz',
      category: 'Beratung',
      status: 'published',
      imageUrl: product.imageUrl,
    });
    expect((await f.repo.products.list({ search: 'antragslotse' })).map((p) => p.id)).toEqual([product.id]);
    f.signOut();
    expect((await f.repo.publicProducts.list({ search: 'antragslotse' })).map((p) => p.id)).toEqual([product.id]);
    await f.signInAs(ADMIN_EMAIL);
    await f.repo.products.remove(product.id);
    expect(await rejection(f.repo.publicProducts.get(product.id))).toBeInstanceOf(NotFoundError);
  });

  test('projects: create with an image, read, featured, of my groups, update and remove', async () => {
    await f.signInAs(ADMIN_EMAIL);
    const project = await f.repo.projects.create({
      title: 'Neu',
      projectGroupId: 1,
      description: 'Kurz',
      startDate: '2026-12-01',
      technologies: ['Python'],
      featured: true,
      file: png(),
    });
    expect(project).toMatchObject({ title: 'Neu', featured: true, technologies: ['Python'] });
    expect((await f.repo.projects.featured()).some((p) => p.id === project.id)).toBe(true);
    expect(
      (
        await f.repo.projects.update(project.id, {
          title: 'Neuer',
          projectGroupId: 1,
          description: 'Kurz',
          startDate: '2026-12-01',
        })
      ).title,
    ).toBe('Neuer');
    await f.signInAs(MEMBER_EMAIL);
    expect((await f.repo.projects.ofMyGroups()).some((p) => p.id === project.id)).toBe(true);
    expect(
      (await f.repo.notifications.list()).some(
        (n) => n.kind === 'newProject' && n.link === `/project-tasks/${project.id}`,
      ),
    ).toBe(true);
    await f.signInAs(ADMIN_EMAIL);
    await f.repo.projects.remove(project.id);
    expect(await rejection(f.repo.projects.get(project.id))).toBeInstanceOf(NotFoundError);
  });

  test('projects: a page is the start of the list, newest first, searched by title or group name, with the count of all; counts per group', async () => {
    await f.signInAs(ADMIN_EMAIL);
    for (const title of ['Erstes neues', 'Zweites neues', 'Drittes neues']) {
      await f.repo.projects.create({ title, projectGroupId: 1, description: 'Kurz', startDate: '2026-12-01' });
    }
    const groupName = (await f.repo.groups.list()).find((g) => g.id === 1)!.name;
    await f.signOut();
    const all = await f.repo.projects.list();
    // Group names count where the caller may read the group: a member their own groups'.
    await f.signInAs(MEMBER_EMAIL);
    const memberGroups = new Map((await f.repo.groups.list()).map((g) => [g.id, g.name]));
    const memberFinds = all.filter((p) =>
      matchesText(groupName, [p.title, p.description, memberGroups.get(p.projectGroupId) ?? '']),
    );
    expect((await f.repo.projects.page({ search: groupName }, 100)).items.map((p) => p.id)).toEqual(
      memberFinds.map((p) => p.id),
    );
    await f.signInAs(ADMIN_EMAIL);
    const found = await f.repo.projects.page({ search: groupName.toUpperCase() }, 2);
    expect(found.total).toBe(all.filter((p) => p.projectGroupId === 1).length);
    expect(found.items.map((p) => p.title)).toEqual(['Drittes neues', 'Zweites neues']);
    expect((await f.repo.projects.page({ search: 'zweites NEUES' }, 10)).items.map((p) => p.title)).toEqual([
      'Zweites neues',
    ]);
    const page = await f.repo.projects.page({}, 4);
    expect(page.total).toBe(all.length);
    expect(page.items.map((p) => p.id)).toEqual(all.slice(0, 4).map((p) => p.id));
    expect(page.items.slice(0, 3).map((p) => p.title)).toEqual(['Drittes neues', 'Zweites neues', 'Erstes neues']);
    expect((await f.repo.projects.page({}, all.length + 24)).items).toHaveLength(all.length);
    const counts = await f.repo.projects.countByGroup();
    expect(Object.values(counts).reduce((sum, n) => sum + n, 0)).toBe(all.length);
    expect(counts[1]).toBe(all.filter((p) => p.projectGroupId === 1).length);
  });

  test('footer pages: guests see published ones only; an admin creates one that opens by slug', async () => {
    const published = await f.repo.footerPages.list('draft');
    expect(published.every((p) => p.status === 'published')).toBe(true);
    expect(await f.repo.footerPages.bySlug('datenschutz')).toMatchObject({ slug: 'datenschutz' });
    await f.signInAs(ADMIN_EMAIL);
    const page = await f.repo.footerPages.create({
      title: 'Hilfe',
      slug: '/Hilfe',
      content: '<p>Text</p>',
      status: 'published',
    });
    expect(page.slug).toBe('hilfe');
    expect(
      await f.repo.footerPages.update(page.id, {
        title: 'Hilfe',
        slug: 'hilfe',
        content: '<p>Neu</p>',
        status: 'draft',
      }),
    ).toMatchObject({ status: 'draft' });
    f.signOut();
    expect(await rejection(f.repo.footerPages.bySlug('hilfe'))).toBeInstanceOf(NotFoundError);
    await f.signInAs(ADMIN_EMAIL);
    await f.repo.footerPages.remove(page.id);
  });

  test('whitelist: an invited address may register, then log in with its password', async () => {
    expect(await f.repo.whitelist.check('eingeladen@example.com')).toBe(true);
    expect(await f.repo.whitelist.check('fremd@example.com')).toBe(false);
    expect(
      await f.repo.auth.register({
        email: 'eingeladen@example.com',
        password: 'sicher1234',
        name: 'Eva Eingeladen',
        companyName: 'Diakonie',
      }),
    ).toBe('Registrierung erfolgreich');
    const session = await f.repo.auth.login({ email: 'eingeladen@example.com', password: 'sicher1234' });
    expect(session.user).toMatchObject({ role: 'user', projectGroups: [1] });
    await f.signInAs(ADMIN_EMAIL);
    const entry = await f.repo.whitelist.create({ email: 'neu@example.com', projectGroupId: 2 });
    expect(entry).toMatchObject({ email: 'neu@example.com', isActive: true, projectGroup: { id: 2 } });
    expect(
      await f.repo.whitelist.update(entry.id, { email: 'neu@example.com', projectGroupId: 2, isActive: false }),
    ).toMatchObject({ isActive: false, projectGroup: { id: 2 } });
    await f.repo.whitelist.remove(entry.id);
    expect((await f.repo.whitelist.list()).some((w) => w.id === entry.id)).toBe(false);
  }, 30_000);

  test('notifications: list, mark one, mark all, and settings', async () => {
    await f.signInAs(MEMBER_EMAIL);
    const list = await f.repo.notifications.list();
    const unread = list.filter((n) => !n.read);
    expect(unread.length).toBeGreaterThan(1);
    await f.repo.notifications.markRead(unread[0]!.id);
    expect((await f.repo.notifications.list()).find((n) => n.id === unread[0]!.id)?.read).toBe(true);
    await f.repo.notifications.markAllRead();
    expect((await f.repo.notifications.list()).every((n) => n.read)).toBe(true);
    const user = await f.repo.notifications.updateSettings({
      newProject: false,
      newTask: true,
      taskDeadline: true,
      taskComments: false,
    });
    expect(user.notificationSettings).toEqual({
      newProject: false,
      newTask: true,
      taskDeadline: true,
      taskComments: false,
    });
  });

  test('hero settings: an admin saves an image with opacity and description, keeps or drops it; the public reads them', async () => {
    await f.signInAs(ADMIN_EMAIL);
    const saved = await f.repo.configurations.save('product-hero', {
      opacity: 0.7,
      imageDescription: 'Team im Workshop',
      file: png(),
    });
    expect(saved).toMatchObject({ opacity: 0.7, imageDescription: 'Team im Workshop' });
    expect(saved.file).toBeTruthy();
    f.signOut();
    expect(await f.repo.configurations.getPublic('product-hero')).toEqual(saved);
    await f.signInAs(ADMIN_EMAIL);
    const kept = await f.repo.configurations.save('product-hero', { opacity: 0.6, imageDescription: 'Team' });
    expect(kept).toEqual({ file: saved.file, opacity: 0.6, imageDescription: 'Team' });
    const dropped = await f.repo.configurations.save('product-hero', {
      opacity: 0.6,
      imageDescription: 'Ohne Bild',
      removeFile: true,
    });
    expect(dropped).toEqual({ file: null, opacity: 0.6, imageDescription: 'Ohne Bild' });
    await f.repo.configurations.remove('product-hero');
    expect(await f.repo.configurations.get('product-hero')).toMatchObject({ file: null, opacity: 0.5 });
  });

  test('neither the demo store nor a server without one has a room for the projector', async () => {
    await f.signInAs(ADMIN_EMAIL);
    expect(await f.repo.workshop.room()).toBeNull();
  });

  test('password reset and contact work for guests', async () => {
    await f.repo.passwordReset.request(MEMBER_EMAIL);
    const reset = (await f.ctx.db.passwordResets.toArray())[0]!;
    await f.repo.passwordReset.reset({ token: reset.token, password: 'neuesPasswort1' });
    expect((await f.repo.auth.login({ email: MEMBER_EMAIL, password: 'neuesPasswort1' })).user.email).toBe(
      MEMBER_EMAIL,
    );
    expect(await rejection(f.repo.passwordReset.reset({ token: reset.token, password: 'nochmal1234' }))).toBeInstanceOf(
      ValidationError,
    );
    await f.repo.contact.send({ name: 'Max', email: 'max@example.com', message: 'Hallo' });
    expect(await f.ctx.db.contactMessages.count()).toBe(1);
  }, 30_000);

  test('after five wrong passwords a sign-in waits, and the refusal says how long', async () => {
    for (let i = 0; i < 4; i++) await rejection(f.repo.auth.login({ email: MEMBER_EMAIL, password: `falsch-${i}` }));
    const locked = await rejection(f.repo.auth.login({ email: MEMBER_EMAIL, password: 'falsch-5' }));
    const right = await rejection(f.repo.auth.login({ email: MEMBER_EMAIL, password: 'nutzer1234' }));
    if (name === 'demo') {
      expect(locked).toBeInstanceOf(TooManyAttemptsError);
      expect((locked as Error).message).toBe(
        'Zu viele Fehlversuche. Bitte warten Sie 5 Minuten und versuchen Sie es dann erneut.',
      );
      expect(right).toBeInstanceOf(TooManyAttemptsError);
    } else {
      // The façade answers 429; the HTTP adapter keeps SPEC §8's 'Login fehlgeschlagen', and the login screen says
      // to try again later, not that the password was wrong.
      for (const error of [locked, right]) {
        expect(error).toBeInstanceOf(RepositoryError);
        expect(error).not.toBeInstanceOf(UnauthorizedError);
      }
    }
  }, 60_000);

  test('an expired reset link is refused at its token with the expiry message', async () => {
    await f.repo.passwordReset.request(MEMBER_EMAIL);
    const reset = (await f.ctx.db.passwordResets.toArray())[0]!;
    f.ctx.setNow(new Date(f.ctx.now().getTime() + 61 * 60_000));
    const refused = await rejection(f.repo.passwordReset.reset({ token: reset.token, password: 'neuesPasswort1' }));
    expect(refused).toBeInstanceOf(ValidationError);
    expect((refused as ValidationError).fields.token).toBe(
      'Der Link ist abgelaufen. Bitte fordern Sie einen neuen an.',
    );
  });
});
