import { ADMIN_EMAIL, createTestRepository } from '../../testing/demo-context';

// The admin's project search runs on an in-memory projection; every way a project or a group changes must
// reach the next search, in the order projects.list() gives.
test('the search finds projects by title, description or group name, newest first, and follows writes', async () => {
  const { ctx, repo } = await createTestRepository();
  await ctx.signInAs(ADMIN_EMAIL);
  const ids = async (search: string, limit = 100) =>
    (await repo.projects.page({ search }, limit)).items.map((p) => p.id);
  const group = (await repo.groups.list())[0]!;
  const inGroup = (await repo.projects.list()).filter((p) => p.projectGroupId === group.id).map((p) => p.id);
  expect(await ids(group.name)).toEqual(inGroup);

  const first = await repo.projects.create({
    title: 'Zeppelin-Werkstatt',
    projectGroupId: group.id,
    description: 'Luftschiffe bauen',
    startDate: '2026-12-01',
  });
  const second = await repo.projects.create({
    title: 'Hangar',
    projectGroupId: group.id,
    description: 'Für den Zeppelin',
    startDate: '2026-12-01',
  });
  expect(await ids('zeppelin')).toEqual([second.id, first.id]);
  expect(await repo.projects.page({ search: 'zeppelin' }, 1)).toMatchObject({ items: [{ id: second.id }], total: 2 });

  await repo.projects.update(first.id, {
    title: 'Ballonwerkstatt',
    projectGroupId: group.id,
    description: 'Ballone',
    startDate: '2026-12-01',
  });
  expect(await ids('zeppelin')).toEqual([second.id]);
  expect(await ids('Ballon')).toEqual([first.id]);

  await repo.groups.update(group.id, { ...group, name: 'Luftfahrt-Gruppe' });
  expect(await ids('Luftfahrt')).toEqual([second.id, first.id, ...inGroup]);

  await repo.projects.remove(second.id);
  expect(await ids('zeppelin')).toEqual([]);
  // The same order as the whole list.
  const all = (await repo.projects.list()).map((p) => p.id);
  expect((await repo.projects.page({ search: ' ' }, 100)).items.map((p) => p.id)).toEqual(all.slice(0, 100));
});
