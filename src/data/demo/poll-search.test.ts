import type { PollDraft } from '../../domain/poll-draft';
import { ADMIN_EMAIL, createTestRepository } from '../../testing/demo-context';

// The admin's poll table is ordered and searched on an in-memory projection; every write must reach the next
// page, in the order polls.list() gives, without reading the table whole again.
test('the page follows creates, edits and deletes, in the order of the whole list, reading only the written polls', async () => {
  const { ctx, repo } = await createTestRepository();
  await ctx.signInAs(ADMIN_EMAIL);
  const ids = async (search: string, limit = 100) => (await repo.polls.page({ search }, limit)).items.map((p) => p.id);
  await ids('');
  const readWhole = vi.spyOn(ctx.db.polls, 'toArray');

  const draft = (title: string, description = 'Bitte abstimmen'): PollDraft => ({
    title,
    description,
    status: 'active',
    isActive: true,
    options: [{ text: 'Ja' }, { text: 'Nein' }],
    projectGroupIds: [1],
  });
  const first = await repo.polls.create(draft('Zeppelin-Ausflug'));
  const second = await repo.polls.create(draft('Hangarfest', 'Mit dem Zeppelin?'));
  expect(await ids('zeppelin')).toEqual([second.id, first.id]);
  expect(await repo.polls.page({ search: 'zeppelin' }, 1)).toMatchObject({ items: [{ id: second.id }], total: 2 });

  await repo.polls.update(first.id, draft('Ballonfahrt'));
  expect(await ids('zeppelin')).toEqual([second.id]);
  expect(await ids('ballon')).toEqual([first.id]);

  await repo.polls.remove(second.id);
  expect(await ids('zeppelin')).toEqual([]);
  const paged = await ids('');
  expect(readWhole).not.toHaveBeenCalled();
  readWhole.mockRestore();
  expect(paged).toEqual((await repo.polls.list()).map((p) => p.id));
});
