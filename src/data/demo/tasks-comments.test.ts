// @vitest-environment node
// Node's own Blob: jsdom's Blob does not survive fake-indexeddb's structured clone (it comes back as a
// plain object), while a browser's IndexedDB keeps Blobs as they are. Node's Blob does, like a browser.
import { resolveObjectURL } from 'node:buffer';
import { P } from '../../../seed/projects';
import { G, U } from '../../../seed/users';
import type { TaskDraft } from '../../domain/task-draft';
import type { TaskStatus } from '../../domain/task';
import { draftFromTask } from '../../domain/task-draft';
import {
  ADMIN_EMAIL,
  MEMBER_EMAIL,
  createTestRepository,
  TEST_NOW,
  type TestContext,
} from '../../testing/demo-context';
import { snapshot } from '../../testing/snapshot';
import { ForbiddenError, ValidationError } from '../errors';
import type { Repository } from '../repository';
import { attackFiles, fileStarts, upload } from '../../testing/upload-files';

const UNKNOWN_PARENT = 'Der Kommentar, auf den Sie antworten, gibt es nicht mehr.';
const HOUR = 60 * 60 * 1000;

let ctx: TestContext;
let repo: Repository;

beforeEach(async () => {
  ({ ctx, repo } = await createTestRepository());
});

const later = (hours: number) => new Date(TEST_NOW.getTime() + hours * HOUR);
const draft = (overrides: Partial<TaskDraft> = {}): TaskDraft => ({
  projectId: P.dienstplan,
  title: 'Neue Aufgabe',
  description: 'Beschreibung',
  ...overrides,
});

async function rejection(promise: Promise<unknown>): Promise<Error> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  if (!(error instanceof Error)) throw new Error('expected the call to reject');
  return error;
}

describe('tasks', () => {
  test('a new task without assignees goes to every member of the project group, as todo and medium', async () => {
    await ctx.signInAs(ADMIN_EMAIL);
    ctx.setNow(later(5));
    const task = await repo.tasks.create(draft());
    expect(task).toMatchObject({
      projectId: P.dienstplan,
      title: 'Neue Aufgabe',
      status: 'todo',
      priority: 'medium',
      assignedTo: [U.nutzer, U.yilmaz, U.schmidt, U.wagner],
      deadline: null,
      attachments: [],
      createdAt: later(5).toISOString(),
      createdBy: U.admin,
      updatedAt: null,
    });
    expect(Number.isInteger(task.id) && task.id > 32).toBe(true);
    expect(await repo.tasks.get(task.id)).toEqual(task);
  });

  test('chosen assignees are kept instead of the whole group', async () => {
    await ctx.signInAs(ADMIN_EMAIL);
    const task = await repo.tasks.create(draft({ assignedTo: [U.wagner], status: 'open', priority: 'high' }));
    expect(task).toMatchObject({ assignedTo: [U.wagner], status: 'open', priority: 'high' });
  });

  test('an update accepts both status vocabularies and stamps updatedAt', async () => {
    await ctx.signInAs(ADMIN_EMAIL);
    const statuses: TaskStatus[] = ['todo', 'in_progress', 'done', 'open', 'in-progress', 'completed'];
    for (const [i, status] of statuses.entries()) {
      ctx.setNow(later(i + 1));
      const task = await repo.tasks.update(
        2,
        draft({ projectId: P.schuldnerberatung, assignedTo: [U.admin, U.krueger], status }),
      );
      expect(task.status).toBe(status);
      expect(task.updatedAt).toBe(later(i + 1).toISOString());
      expect(task.createdAt).toBe((await ctx.db.tasks.get(2))!.createdAt);
      expect((await ctx.db.tasks.get(2))!.status).toBe(status);
    }
  });

  test('a status change keeps a task without assignees unassigned; emptying the choice gives it to the group', async () => {
    await ctx.signInAs(ADMIN_EMAIL);
    const unassigned = await repo.tasks.create(draft({ assignedTo: [U.wagner] }));
    await ctx.db.tasks.update(unassigned.id, { assignedTo: [] });
    const before = await ctx.db.notifications.count();
    const moved = await repo.tasks.update(unassigned.id, {
      ...draftFromTask({ ...unassigned, assignedTo: [] }),
      status: 'in_progress',
    });
    expect(moved).toMatchObject({ status: 'in_progress', assignedTo: [] });
    expect(await ctx.db.notifications.count()).toBe(before);

    const emptied = await repo.tasks.update(unassigned.id, { ...draftFromTask(moved), assignedTo: [] });
    expect(emptied.assignedTo).toEqual([]);
    const chosen = await repo.tasks.update(unassigned.id, { ...draftFromTask(moved), assignedTo: [U.wagner] });
    const regrouped = await repo.tasks.update(unassigned.id, { ...draftFromTask(chosen), assignedTo: [] });
    expect(regrouped.assignedTo).toEqual([U.nutzer, U.yilmaz, U.schmidt, U.wagner]);
  });

  test('only members of the project group (or admins) can be assigned', async () => {
    await ctx.signInAs(ADMIN_EMAIL);
    // Neumann is in the Jugendhilfe group only; Dienstplan belongs to Pflege & Organisation.
    const error = await rejection(repo.tasks.create(draft({ assignedTo: [U.wagner, U.neumann] })));
    expect(error).toBeInstanceOf(ValidationError);
    expect(error).toMatchObject({
      fields: { assignedTo: 'Zugewiesen werden können nur Mitglieder der Projektgruppe.' },
    });
    expect(await ctx.db.tasks.filter((t) => t.title === 'Neue Aufgabe').count()).toBe(0);
    expect((await repo.tasks.create(draft({ assignedTo: [U.wagner, U.admin] }))).assignedTo).toEqual([
      U.wagner,
      U.admin,
    ]);
  });

  test('tasks of a project come newest first', async () => {
    await ctx.signInAs(ADMIN_EMAIL);
    ctx.setNow(later(1));
    const first = await repo.tasks.create(draft({ projectId: P.schuldnerberatung, title: 'Erste' }));
    ctx.setNow(later(2));
    const second = await repo.tasks.create(draft({ projectId: P.schuldnerberatung, title: 'Zweite' }));

    const tasks = await repo.tasks.byProject(P.schuldnerberatung);
    expect(tasks.slice(0, 2).map((t) => t.id)).toEqual([second.id, first.id]);
    expect(tasks.every((t) => t.projectId === P.schuldnerberatung)).toBe(true);
    expect(tasks).toHaveLength(9);
    const times = tasks.map((t) => t.createdAt);
    expect(times).toEqual([...times].sort().reverse());
  });

  test('a member lists only the tasks of their groups, newest first', async () => {
    await ctx.signInAs(MEMBER_EMAIL);
    const tasks = await repo.tasks.list();
    const ownProjects = new Set(
      (await ctx.db.projects.where('projectGroupId').anyOf([G.beratung, G.pflege]).toArray()).map((p) => p.id),
    );
    expect(ownProjects).toEqual(new Set([P.schuldnerberatung, P.leichteSprache, P.dienstplan, P.antragsassistenz]));
    expect(tasks).toHaveLength(24);
    expect(tasks.every((t) => ownProjects.has(t.projectId))).toBe(true);
    const times = tasks.map((t) => t.createdAt);
    expect(times).toEqual([...times].sort().reverse());

    await ctx.signInAs(ADMIN_EMAIL);
    expect(await repo.tasks.list()).toHaveLength(32);
  });

  test('tasks.users returns the people of a task: its group members, assignees and creator, by name', async () => {
    await ctx.signInAs(MEMBER_EMAIL);
    const task = (await ctx.db.tasks.get(7))!;
    const project = (await ctx.db.projects.get(task.projectId))!;
    const group = (await ctx.db.groups.get(project.projectGroupId))!;
    const users = await repo.tasks.users(7);
    const ids = users.map((u) => u.id);
    for (const id of [...group.memberIds, ...task.assignedTo, task.createdBy!]) expect(ids).toContain(id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(users.map((u) => u.name)).toEqual([...users.map((u) => u.name)].sort((a, b) => a.localeCompare(b, 'de')));
  });

  test("a member sees of a task's people only the groups they share, and no one's notification settings", async () => {
    await ctx.signInAs(MEMBER_EMAIL);
    const member = (await ctx.db.users.get(U.nutzer))!;
    const krueger = (await repo.tasks.users(1)).find((u) => u.id === U.krueger)!;
    expect((await ctx.db.users.get(U.krueger))!.projectGroups).toContain(G.jugendhilfe);
    expect(krueger.projectGroups).toEqual(
      (await ctx.db.users.get(U.krueger))!.projectGroups.filter((g) => member.projectGroups.includes(g)),
    );
    expect(krueger.projectGroups).not.toContain(G.jugendhilfe);
    expect(krueger.notificationSettings).toEqual({
      newProject: true,
      newTask: true,
      taskDeadline: true,
      taskComments: true,
    });
    expect(await rejection(repo.tasks.assignedTo(U.krueger))).toBeInstanceOf(ForbiddenError);
    expect((await repo.tasks.assignedTo(U.nutzer)).length).toBeGreaterThan(0);

    await ctx.signInAs(ADMIN_EMAIL);
    expect((await repo.tasks.users(1)).find((u) => u.id === U.krueger)!.projectGroups).toContain(G.jugendhilfe);
  });

  test('a member cannot read a task of another group or its assignees', async () => {
    await ctx.signInAs(MEMBER_EMAIL);
    expect(await rejection(repo.tasks.get(27))).toBeInstanceOf(ForbiddenError);
    expect(await rejection(repo.tasks.users(27))).toBeInstanceOf(ForbiddenError);
    expect(await rejection(repo.tasks.byProject(P.kitaChatbot))).toBeInstanceOf(ForbiddenError);
  });

  test('task files are stored as Blobs and open as usable object URLs', async () => {
    await ctx.signInAs(ADMIN_EMAIL);
    const content = '%PDF-1.4 Protokoll';
    const task = await repo.tasks.create(
      draft({
        files: [
          { name: 'Protokoll.pdf', type: 'application/pdf', blob: new Blob([content], { type: 'application/pdf' }) },
        ],
      }),
    );
    expect(task.attachments).toHaveLength(1);
    const [attachment] = task.attachments;
    expect(attachment).toMatchObject({
      name: 'Protokoll.pdf',
      type: 'pdf',
      size: content.length,
      uploadedAt: TEST_NOW.toISOString(),
      uploadedBy: U.admin,
    });
    expect(attachment!.url).toMatch(/^stored-file:\d+$/);

    const stored = await ctx.db.files.get(Number(attachment!.url.slice('stored-file:'.length)));
    expect(stored!.blob).toBeInstanceOf(Blob);
    expect(await stored!.blob.text()).toBe(content);

    const opened = await repo.files.open(attachment!.url);
    expect(opened.url).toMatch(/^blob:/);
    expect(await resolveObjectURL(opened.url)!.text()).toBe(content);
    opened.release();
    expect(resolveObjectURL(opened.url)).toBeUndefined();
  });

  test('a URL that is not a stored file opens as itself', async () => {
    const opened = await repo.files.open('/images/projects/dienstplan-pflege.svg');
    expect(opened.url).toBe('/images/projects/dienstplan-pflege.svg');
    expect(() => opened.release()).not.toThrow();
  });

  test('removing a task removes its comments and their likes', async () => {
    await ctx.signInAs(ADMIN_EMAIL);
    const task = await repo.tasks.create(
      draft({ projectId: P.schuldnerberatung, files: [upload('a.png', 'image/png', fileStarts.png)] }),
    );
    const comment = await repo.comments.create(task.id, { content: 'Zur neuen Aufgabe' });
    await repo.comments.like(comment.id);
    const likesBefore = await ctx.db.likes.count();
    const taskTwoLikes = await ctx.db.likes.where('[commentId+userId]').between([1, -Infinity], [3, Infinity]).count();

    await repo.tasks.remove(2);
    await repo.tasks.remove(task.id);

    expect(await ctx.db.tasks.get(2)).toBeUndefined();
    for (const taskId of [2, task.id]) {
      expect(await ctx.db.comments.where('[taskId+createdAt]').between([taskId, ''], [taskId, '\uffff']).count()).toBe(
        0,
      );
    }
    expect(await ctx.db.likes.where('[commentId+userId]').between([1, -Infinity], [3, Infinity]).count()).toBe(0);
    expect(
      await ctx.db.likes.where('[commentId+userId]').between([comment.id, -Infinity], [comment.id, Infinity]).count(),
    ).toBe(0);
    expect(await ctx.db.likes.count()).toBe(likesBefore - taskTwoLikes - 1);
    expect(await ctx.db.comments.get(4)).toBeDefined();
    expect(await ctx.db.files.count()).toBe(0);
  });

  test('removing a task keeps the notifications about it, but they no longer lead to it', async () => {
    await ctx.signInAs(ADMIN_EMAIL);
    const task = await repo.tasks.create(draft({ projectId: P.schuldnerberatung }));
    const about = () =>
      ctx.db.notifications.filter((n) => n.title.length > 0 && n.message.includes(task.title)).toArray();
    const before = await about();
    expect(before.length).toBeGreaterThan(0);
    expect(before.every((n) => n.link === `/tasks/${task.id}`)).toBe(true);
    const others = await ctx.db.notifications.filter((n) => n.link !== null && n.link !== `/tasks/${task.id}`).count();

    await repo.tasks.remove(task.id);

    const after = await about();
    expect(after.map((n) => n.id)).toEqual(before.map((n) => n.id));
    expect(after.every((n) => n.link === null)).toBe(true);
    expect(await ctx.db.notifications.filter((n) => n.link !== null).count()).toBe(others);
  });

  test('removing a project keeps its notifications, but they no longer lead to it', async () => {
    await ctx.signInAs(ADMIN_EMAIL);
    const project = await repo.projects.create({
      title: 'Kurzprojekt',
      projectGroupId: G.pflege,
      description: 'Kurz',
      startDate: '2026-07-01',
    });
    const about = () => ctx.db.notifications.filter((n) => n.message.includes('Kurzprojekt')).toArray();
    expect((await about()).length).toBeGreaterThan(0);
    expect((await about()).every((n) => n.link === `/project-tasks/${project.id}`)).toBe(true);
    const others = await ctx.db.notifications
      .filter((n) => n.link !== null && !n.message.includes('Kurzprojekt'))
      .count();

    await repo.projects.remove(project.id);
    expect((await about()).length).toBeGreaterThan(0);
    expect((await about()).every((n) => n.link === null)).toBe(true);
    expect(await ctx.db.notifications.filter((n) => n.link !== null).count()).toBe(others);
  });

  test('a project moved to another group keeps only the assignees who can open its tasks', async () => {
    await ctx.signInAs(ADMIN_EMAIL);
    const { title, description, startDate } = (await ctx.db.projects.get(P.schuldnerberatung))!;
    // Task 2: admin and Krüger; task 4: Nutzer and Becker. Krüger is in Jugendhilfe, the others are not; admins reach every group.
    await repo.projects.update(P.schuldnerberatung, {
      title,
      description,
      startDate: startDate!,
      projectGroupId: G.jugendhilfe,
    });
    expect((await repo.tasks.get(2)).assignedTo).toEqual([U.admin, U.krueger]);
    expect((await repo.tasks.get(4)).assignedTo).toEqual([]);
    expect(
      await ctx.db.tasks
        .where('assignedTo')
        .equals(U.nutzer)
        .filter((t) => t.projectId === P.schuldnerberatung)
        .count(),
    ).toBe(0);
  });

  test('removing a task also removes the stored files of its comments', async () => {
    await ctx.signInAs(ADMIN_EMAIL);
    await repo.comments.create(2, { content: 'Foto', files: [upload('Foto.png', 'image/png', fileStarts.png)] });
    expect(await ctx.db.files.count()).toBe(1);
    await repo.tasks.remove(2);
    expect(await ctx.db.files.count()).toBe(0);
  });

  test('removing a project also removes the stored files of its tasks', async () => {
    await ctx.signInAs(ADMIN_EMAIL);
    const project = await repo.projects.create({
      title: 'Kurzprojekt',
      projectGroupId: G.pflege,
      description: 'Kurz',
      startDate: '2026-07-01',
    });
    await repo.tasks.create(
      draft({ projectId: project.id, files: [upload('Plan.pdf', 'application/pdf', fileStarts.pdf)] }),
    );
    expect(await ctx.db.files.count()).toBe(1);
    await repo.projects.remove(project.id);
    expect(await ctx.db.tasks.where('projectId').equals(project.id).count()).toBe(0);
    expect(await ctx.db.files.count()).toBe(0);
  });
});

describe('comments', () => {
  test('comments of a task come oldest first with their author as id and name', async () => {
    await ctx.signInAs(MEMBER_EMAIL);
    ctx.setNow(later(1));
    const created = await repo.comments.create(2, { content: '  Ich übernehme Abschnitt 5.  ' });
    expect(created).toMatchObject({
      taskId: 2,
      content: 'Ich übernehme Abschnitt 5.',
      createdAt: later(1).toISOString(),
      createdBy: { id: U.nutzer, name: 'Nina Nutzer' },
      likeCount: 0,
      hasLiked: false,
      parentId: null,
      attachments: [],
    });

    const comments = await repo.comments.byTask(2);
    expect(comments.map((c) => c.id)).toEqual([1, 2, 3, created.id]);
    expect(comments[0]!.createdBy).toEqual({ id: U.krueger, name: 'Sabine Krüger' });
    expect(comments[1]!.createdBy).toEqual({ id: U.admin, name: 'Anna Admin' });
    const times = comments.map((c) => c.createdAt);
    expect(times).toEqual([...times].sort());
  });

  test('a like toggles: liked and one more, then unliked and back', async () => {
    await ctx.signInAs(MEMBER_EMAIL);
    // Comment 7 (task 7) has no likes in the seed.
    expect(await repo.comments.like(7)).toEqual({ success: true, liked: true, likeCount: 1 });
    expect(await repo.comments.likes(7)).toEqual({ likeCount: 1, hasLiked: true });
    expect(await repo.comments.like(7)).toEqual({ success: true, liked: false, likeCount: 0 });
    expect(await repo.comments.likes(7)).toEqual({ likeCount: 0, hasLiked: false });
    expect(await ctx.db.likes.where('[commentId+userId]').between([7, -Infinity], [7, Infinity]).count()).toBe(0);
  });

  test('each user likes a comment at most once, and hasLiked is per viewer', async () => {
    await ctx.signInAs(MEMBER_EMAIL);
    await repo.comments.like(7);
    await ctx.signInAs('julia.hoffmann@example.com');
    expect(await repo.comments.likes(7)).toEqual({ likeCount: 1, hasLiked: false });
    expect(await repo.comments.like(7)).toEqual({ success: true, liked: true, likeCount: 2 });
    expect((await repo.comments.byTask(7)).find((c) => c.id === 7)).toMatchObject({ likeCount: 2, hasLiked: true });

    await ctx.signInAs(ADMIN_EMAIL);
    expect(await repo.comments.likes(7)).toEqual({ likeCount: 2, hasLiked: false });
    expect((await repo.comments.byTask(7)).find((c) => c.id === 7)).toMatchObject({ likeCount: 2, hasLiked: false });

    // Comment 1 is liked by admin and nutzer in the seed.
    expect(await repo.comments.likes(1)).toEqual({ likeCount: 2, hasLiked: true });
    expect(await repo.comments.like(1)).toEqual({ success: true, liked: false, likeCount: 1 });
    await ctx.signInAs(MEMBER_EMAIL);
    expect(await repo.comments.likes(1)).toEqual({ likeCount: 1, hasLiked: true });
    expect(await repo.comments.likes(7)).toEqual({ likeCount: 2, hasLiked: true });
  });

  test('a reply is stored with its parent from the same task', async () => {
    await ctx.signInAs(MEMBER_EMAIL);
    const reply = await repo.comments.create(3, { content: 'Danke!', parentId: 4 });
    expect(reply.parentId).toBe(4);
    expect((await repo.comments.byTask(3)).map((c) => [c.id, c.parentId])).toEqual([
      [4, null],
      [5, 4],
      [reply.id, 4],
    ]);
  });

  test('a reply whose parent belongs to another task, or does not exist, is refused', async () => {
    await ctx.signInAs(MEMBER_EMAIL);
    const before = await snapshot(ctx.db);
    for (const parentId of [1, 999]) {
      const error = await rejection(repo.comments.create(3, { content: 'Antwort', parentId }));
      expect(error).toBeInstanceOf(ValidationError);
      expect(error.message).toBe(UNKNOWN_PARENT);
    }
    expect(await snapshot(ctx.db)).toBe(before);
  });

  test('a member cannot read, write or like comments of another group task', async () => {
    await ctx.signInAs(MEMBER_EMAIL);
    const before = await snapshot(ctx.db);
    expect(await rejection(repo.comments.byTask(27))).toBeInstanceOf(ForbiddenError);
    expect(await rejection(repo.comments.create(27, { content: 'Hallo' }))).toBeInstanceOf(ForbiddenError);
    expect(await rejection(repo.comments.like(15))).toBeInstanceOf(ForbiddenError);
    expect(await rejection(repo.comments.likes(15))).toBeInstanceOf(ForbiddenError);
    expect(await snapshot(ctx.db)).toBe(before);
  });

  test('comment files are stored as Blobs and listed with the comment', async () => {
    await ctx.signInAs(MEMBER_EMAIL);
    const comment = await repo.comments.create(3, {
      content: '',
      files: [upload('Foto.png', 'image/png', fileStarts.png)],
    });
    expect(comment.attachments).toEqual([
      {
        name: 'Foto.png',
        url: expect.stringMatching(/^stored-file:\d+$/) as unknown as string,
        size: fileStarts.png.length,
      },
    ]);
    const opened = await repo.files.open(comment.attachments[0]!.url);
    const blob = resolveObjectURL(opened.url)!;
    expect(blob.type).toBe('image/png');
    expect(new Uint8Array(await blob.arrayBuffer())).toEqual(fileStarts.png);
    opened.release();
  });
});

describe('uploads', () => {
  const PDF_AS_HTML = 'Erlaubt sind Bilder (außer SVG), PDF-, Word-, Excel- und PowerPoint-Dateien';

  test.each(Object.entries(attackFiles))(
    'a task or comment upload of %s is refused at the files and the store keeps what it had',
    async (_, make) => {
      await ctx.signInAs(ADMIN_EMAIL);
      const before = await snapshot(ctx.db);
      const taskError = await rejection(repo.tasks.create(draft({ files: [make()] })));
      expect(taskError).toBeInstanceOf(ValidationError);
      expect((taskError as ValidationError).fields.files).toBe(PDF_AS_HTML);
      const commentError = await rejection(repo.comments.create(3, { content: 'Rechnung', files: [make()] }));
      expect((commentError as ValidationError).fields.files).toBe(
        'Erlaubt sind nur Bilder (außer SVG) und PDF-Dateien',
      );
      expect(await snapshot(ctx.db)).toBe(before);
    },
  );

  test('HTML named and declared as PDF is refused by its first bytes; a good file before it is not stored either', async () => {
    await ctx.signInAs(ADMIN_EMAIL);
    const before = await snapshot(ctx.db);
    const files = [
      upload('Plan.pdf', 'application/pdf', fileStarts.pdf),
      upload('rechnung.pdf', 'application/pdf', fileStarts.html),
    ];
    const error = await rejection(repo.tasks.create(draft({ files })));
    expect(error.message).toBe(
      'Der Inhalt der Datei „rechnung.pdf“ passt nicht zu ihrem Dateityp. Bitte wählen Sie die Datei in ihrem ursprünglichen Format.',
    );
    expect(await snapshot(ctx.db)).toBe(before);
  });

  test('a file is stored with the normalised type; anything but an image opens as bytes to save', async () => {
    await ctx.signInAs(ADMIN_EMAIL);
    const task = await repo.tasks.create(
      draft({
        files: [upload('Foto.PNG', 'image/png; charset=utf-8', fileStarts.png), upload('Plan.pdf', '', fileStarts.pdf)],
      }),
    );
    const [image, pdf] = task.attachments;
    expect([image?.type, pdf?.type]).toEqual(['image', 'pdf']);
    const records = await ctx.db.files.bulkGet([image!, pdf!].map((a) => Number(a.url.slice('stored-file:'.length))));
    expect(records.map((r) => [r?.type, r?.blob.type])).toEqual([
      ['image/png', 'image/png'],
      ['application/pdf', 'application/pdf'],
    ]);
    const openedImage = await repo.files.open(image!.url);
    const openedPdf = await repo.files.open(pdf!.url);
    expect(resolveObjectURL(openedImage.url)!.type).toBe('image/png');
    expect(resolveObjectURL(openedPdf.url)!.type).toBe('application/octet-stream');
    openedImage.release();
    openedPdf.release();
  });

  test('a document stored before uploads were checked opens as bytes, never as HTML or SVG', async () => {
    const html = await ctx.db.files.add({
      name: 'rechnung.pdf',
      type: 'text/html',
      size: 4,
      blob: new Blob(['<h1>'], { type: 'text/html' }),
      createdAt: TEST_NOW.toISOString(),
    });
    const svg = await ctx.db.files.add({
      name: 'logo.svg',
      type: 'image/svg+xml',
      size: 6,
      blob: new Blob(['<svg/>'], { type: 'image/svg+xml' }),
      createdAt: TEST_NOW.toISOString(),
    });
    for (const id of [html, svg]) {
      const opened = await repo.files.open(`stored-file:${id}`);
      expect(resolveObjectURL(opened.url)!.type).toBe('application/octet-stream');
      opened.release();
    }
  });

  test('pictures of the site take raster images only: an SVG product image is refused', async () => {
    await ctx.signInAs(ADMIN_EMAIL);
    const before = await snapshot(ctx.db);
    const svg = upload('logo.svg', 'image/svg+xml', fileStarts.svg);
    const error = await rejection(repo.configurations.save('hero', { opacity: 0.5, imageDescription: '', file: svg }));
    expect((error as ValidationError).fields.file).toBe(
      'Erlaubt sind nur Bilder im Format PNG, JPEG, GIF, WebP, AVIF oder BMP.',
    );
    const disguised = await rejection(
      repo.configurations.save('hero', {
        opacity: 0.5,
        imageDescription: '',
        file: upload('logo.png', 'image/png', fileStarts.svg),
      }),
    );
    expect((disguised as ValidationError).fields.file).toBe(
      'Der Inhalt der Datei „logo.png“ passt nicht zu ihrem Dateityp. Bitte wählen Sie die Datei in ihrem ursprünglichen Format.',
    );
    expect(await snapshot(ctx.db)).toBe(before);
  });
});
