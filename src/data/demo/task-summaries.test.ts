import Dexie from 'dexie';
import { P } from '../../../seed/projects';
import { summarizeProjectTasks } from '../../domain/task-summary';
import { ADMIN_EMAIL, createTestRepository } from '../../testing/demo-context';
import { openDemoDatabase } from './db';

test('the indexed summaries follow status and deadline edits in either vocabulary', async () => {
  const { ctx, repo } = await createTestRepository();
  await ctx.signInAs(ADMIN_EMAIL);
  const created = await repo.tasks.create({
    projectId: P.dienstplan,
    title: 'Frist klären',
    description: 'Heute',
    deadline: '2000-01-01',
  });
  let [summary] = await repo.tasks.summaries([P.dienstplan]);
  expect(summary!.nextOpen[0]!.id).toBe(created.id);
  await repo.tasks.update(created.id, {
    projectId: P.dienstplan,
    title: 'Frist klären',
    description: 'Heute',
    status: 'completed',
    deadline: '2000-01-01',
  });
  [summary] = await repo.tasks.summaries([P.dienstplan]);
  expect(summary!.nextOpen.map((t) => t.id)).not.toContain(created.id);
  expect(summary).toEqual(summarizeProjectTasks([P.dienstplan], await repo.tasks.byProject(P.dienstplan))[0]);
});

test('the stored summary rows equal a summary of all tasks after creating, moving, removing tasks and projects', async () => {
  const { ctx, repo } = await createTestRepository();
  await ctx.signInAs(ADMIN_EMAIL);
  const projectIds = (await repo.projects.list()).map((p) => p.id);
  const expectAllInStep = async () => {
    expect(await repo.tasks.summaries(projectIds)).toEqual(summarizeProjectTasks(projectIds, await repo.tasks.list()));
  };
  await expectAllInStep();
  const task = await repo.tasks.create({
    projectId: P.dienstplan,
    title: 'Neu',
    description: 'x',
    status: 'in_progress',
    deadline: '2001-01-01',
  });
  await expectAllInStep();
  const target = projectIds.find((id) => id !== P.dienstplan)!;
  await repo.tasks.update(task.id, {
    projectId: target,
    title: 'Umbenannt',
    description: 'x',
    status: 'todo',
    deadline: '2001-01-01',
  });
  await expectAllInStep();
  await repo.tasks.remove(task.id);
  await expectAllInStep();
  await repo.projects.remove(target);
  expect(await ctx.db.taskSummaries.get(target)).toBeUndefined();
  expect(await ctx.db.taskSummaries.count()).toBe(new Set((await ctx.db.tasks.toArray()).map((t) => t.projectId)).size);
});

test('opening a version-1 database adds the index keys and the summary rows of the tasks it already holds', async () => {
  const name = `kiz-upgrade-${Date.now()}`;
  const v1 = new Dexie(name);
  v1.version(1).stores({ tasks: '++id, projectId, [projectId+createdAt], *assignedTo, deadline, createdAt' });
  await v1.table('tasks').bulkAdd([
    {
      id: 1,
      projectId: 7,
      title: 'A',
      status: 'in-progress',
      deadline: null,
      assignedTo: [],
      attachments: [],
      createdAt: '2026-01-01T00:00:00.000Z',
    },
    {
      id: 2,
      projectId: 7,
      title: 'B',
      status: 'done',
      deadline: '2026-02-01',
      assignedTo: [],
      attachments: [],
      createdAt: '2026-01-02T00:00:00.000Z',
    },
  ]);
  v1.close();
  const db = openDemoDatabase(name);
  expect(await db.tasks.orderBy('id').toArray()).toEqual([
    expect.objectContaining({ id: 1, phaseKey: 1, deadlineKey: '9999' }),
    expect.objectContaining({ id: 2, phaseKey: 2, deadlineKey: '2026-02-01' }),
  ]);
  expect(await db.tasks.where('[projectId+phaseKey+deadlineKey]').between([7, 1, ''], [7, 1, '\uffff']).count()).toBe(
    1,
  );
  // Version 3 derives the summary rows of the tasks already there.
  expect(await db.taskSummaries.toArray()).toEqual([
    { projectId: 7, todo: 0, inProgress: 1, done: 1, nextOpen: [expect.objectContaining({ id: 1, title: 'A' })] },
  ]);
  db.close();
});
