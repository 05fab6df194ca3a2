import { createClock } from '../../../seed/dates';
import { P } from '../../../seed/projects';
import { G, U } from '../../../seed/users';
import type { NotificationKind } from '../../domain/notification';
import type { TaskDraft } from '../../domain/task-draft';
import { draftFromTask } from '../../domain/task-draft';
import {
  ADMIN_EMAIL,
  MEMBER_EMAIL,
  createTestRepository,
  TEST_NOW,
  type TestContext,
} from '../../testing/demo-context';
import { snapshot } from '../../testing/snapshot';
import { ForbiddenError, NotFoundError } from '../errors';
import type { Repository } from '../repository';

const HOUR = 60 * 60 * 1000;
const allOn = { newProject: true, newTask: true, taskDeadline: true, taskComments: true };
/** Calendar days relative to the test clock, as the seed writes task deadlines. */
const dayFromNow = createClock(TEST_NOW).dateFromNow;

let ctx: TestContext;
let repo: Repository;

beforeEach(async () => {
  ({ ctx, repo } = await createTestRepository());
});

async function rejection(promise: Promise<unknown>): Promise<Error> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  if (!(error instanceof Error)) throw new Error('expected the call to reject');
  return error;
}

/** Who received a notification of this kind leading to this link, sorted by user id. */
async function recipients(kind: NotificationKind, link: string): Promise<number[]> {
  const rows = await ctx.db.notifications.filter((n) => n.kind === kind && n.link === link).toArray();
  return rows.map((n) => n.userId).sort((a, b) => a - b);
}

const deadlineLinks = async () =>
  (await repo.notifications.list()).filter((n) => n.kind === 'taskDeadline').map((n) => n.link);

const taskDraft = (overrides: Partial<TaskDraft> = {}): TaskDraft => ({
  projectId: P.schuldnerberatung,
  title: 'Frist bald',
  description: 'Beschreibung',
  ...overrides,
});

describe('on writes', () => {
  test('a new task notifies its assignees except the creator and those who switched newTask off', async () => {
    await ctx.signInAs(ADMIN_EMAIL);
    // Group 1: admin, nutzer, becker, krüger (newTask off), hoffmann.
    const task = await repo.tasks.create(taskDraft());
    expect(task.assignedTo).toEqual([U.admin, U.nutzer, U.becker, U.krueger, U.hoffmann]);
    expect(await recipients('newTask', `/tasks/${task.id}`)).toEqual([U.nutzer, U.becker, U.hoffmann]);

    const [row] = await ctx.db.notifications
      .filter((n) => n.link === `/tasks/${task.id}` && n.userId === U.nutzer)
      .toArray();
    expect(row).toMatchObject({ title: 'Neue Aufgabe', read: false, createdAt: TEST_NOW.toISOString() });
    expect(row!.message).toContain('Frist bald');
    expect(row!.message).toContain('KI-Assistent für die Schuldnerberatung');
  });

  test('a project moved to another group is announced to the members who could not see it before', async () => {
    await ctx.signInAs(ADMIN_EMAIL);
    const draft = {
      title: 'Wanderprojekt',
      projectGroupId: G.pflege,
      description: 'Zieht um',
      startDate: '2026-07-01',
    };
    const project = await repo.projects.create(draft);
    const moved = () =>
      ctx.db.notifications.filter((n) => n.message.includes('arbeitet jetzt am Projekt „Wanderprojekt“')).toArray();
    expect(await moved()).toEqual([]);
    await repo.projects.update(project.id, { ...draft, projectGroupId: G.beratung });
    const rows = await moved();
    // Group 1 without the admin (the actor) and Nina Nutzer, who is in both groups.
    expect(rows.map((n) => n.userId).sort((a, b) => a - b)).toEqual(
      [U.becker, U.krueger, U.hoffmann].sort((a, b) => a - b),
    );
    expect(rows[0]).toMatchObject({
      kind: 'newProject',
      title: 'Neues Projekt',
      link: `/project-tasks/${project.id}`,
      message: 'Ihre Gruppe „Digitale Beratung & Teilhabe“ arbeitet jetzt am Projekt „Wanderprojekt“.',
    });
    await repo.projects.update(project.id, { ...draft, projectGroupId: G.beratung, description: 'Angekommen' });
    expect(await moved()).toHaveLength(rows.length);
  });

  test('a task update notifies only the assignees it adds', async () => {
    await ctx.signInAs(ADMIN_EMAIL);
    // Task 4 is assigned to nutzer and becker.
    await repo.tasks.update(
      4,
      taskDraft({ title: 'Prompt-Vorlagen testen', assignedTo: [U.nutzer, U.becker, U.hoffmann, U.krueger] }),
    );
    expect(await recipients('newTask', '/tasks/4')).toEqual([U.hoffmann]);
  });

  test('a comment notifies the task assignees except the author and those who switched taskComments off', async () => {
    await ctx.signInAs(MEMBER_EMAIL);
    // Task 7: nutzer (author), krüger (taskComments off), hoffmann.
    await repo.comments.create(7, { content: 'Auswertung ist fertig.' });
    expect(await recipients('taskComments', '/tasks/7')).toEqual([U.hoffmann]);
    const [row] = await ctx.db.notifications.filter((n) => n.link === '/tasks/7').toArray();
    expect(row).toMatchObject({ title: 'Neuer Kommentar', read: false });
    expect(row!.message).toContain('Nina Nutzer');
  });

  test('a comment by the only interested assignee notifies nobody', async () => {
    await ctx.signInAs(ADMIN_EMAIL);
    const before = await ctx.db.notifications.count();
    // Task 2: admin (author) and krüger (taskComments off).
    await repo.comments.create(2, { content: 'Technische Maßnahmen ergänzt.' });
    expect(await ctx.db.notifications.count()).toBe(before);
  });

  test('a new project notifies the members of its group except the admin', async () => {
    await ctx.signInAs(ADMIN_EMAIL);
    const project = await repo.projects.create({
      title: 'Neues Projekt',
      projectGroupId: G.beratung,
      description: 'Kurz',
      startDate: '2026-07-01',
    });
    expect(await recipients('newProject', `/project-tasks/${project.id}`)).toEqual([
      U.nutzer,
      U.becker,
      U.krueger,
      U.hoffmann,
    ]);
    const [row] = await ctx.db.notifications.filter((n) => n.link === `/project-tasks/${project.id}`).toArray();
    expect(row).toMatchObject({ title: 'Neues Projekt', read: false });
    expect(row!.message).toContain('Digitale Beratung & Teilhabe');
  });
});

describe('deadline reminders', () => {
  test('an assigned open task due within 48 hours creates one reminder, and only once', async () => {
    await ctx.signInAs(ADMIN_EMAIL);
    // Admin's tasks: 2 (due tomorrow, in progress), 11 and 12 (done, past).
    expect(await deadlineLinks()).toEqual(['/tasks/2', '/project-tasks/3']);
    const [reminder] = (await repo.notifications.list()).filter((n) => n.link === '/tasks/2');
    expect(reminder).toMatchObject({
      kind: 'taskDeadline',
      title: 'Frist läuft ab',
      read: false,
      userId: U.admin,
      createdAt: TEST_NOW.toISOString(),
    });
    expect(await deadlineLinks()).toEqual(['/tasks/2', '/project-tasks/3']);
    expect(await ctx.db.reminders.where('userId').equals(U.admin).toArray()).toEqual([{ taskId: 2, userId: U.admin }]);
  });

  test('a moved deadline earns a new reminder once it comes within 48 hours again', async () => {
    await ctx.signInAs(ADMIN_EMAIL);
    expect(await deadlineLinks()).toEqual(['/tasks/2', '/project-tasks/3']);
    const task = await repo.tasks.get(2);
    await repo.tasks.update(2, { ...draftFromTask(task), deadline: dayFromNow(20) });
    expect(await deadlineLinks()).toEqual(['/tasks/2', '/project-tasks/3']);
    await repo.tasks.update(2, { ...draftFromTask(task), deadline: dayFromNow(1) });
    expect(await deadlineLinks()).toEqual(['/tasks/2', '/tasks/2', '/project-tasks/3']);
    // Saving the task again without touching its deadline sends nothing new.
    await repo.tasks.update(2, { ...draftFromTask(task), deadline: dayFromNow(1), title: 'Umbenannt' });
    expect(await deadlineLinks()).toHaveLength(3);
  });

  test('tasks due later, overdue, done in either vocabulary or assigned to others get no reminder', async () => {
    await ctx.signInAs(ADMIN_EMAIL);
    const tomorrow = dayFromNow(1);
    await repo.tasks.create(
      taskDraft({ title: 'Erledigt', assignedTo: [U.becker], deadline: tomorrow, status: 'done' }),
    );
    await repo.tasks.create(
      taskDraft({ title: 'Abgeschlossen', assignedTo: [U.becker], deadline: tomorrow, status: 'completed' }),
    );
    await repo.tasks.create(taskDraft({ title: 'In drei Tagen', assignedTo: [U.becker], deadline: dayFromNow(3) }));
    await repo.tasks.create(taskDraft({ title: 'Ohne Frist', assignedTo: [U.becker] }));
    await repo.tasks.create(taskDraft({ title: 'Für Hoffmann', assignedTo: [U.hoffmann], deadline: tomorrow }));
    // Becker's seed tasks: 6 is overdue, 4 is due in five days, the rest are done.
    await ctx.signInAs('thomas.becker@example.com');
    expect(await deadlineLinks()).toEqual([]);
    expect(await ctx.db.reminders.where('userId').anyOf(U.becker, U.hoffmann).count()).toBe(0);
  });

  test('a task comes within reach of a reminder as the clock moves on', async () => {
    await ctx.signInAs('thomas.becker@example.com');
    expect(await deadlineLinks()).toEqual([]);
    // Task 4 (nutzer, becker) is due at the end of the day five days from now.
    ctx.setNow(new Date(TEST_NOW.getTime() + 4 * 24 * HOUR));
    expect(await deadlineLinks()).toEqual(['/tasks/4']);
  });

  test('reading again checks the assigned tasks only after a task write or when the next deadline comes within reach', async () => {
    await ctx.signInAs('thomas.becker@example.com');
    expect(await deadlineLinks()).toEqual([]);
    let tasksRead = 0;
    const count = (task: unknown) => {
      tasksRead++;
      return task;
    };
    ctx.db.tasks.hook('reading', count);
    // Nothing written, no deadline nearer: the header's reads after other writes cost no task read.
    await repo.notifications.list();
    ctx.setNow(new Date(TEST_NOW.getTime() + 2 * 24 * HOUR));
    await repo.notifications.list();
    expect(tasksRead).toBe(0);
    // Task 4 is due at the end of the day five days from now: within 48 h after four days.
    ctx.setNow(new Date(TEST_NOW.getTime() + 4 * 24 * HOUR));
    expect(await deadlineLinks()).toEqual(['/tasks/4']);
    expect(tasksRead).toBeGreaterThan(0);
    // A task written for him (here by another session) is checked at the next read.
    const { id: _id, ...fields } = (await ctx.db.tasks.get(4))!;
    const created = await ctx.db.tasks.add({ ...fields, title: 'Neu und fällig', deadline: dayFromNow(5) });
    expect(await deadlineLinks()).toEqual([`/tasks/${created}`, '/tasks/4']);
    ctx.db.tasks.hook('reading').unsubscribe(count);
  });

  test('a member gets exactly one deadline reminder per task due within 48 hours', async () => {
    await ctx.signInAs(MEMBER_EMAIL);
    // Nutzer's tasks due within 48 h: 3 (today) and 17 (tomorrow). The seed already holds a
    // deadline notification for task 17 (id 2), so a second one must not be added.
    const links = await deadlineLinks();
    expect(links.filter((l) => l === '/tasks/3')).toHaveLength(1);
    expect(links.filter((l) => l === '/tasks/17')).toHaveLength(1);
    expect(links.filter((l) => l === '/tasks/24' || l === '/tasks/4' || l === '/tasks/15')).toEqual([]);
  });

  test('no reminders once taskDeadline is switched off, and the settings call returns the updated user', async () => {
    await ctx.signInAs(ADMIN_EMAIL);
    const user = await repo.notifications.updateSettings({ ...allOn, taskDeadline: false });
    expect(user).toMatchObject({
      id: U.admin,
      email: ADMIN_EMAIL,
      role: 'admin',
      notificationSettings: { ...allOn, taskDeadline: false },
    });
    expect((await ctx.db.users.get(U.admin))!.notificationSettings).toEqual({ ...allOn, taskDeadline: false });
    expect(await deadlineLinks()).toEqual(['/project-tasks/3']);
    expect(await ctx.db.reminders.where('userId').equals(U.admin).count()).toBe(0);
  });

  test('switching a setting off also stops the notifications of that kind on writes', async () => {
    await ctx.signInAs('julia.hoffmann@example.com');
    await repo.notifications.updateSettings({ ...allOn, taskComments: false });
    await ctx.signInAs(MEMBER_EMAIL);
    await repo.comments.create(7, { content: 'Noch ein Gedanke.' });
    expect(await recipients('taskComments', '/tasks/7')).toEqual([]);
  });
});

describe('reading and marking', () => {
  test('the list holds only the caller notifications, newest first', async () => {
    await ctx.signInAs(MEMBER_EMAIL);
    const list = await repo.notifications.list();
    expect(list.length).toBeGreaterThanOrEqual(6);
    expect(list.every((n) => n.userId === U.nutzer)).toBe(true);
    const times = list.map((n) => n.createdAt);
    expect(times).toEqual([...times].sort().reverse());
    expect(list.map((n) => n.id)).toEqual(expect.arrayContaining([1, 2, 3, 4, 5, 6]));

    await ctx.signInAs(ADMIN_EMAIL);
    const adminList = await repo.notifications.list();
    expect(adminList.every((n) => n.userId === U.admin)).toBe(true);
    expect(adminList.map((n) => n.id)).toEqual(expect.arrayContaining([7, 8]));
  });

  test('a user marks their own notification read', async () => {
    await ctx.signInAs(MEMBER_EMAIL);
    await repo.notifications.markRead(1);
    expect((await repo.notifications.list()).find((n) => n.id === 1)!.read).toBe(true);
    expect((await ctx.db.notifications.get(2))!.read).toBe(false);
  });

  test('marking another user notification read is forbidden and changes nothing', async () => {
    await ctx.signInAs(ADMIN_EMAIL);
    const before = await snapshot(ctx.db);
    const error = await rejection(repo.notifications.markRead(1));
    expect(error).toBeInstanceOf(ForbiddenError);
    expect(await snapshot(ctx.db)).toBe(before);
    expect(await rejection(repo.notifications.markRead(999))).toBeInstanceOf(NotFoundError);
  });

  test('mark all read marks only the caller notifications', async () => {
    await ctx.signInAs(MEMBER_EMAIL);
    const unread = (await repo.notifications.list()).filter((n) => !n.read);
    expect(unread.length).toBeGreaterThan(1);
    await repo.notifications.markAllRead();
    expect((await repo.notifications.list()).every((n) => n.read)).toBe(true);
    expect((await ctx.db.notifications.get(7))!.read).toBe(false);
    await ctx.signInAs(ADMIN_EMAIL);
    expect((await repo.notifications.list()).find((n) => n.id === 7)!.read).toBe(false);
  });
});
