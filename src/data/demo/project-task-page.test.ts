import { ADMIN_EMAIL, createTestRepository } from '../../testing/demo-context';

// The project task list reads one step of a project's tasks, not the project: at scale the largest project
// holds 1,000 tasks. Dexie's reading hook sees every task record the store reads.
test('a page reads only its rows without a filter, and only the phase with one; both equal the list cut', async () => {
  const { ctx, repo } = await createTestRepository();
  await ctx.signInAs(ADMIN_EMAIL);
  const template = (await ctx.db.tasks.where('projectId').equals(1).first())!;
  const { id: _id, ...fields } = template;
  await ctx.db.tasks.bulkAdd(
    Array.from({ length: 150 }, (_, i) => ({
      ...fields,
      title: `Zusatz ${i}`,
      createdAt: new Date(Date.UTC(2026, 0, 1, 0, i)).toISOString(),
      // Every tenth in the other vocabulary's done, to be found by the phase filter.
      ...(i % 10 === 0
        ? { status: 'completed' as const, phaseKey: 2 as const }
        : { status: 'todo' as const, phaseKey: 0 as const }),
    })),
  );
  const whole = await repo.tasks.byProject(1);
  let read = 0;
  const count = (record: unknown) => {
    read++;
    return record;
  };
  ctx.db.tasks.hook('reading', count);

  const page = await repo.tasks.pageOfProject(1, { phase: null, sort: 'newest' }, 50);
  expect(read).toBe(50);
  expect(page).toEqual({ items: whole.slice(0, 50), total: whole.length, all: whole.length });

  read = 0;
  const done = await repo.tasks.pageOfProject(1, { phase: 'done', sort: 'oldest' }, 10);
  const allDone = whole.filter((t) => t.status === 'done' || t.status === 'completed').reverse();
  expect(read).toBe(allDone.length);
  expect(done).toEqual({ items: allDone.slice(0, 10), total: allDone.length, all: whole.length });
  ctx.db.tasks.hook('reading').unsubscribe(count);
});
