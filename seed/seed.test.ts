// @vitest-environment node
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, test } from 'vitest';
import { collaborativeProjectSchema, isDueSoon } from '../src/domain/collaborative-project';
import { createCollaborativeProjects } from '../src/features/collaborative/sample-data';
import { attachmentTypeOf, fileExtension } from '../src/domain/attachment-rules';
import { categorySchema } from '../src/domain/category';
import { footerPageSchema } from '../src/domain/footer-page';
import { heroKeys } from '../src/domain/hero-setting-rules';
import { heroSettingSchema } from '../src/domain/hero-setting';
import { notificationSchema } from '../src/domain/notification';
import { hasPollEnded, isPollOpen } from '../src/domain/poll-rules';
import { pollSchema } from '../src/domain/poll';
import { productSchema } from '../src/domain/product';
import { projectSchema } from '../src/domain/project';
import { isProjectOverdue } from '../src/domain/project-rules';
import { projectGroupSchema } from '../src/domain/project-group';
import { isTaskDone } from '../src/domain/task-rules';
import { taskSchema } from '../src/domain/task';
import { userSchema } from '../src/domain/user';
import { whitelistedEmailSchema } from '../src/domain/whitelist';
import { verifyPassword } from '../src/data/demo/password';
import { commentAttachmentSchema } from '../src/domain/comment';
import { createSeed, SEED_VERSION } from './index';
import type { SeedData } from './types';

// A fixed moment and the real one: the facts must hold whenever the seed is created.
const moments = [new Date('2025-03-30T01:30:00'), new Date('2024-12-31T23:59:59'), new Date()];
const now = new Date();
const seed = createSeed(now);

const HOUR = 60 * 60 * 1000;
const publicDir = fileURLToPath(new URL('../public', import.meta.url));
const endOf = (date: string) =>
  (/^\d{4}-\d{2}-\d{2}$/.test(date) ? new Date(`${date}T23:59:59.999`) : new Date(date)).getTime();

const byEmail = (email: string) => {
  const user = seed.users.find((u) => u.email === email);
  if (!user) throw new Error(`missing ${email}`);
  return user;
};
const admin = byEmail('admin@example.com');
const nutzer = byEmail('nutzer@example.com');
const nutzerGroupIds = new Set(seed.groups.filter((g) => g.memberIds.includes(nutzer.id)).map((g) => g.id));

function expectUniqueIds(rows: { id: number }[]) {
  const ids = rows.map((r) => r.id);
  expect(new Set(ids).size).toBe(ids.length);
  ids.forEach((id) => expect(Number.isInteger(id) && id > 0).toBe(true));
}

describe('seed basics', () => {
  test('version and determinism', () => {
    expect(SEED_VERSION).toBe(1);
    expect(createSeed(now)).toEqual(seed);
  });

  test('ids are unique positive integers per table', () => {
    const tables: (keyof Omit<SeedData, 'heroSettings'>)[] = [
      'users',
      'groups',
      'projects',
      'tasks',
      'comments',
      'products',
      'categories',
      'polls',
      'footerPages',
      'whitelist',
      'notifications',
    ];
    for (const table of tables) expectUniqueIds(seed[table]);
  });

  test('every record parses with its domain schema', () => {
    for (const { password: _password, ...user } of seed.users) expect(userSchema.parse(user)).toEqual(user);
    for (const group of seed.groups) expect(projectGroupSchema.parse(group)).toEqual(group);
    for (const project of seed.projects) expect(projectSchema.parse(project)).toEqual(project);
    for (const task of seed.tasks) expect(taskSchema.parse(task)).toEqual(task);
    for (const product of seed.products) expect(productSchema.parse(product)).toEqual(product);
    for (const category of seed.categories) expect(categorySchema.parse(category)).toEqual(category);
    for (const page of seed.footerPages) expect(footerPageSchema.parse(page)).toEqual(page);
    for (const n of seed.notifications) expect(notificationSchema.parse(n)).toEqual(n);
    for (const { voters: _voters, ...poll } of seed.polls) {
      const full = { ...poll, hasVoted: false, userVoteId: null, projectGroups: [] };
      expect(pollSchema.parse(full)).toEqual(full);
    }
    for (const entry of seed.whitelist) {
      const full = { ...entry, projectGroup: null };
      expect(whitelistedEmailSchema.parse(full)).toEqual(full);
    }
    for (const key of heroKeys) expect(heroSettingSchema.parse(seed.heroSettings[key])).toEqual(seed.heroSettings[key]);
    for (const comment of seed.comments) {
      expect(typeof comment.content).toBe('string');
      expect(Number.isNaN(Date.parse(comment.createdAt))).toBe(false);
      comment.attachments.forEach((a) => commentAttachmentSchema.parse(a));
    }
  });

  test('dates: date-only fields are YYYY-MM-DD, timestamps lie in the past', () => {
    const dateOnly = /^\d{4}-\d{2}-\d{2}$/;
    for (const p of seed.projects)
      [p.startDate, p.endDate, p.deadline].forEach((d) => d === null || expect(d).toMatch(dateOnly));
    for (const t of seed.tasks) if (t.deadline !== null) expect(t.deadline).toMatch(dateOnly);
    for (const p of seed.polls) [p.startDate, p.endDate].forEach((d) => d === null || expect(d).toMatch(dateOnly));
    const stamps = [
      ...seed.users.map((u) => u.createdAt),
      ...seed.projects.map((p) => p.createdAt),
      ...seed.tasks.map((t) => t.createdAt),
      ...seed.comments.map((c) => c.createdAt),
      ...seed.products.map((p) => p.createdAt),
      ...seed.polls.map((p) => p.createdAt),
      ...seed.notifications.map((n) => n.createdAt),
      ...seed.footerPages.map((p) => p.createdAt),
    ];
    stamps.forEach((s) => expect(Date.parse(s)).toBeLessThanOrEqual(now.getTime()));
  });
});

describe('referential integrity', () => {
  const userIds = new Set(seed.users.map((u) => u.id));
  const groupById = new Map(seed.groups.map((g) => [g.id, g]));
  const projectById = new Map(seed.projects.map((p) => [p.id, p]));
  const taskById = new Map(seed.tasks.map((t) => [t.id, t]));
  const groupOfTask = (taskId: number) => {
    const task = taskById.get(taskId);
    const project = task && projectById.get(task.projectId);
    const group = project && groupById.get(project.projectGroupId);
    if (!group) throw new Error(`no group for task ${taskId}`);
    return group;
  };

  test('groups: members exist, admin is the admin, users.projectGroups mirror memberIds', () => {
    for (const g of seed.groups) {
      g.memberIds.forEach((id) => expect(userIds.has(id)).toBe(true));
      expect(g.adminId).toBe(admin.id);
    }
    for (const u of seed.users) {
      const expected = seed.groups.filter((g) => g.memberIds.includes(u.id)).map((g) => g.id);
      expect([...u.projectGroups].sort()).toEqual(expected.sort());
    }
  });

  test('projects reference groups, members belong to the group, created by admin', () => {
    for (const p of seed.projects) {
      const group = groupById.get(p.projectGroupId);
      expect(group).toBeDefined();
      p.members.forEach((m) => expect(group?.memberIds).toContain(m));
      expect(p.createdBy).toBe(admin.id);
      if (p.category !== null) expect(seed.categories.map((c) => c.name)).toContain(p.category);
    }
  });

  test('tasks reference projects and are assigned to group members', () => {
    for (const t of seed.tasks) {
      expect(projectById.has(t.projectId)).toBe(true);
      const group = groupOfTask(t.id);
      expect(t.assignedTo.length).toBeGreaterThan(0);
      t.assignedTo.forEach((id) => expect(group.memberIds).toContain(id));
      expect(t.createdBy).toBe(admin.id);
      expect(t.updatedAt).toBeNull();
      t.attachments.forEach((a) => expect(a.url).toMatch(/^\/(images|files)\//));
    }
  });

  test('comments reference tasks and group members; replies stay on their task', () => {
    const commentById = new Map(seed.comments.map((c) => [c.id, c]));
    for (const c of seed.comments) {
      const task = taskById.get(c.taskId);
      expect(task).toBeDefined();
      const group = groupOfTask(c.taskId);
      expect(group.memberIds).toContain(c.createdBy);
      c.likes.forEach((id) => expect(userIds.has(id)).toBe(true));
      expect(new Set(c.likes).size).toBe(c.likes.length);
      expect(Date.parse(c.createdAt)).toBeGreaterThan(Date.parse(task?.createdAt ?? ''));
      if (c.parentId !== null) {
        const parent = commentById.get(c.parentId);
        expect(parent?.taskId).toBe(c.taskId);
        expect(parent && Date.parse(parent.createdAt)).toBeLessThan(Date.parse(c.createdAt));
      }
    }
  });

  test('products name existing categories', () => {
    const names = new Set(seed.categories.map((c) => c.name));
    for (const p of seed.products) {
      expect(names.has(p.category)).toBe(true);
      expect(p.createdBy).toBe(admin.id);
    }
  });

  test('polls: groups exist, voters are users, totals cover the voters, option ids sequential', () => {
    for (const poll of seed.polls) {
      poll.projectGroupIds.forEach((id) => expect(groupById.has(id)).toBe(true));
      expect(poll.options.map((o) => o.id)).toEqual(poll.options.map((_, i) => i + 1));
      expect(poll.options.length).toBeGreaterThanOrEqual(2);
      const voterIds = poll.voters.map((v) => v.userId);
      expect(new Set(voterIds).size).toBe(voterIds.length);
      for (const v of poll.voters) {
        expect(userIds.has(v.userId)).toBe(true);
        expect(poll.options.some((o) => o.id === v.optionId)).toBe(true);
      }
      for (const o of poll.options)
        expect(o.votes).toBeGreaterThanOrEqual(poll.voters.filter((v) => v.optionId === o.id).length);
    }
  });

  test('whitelist groups exist; notifications belong to users', () => {
    for (const w of seed.whitelist) if (w.projectGroupId !== null) expect(groupById.has(w.projectGroupId)).toBe(true);
    for (const n of seed.notifications) expect(userIds.has(n.userId)).toBe(true);
  });

  test('task notifications go to the task’s assignees, as the store sends them', () => {
    const aboutTasks = seed.notifications.filter((x) => /^\/tasks\/\d+$/.test(x.link ?? ''));
    expect(aboutTasks.length).toBeGreaterThan(2);
    for (const n of aboutTasks) {
      const taskId = Number(n.link?.slice('/tasks/'.length));
      const task = seed.tasks.find((t) => t.id === taskId);
      expect(task?.assignedTo, n.message).toContain(n.userId);
      if (n.kind === 'taskComments') expect(n.message).toContain(`„${task?.title}“ im Projekt`);
    }
  });

  test('images referenced by the seed use shipped paths', () => {
    const urls = [
      ...seed.products.flatMap((p) => [p.imageUrl, ...p.additionalImages]),
      ...seed.projects.flatMap((p) => [p.imageUrl, ...p.additionalImages]),
      ...heroKeys.map((k) => seed.heroSettings[k].file),
    ];
    urls.forEach((u) => expect(u).toMatch(/^\/images\/(products|projects|hero|services)\/[a-z0-9-]+\.svg$/));
  });

  test('every referenced image is shipped in public/', () => {
    const urls = new Set<string>(
      [
        ...seed.products.flatMap((p) => [p.imageUrl, ...p.additionalImages]),
        ...seed.projects.flatMap((p) => [p.imageUrl, ...p.additionalImages]),
        ...heroKeys.map((k) => seed.heroSettings[k].file),
        ...seed.comments.flatMap((c) => c.attachments.map((a) => a.url)),
        ...seed.tasks.flatMap((t) => t.attachments.filter((a) => a.type === 'image').map((a) => a.url)),
        ...createCollaborativeProjects(now).map((p) => p.imageUrl),
        ...['workshop', 'prototyping', 'launch', 'impression-1', 'impression-2', 'impression-3'].map(
          (n) => `/images/services/${n}.svg`,
        ),
      ].filter((u): u is string => u !== null),
    );
    for (const url of urls) {
      const file = join(publicDir, url);
      expect(existsSync(file), url).toBe(true);
      expect(statSync(file).size).toBeLessThanOrEqual(20 * 1024);
      expect(readFileSync(file, 'utf8')).toMatch(/<svg [^>]*width="\d+" height="\d+" viewBox="0 0 \d+ \d+"/);
    }
  });

  test('task attachments are shipped files of the kind, name and size they claim', () => {
    const signatures: Record<string, string> = { pdf: '%PDF-', docx: 'PK', xlsx: 'PK', svg: '<svg' };
    const attachments = seed.tasks.flatMap((t) => t.attachments);
    expect(attachments.length).toBeGreaterThan(0);
    for (const a of attachments) {
      const file = join(publicDir, a.url);
      expect(existsSync(file), a.url).toBe(true);
      expect(statSync(file).size, a.name).toBe(a.size);
      expect(fileExtension(a.url), a.name).toBe(fileExtension(a.name));
      expect(a.type, a.name).toBe(attachmentTypeOf({ name: a.name, type: '' }));
      expect(readFileSync(file, 'latin1').startsWith(signatures[fileExtension(a.name)] ?? '?'), a.name).toBe(true);
    }
  });
});

describe('required facts', () => {
  test('users: at least 8, the two demo logins, the others plain users', () => {
    expect(seed.users.length).toBeGreaterThanOrEqual(8);
    expect(admin).toMatchObject({ role: 'admin', roles: ['ROLE_USER', 'ROLE_ADMIN'] });
    expect(nutzer).toMatchObject({ name: 'Nina Nutzer', role: 'user', roles: ['ROLE_USER'] });
    expect(new Set(seed.users.map((u) => u.email)).size).toBe(seed.users.length);
    expect(new Set(seed.users.map((u) => u.password.salt)).size).toBe(seed.users.length);
    for (const u of seed.users) {
      expect(u.password.iterations).toBe(600_000);
      expect(u.password.salt).toMatch(/^[0-9a-f]{32}$/);
      expect(u.password.hash).toMatch(/^[0-9a-f]{64}$/);
      expect(u.companyName.length).toBeGreaterThan(0);
      expect(u.createdBy === null || u.createdBy === admin.id).toBe(true);
    }
    expect(seed.users.some((u) => Object.values(u.notificationSettings).includes(false))).toBe(true);
  });

  test('demo passwords verify against the stored hashes', async () => {
    expect(await verifyPassword('admin1234', admin.password)).toBe(true);
    expect(await verifyPassword('nutzer1234', nutzer.password)).toBe(true);
    expect(await verifyPassword('nutzer1234', admin.password)).toBe(false);
  });

  test('groups: at least 3, 2 active, both types, nutzer in at least 2', () => {
    expect(seed.groups.length).toBeGreaterThanOrEqual(3);
    expect(seed.groups.filter((g) => g.status === 'active').length).toBeGreaterThanOrEqual(2);
    expect(seed.groups.some((g) => g.status === 'archived')).toBe(true);
    expect(new Set(seed.groups.map((g) => g.type))).toEqual(new Set(['collaborative', 'private']));
    expect(nutzerGroupIds.size).toBeGreaterThanOrEqual(2);
  });

  test.each(moments)('projects at %s: featured, mixed statuses, exactly one overdue active project', (moment) => {
    const s = createSeed(moment);
    expect(s.projects.length).toBeGreaterThanOrEqual(5);
    expect(s.projects.filter((p) => p.featured).length).toBe(2);
    const statuses = new Set(s.projects.map((p) => p.status));
    for (const st of ['active', 'completed', 'on_hold', 'planning'] as const) expect(statuses.has(st)).toBe(true);
    const overdue = s.projects.filter((p) => p.status === 'active' && isProjectOverdue(p, moment));
    expect(overdue.map((p) => p.id)).toEqual([3]);
    for (const p of s.projects) {
      expect(p.imageUrl).not.toBeNull();
      expect(p.technologies.length).toBeGreaterThan(0);
      expect(p.features.length).toBeGreaterThan(0);
      expect(p.startDate).not.toBeNull();
    }
  });

  test('nutzer’s groups hold at least 3 projects', () => {
    expect(seed.projects.filter((p) => nutzerGroupIds.has(p.projectGroupId)).length).toBeGreaterThanOrEqual(3);
  });

  test.each(moments)('tasks at %s: vocabularies, priorities, deadlines past / soon / null', (moment) => {
    const s = createSeed(moment);
    expect(s.tasks.length).toBeGreaterThanOrEqual(30);
    const statuses = new Set(s.tasks.map((t) => t.status));
    for (const st of ['todo', 'in_progress', 'done', 'open', 'in-progress', 'completed'] as const)
      expect(statuses.has(st)).toBe(true);
    expect(new Set(s.tasks.map((t) => t.priority))).toEqual(new Set(['low', 'medium', 'high']));
    const t = moment.getTime();
    const withDeadline = s.tasks.filter((x): x is typeof x & { deadline: string } => x.deadline !== null);
    expect(withDeadline.some((x) => endOf(x.deadline) < t)).toBe(true);
    expect(withDeadline.some((x) => endOf(x.deadline) > t + 7 * 24 * HOUR)).toBe(true);
    const soon = withDeadline.filter(
      (x) => !isTaskDone(x.status) && endOf(x.deadline) > t && endOf(x.deadline) - t <= 48 * HOUR,
    );
    expect(soon.length).toBeGreaterThanOrEqual(2);
    expect(s.tasks.some((x) => x.deadline === null)).toBe(true);
    // Some open tasks are overdue, too.
    expect(withDeadline.some((x) => !isTaskDone(x.status) && endOf(x.deadline) < t)).toBe(true);
    expect(s.tasks.filter((x) => x.attachments.length > 0).length).toBeGreaterThanOrEqual(3);
    for (const task of s.projects.map((p) => p.id)) expect(s.tasks.some((x) => x.projectId === task)).toBe(true);
  });

  test('nutzer is assigned to several open tasks', () => {
    const open = seed.tasks.filter((t) => !isTaskDone(t.status) && t.assignedTo.includes(nutzer.id));
    expect(open.length).toBeGreaterThanOrEqual(4);
  });

  test('comments: at least 12, some liked by nutzer, some replies', () => {
    expect(seed.comments.length).toBeGreaterThanOrEqual(12);
    expect(seed.comments.some((c) => c.likes.includes(nutzer.id))).toBe(true);
    expect(seed.comments.filter((c) => c.parentId !== null).length).toBeGreaterThanOrEqual(2);
    expect(new Set(seed.comments.map((c) => c.taskId)).size).toBeGreaterThanOrEqual(5);
  });

  test('categories: at least 4, one inactive', () => {
    expect(seed.categories.length).toBeGreaterThanOrEqual(4);
    expect(seed.categories.filter((c) => !c.active).length).toBeGreaterThanOrEqual(1);
    expect(seed.categories.filter((c) => c.active).length).toBeGreaterThanOrEqual(4);
  });

  test('products: at least 10 over 4 categories, drafts, featured published ones', () => {
    expect(seed.products.length).toBeGreaterThanOrEqual(10);
    expect(new Set(seed.products.map((p) => p.category)).size).toBeGreaterThanOrEqual(4);
    expect(seed.products.filter((p) => p.status === 'draft').length).toBeGreaterThanOrEqual(2);
    expect(seed.products.filter((p) => p.status === 'published' && p.featured).length).toBeGreaterThanOrEqual(3);
    for (const p of seed.products) {
      expect(p.technologies.length).toBeGreaterThan(0);
      expect(p.features.length).toBeGreaterThanOrEqual(2);
      expect(p.features.length).toBeLessThanOrEqual(4);
      p.features.forEach((f, i) => {
        expect(f.id).toBeDefined();
        expect(f.sortOrder).toBe(i);
      });
      expect(p.fullDescription.length).toBeGreaterThan(p.description.length);
      expect(p.imageUrl).toMatch(/^\/images\/products\//);
      expect(p.additionalImages.length).toBeLessThanOrEqual(3);
    }
    const featureIds = seed.products.flatMap((p) => p.features.map((f) => f.id));
    expect(new Set(featureIds).size).toBe(featureIds.length);
  });

  test.each(moments)('polls at %s: open unvoted, voted, completed, draft', (moment) => {
    const s = createSeed(moment);
    const inNutzerGroups = (ids: number[]) => ids.some((id) => nutzerGroupIds.has(id));
    const voted = (p: (typeof s.polls)[number]) => p.voters.some((v) => v.userId === nutzer.id);
    const open = s.polls.filter((p) => isPollOpen(p, moment) && inNutzerGroups(p.projectGroupIds));
    expect(open.some((p) => !voted(p) && p.id === 1)).toBe(true);
    expect(open.some((p) => voted(p))).toBe(true);
    expect(s.polls.some((p) => p.status === 'completed' && !p.isActive && hasPollEnded(p, moment))).toBe(true);
    const drafts = s.polls.filter((p) => p.status === 'draft');
    expect(drafts.length).toBeGreaterThanOrEqual(1);
    drafts.forEach((p) => expect(p.isActive).toBe(false));
    for (const p of s.polls.filter((x) => x.status === 'active')) expect(p.isActive).toBe(true);
  });

  test('footer pages: Datenschutz and Impressum published, one draft', () => {
    const bySlug = (slug: string) => seed.footerPages.find((p) => p.slug === slug);
    expect(bySlug('datenschutz')).toMatchObject({ title: 'Datenschutzerklärung', status: 'published' });
    expect(bySlug('impressum')).toMatchObject({ title: 'Impressum', status: 'published' });
    expect(bySlug('impressum')?.content).toContain('Erfurt');
    expect(seed.footerPages.some((p) => p.status === 'draft')).toBe(true);
    for (const p of seed.footerPages) {
      expect(p.content).toMatch(/<h2>/);
      expect(p.content).toMatch(/<p>/);
      expect(p.updatedBy).toBe(admin.id);
    }
  });

  test('whitelist: invited address not yet registered, inactive entry, entry without group', () => {
    expect(seed.whitelist.length).toBeGreaterThanOrEqual(4);
    const invited = seed.whitelist.find((w) => w.email === 'eingeladen@example.com');
    expect(invited).toMatchObject({ isActive: true });
    expect(invited?.projectGroupId).not.toBeNull();
    expect(seed.users.some((u) => u.email === 'eingeladen@example.com')).toBe(false);
    expect(seed.whitelist.some((w) => !w.isActive)).toBe(true);
    expect(seed.whitelist.some((w) => w.projectGroupId === null)).toBe(true);
    expect(new Set(seed.whitelist.map((w) => w.email)).size).toBe(seed.whitelist.length);
  });

  test('notifications: nutzer has a mix of read and unread of varied age; admin has some', () => {
    const mine = seed.notifications.filter((n) => n.userId === nutzer.id);
    expect(mine.length).toBeGreaterThanOrEqual(5);
    expect(mine.some((n) => n.read)).toBe(true);
    expect(mine.some((n) => !n.read)).toBe(true);
    const ages = mine.map((n) => now.getTime() - Date.parse(n.createdAt));
    expect(ages.some((a) => a < HOUR)).toBe(true);
    expect(ages.some((a) => a >= HOUR && a < 24 * HOUR)).toBe(true);
    expect(ages.some((a) => a >= 24 * HOUR && a < 7 * 24 * HOUR)).toBe(true);
    expect(ages.some((a) => a > 7 * 24 * HOUR)).toBe(true);
    const adminCount = seed.notifications.filter((n) => n.userId === admin.id).length;
    expect(adminCount).toBeGreaterThanOrEqual(1);
    expect(adminCount).toBeLessThanOrEqual(2);
    const taskIds = new Set(seed.tasks.map((t) => t.id));
    const projectIds = new Set(seed.projects.map((p) => p.id));
    for (const n of seed.notifications) {
      const task = n.link?.match(/^\/tasks\/(\d+)$/);
      const project = n.link?.match(/^\/project-tasks\/(\d+)$/);
      if (task) expect(taskIds.has(Number(task[1]))).toBe(true);
      else if (project) expect(projectIds.has(Number(project[1]))).toBe(true);
      else expect(n.link).toBeNull();
    }
  });

  test('hero settings for all three keys', () => {
    expect(seed.heroSettings.hero.file).toBe('/images/hero/home.svg');
    expect(seed.heroSettings['product-hero'].file).toBe('/images/hero/products.svg');
    expect(seed.heroSettings['service-hero'].file).toBe('/images/hero/services.svg');
    for (const key of heroKeys) expect(seed.heroSettings[key].imageDescription.length).toBeGreaterThan(10);
  });
});

describe('collaborative sample data', () => {
  test.each(moments)('at %s: valid, in seed groups, mixed statuses, due-soon and completed tasks', (moment) => {
    const s = createSeed(moment);
    const projects = createCollaborativeProjects(moment);
    expect(createCollaborativeProjects(moment)).toEqual(projects);
    expect(projects.length).toBeGreaterThanOrEqual(4);
    expect(projects.length).toBeLessThanOrEqual(5);
    expectUniqueIds(projects);
    expectUniqueIds(projects.flatMap((p) => p.tasks));
    expect(new Set(projects.map((p) => p.status))).toEqual(new Set(['active', 'completed', 'archived']));
    for (const p of projects) {
      expect(collaborativeProjectSchema.parse(p)).toEqual(p);
      expect([1, 2, 3]).toContain(p.projectGroupId);
      const group = s.groups.find((g) => g.id === p.projectGroupId);
      expect(p.tasks.length).toBeGreaterThanOrEqual(4);
      expect(p.tasks.length).toBeLessThanOrEqual(8);
      for (const t of p.tasks) t.assignedTo.forEach((id) => expect(group?.memberIds).toContain(id));
      expect(Date.parse(p.createdAt)).toBeLessThan(moment.getTime());
    }
    const tasks = projects.flatMap((p) => p.tasks);
    expect(tasks.filter((t) => isDueSoon(t, moment)).length).toBeGreaterThanOrEqual(3);
    expect(tasks.some((t) => isTaskDone(t.status))).toBe(true);
    expect(projects.filter((p) => nutzerGroupIds.has(p.projectGroupId)).length).toBeGreaterThanOrEqual(3);
  });
});

describe('shipped icons', () => {
  const pngSize = (file: string) => {
    const buf = readFileSync(join(publicDir, file));
    expect(buf.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
    return [buf.readUInt32BE(16), buf.readUInt32BE(20)];
  };
  test('PWA icons, apple-touch icon, favicon and robots.txt exist', () => {
    expect(pngSize('icons/icon-192.png')).toEqual([192, 192]);
    expect(pngSize('icons/icon-512.png')).toEqual([512, 512]);
    expect(pngSize('icons/icon-512-maskable.png')).toEqual([512, 512]);
    expect(pngSize('apple-touch-icon.png')).toEqual([180, 180]);
    expect(readFileSync(join(publicDir, 'favicon.svg'), 'utf8')).toContain('viewBox="0 0 100 100"');
    expect(readFileSync(join(publicDir, 'robots.txt'), 'utf8')).toMatch(/User-agent: \*\s+Allow: \//);
  });
});

test('every e-mail address and phone number in the footer pages is a link', () => {
  for (const page of seed.footerPages) {
    const outsideLinks = page.content.replace(/<a\s[^>]*>.*?<\/a>/gs, '');
    expect(outsideLinks, page.slug).not.toMatch(/[\w.+-]+@[\w-]+\.[\w.]+|\+\d{2}[\d ()/-]{6,}/);
    for (const [, href, text] of page.content.matchAll(/<a href="([^"]+)">([^<]+)<\/a>/g)) {
      expect(href, text).toBe(text!.includes('@') ? `mailto:${text}` : `tel:${text!.replace(/[^+\d]/g, '')}`);
    }
  }
});
